import { PageHeader } from '@portal/ui';
import { useDocumentsTranslation } from '../../../i18n/use-documents-translation';
import { InvoiceTable } from '../components/invoice-table';

/**
 * Invoices of the own organization (/invoices, spec §2; any signed-in user): number, date, period, amount, status,
 * view the PDF inline and download; 20 per page from the server.
 */
export function OwnInvoicesPage() {
  const { t } = useDocumentsTranslation();
  return (
    <>
      <PageHeader title={t('routes.invoices')} />
      <InvoiceTable />
    </>
  );
}
