import { isProvider, useSessionStore } from '@portal/session';
import { PageHeader, readListQuery, type PageReads } from '@portal/ui';
import { Navigate } from 'react-router-dom';
import { useDocumentsTranslation } from '../../../i18n/use-documents-translation';
import { InvoiceTable, invoiceTablePageQuery } from '../components/invoice-table';

/**
 * The screen's first read (issue 18): the page of invoices the address asks for, as the table will ask for it. Staff,
 * whom the page sends on, get the same first page of all organizations' invoices the next screen starts with.
 */
export const ownInvoicesPageReads: PageReads = ({ searchParams }) => [
  invoiceTablePageQuery(readListQuery(searchParams)),
];

/**
 * Invoices of the own organization (/invoices, spec §2; any signed-in user): number, date, period, amount, status,
 * view the PDF inline and download; 20 per page from the server.
 * Provider staff have no own organization: they are sent to the invoices of all organizations (/invoices/organizations).
 */
export function OwnInvoicesPage() {
  const { t } = useDocumentsTranslation();
  const staff = useSessionStore((state) => isProvider(state.user));
  if (staff) return <Navigate to="/invoices/organizations" replace />;
  return (
    <>
      <PageHeader title={t('routes.invoices')} />
      <InvoiceTable />
    </>
  );
}
