import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import type { Invoice } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import {
  ConfirmAction,
  DataTable,
  MoneyText,
  useApiError,
  type DataTableColumn,
  type DataTableQuery,
} from '@portal/ui';
import { App, Button, Space } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { PdfModal } from '../../../components/pdf-modal';
import { formatDocumentDate, formatPeriod } from '../../../format/document-format';
import { useDocumentsTranslation } from '../../../i18n/use-documents-translation';
import { useDeleteInvoiceMutation } from '../api/delete-invoice';
import { downloadInvoice } from '../api/download-invoice';
import { getInvoiceContent } from '../api/get-invoice-content';
import type { InvoiceListParams } from '../api/invoice-keys';
import { invoicesPageQuery } from '../api/list-invoices';
import { InvoiceStatusTag } from './invoice-status-tag';

/**
 * The query of the page of invoices an {@link InvoiceTable} shows for the table's `query` (page, search, sort) and
 * the screen's `filters`; also a screen's first read (issue 18), with `readListQuery` of the URL.
 */
export function invoiceTablePageQuery(query: DataTableQuery, filters: InvoiceTableProps['filters'] = {}) {
  const { page, pageSize, search, sort } = query;
  return invoicesPageQuery({ page, pageSize, search, sort, ...filters });
}

/** Props of {@link InvoiceTable}. */
export interface InvoiceTableProps {
  /** Filters beyond page, search and sort (staff: organization, status, period). */
  filters?: Pick<InvoiceListParams, 'organizationId' | 'status' | 'period'>;
  /** Shows the customer column (staff screens). */
  showOrganization?: boolean;
  /** Shows "Delete" (super admin, management). */
  canDelete?: boolean;
  /** Actions and filters above the table. */
  toolbar?: ReactNode;
}

/**
 * Invoices as a server-paginated table (20 per page; page, search and sort in the URL): number, date, period
 * ("Oct 2026" / "okt 2026"), amount (euros in the interface language), status, and View (the PDF inline) and
 * Download; Delete after a confirmation for managers. The list reloads after an upload or a delete (they
 * invalidate the invoice lists).
 */
export function InvoiceTable({ filters = {}, showOrganization, canDelete, toolbar }: InvoiceTableProps) {
  const { t } = useDocumentsTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const showApiError = useApiError();
  const [viewing, setViewing] = useState<Invoice | null>(null);
  const deletion = useDeleteInvoiceMutation();

  const pageQuery = (query: DataTableQuery) => invoiceTablePageQuery(query, filters);

  async function remove(invoice: Invoice) {
    try {
      await deletion.mutateAsync(invoice);
      void message.success(t('invoices.deleted', { number: invoice.invoiceNumber }));
    } catch (error) {
      showApiError(error);
    }
  }

  async function download(invoice: Invoice) {
    try {
      await downloadInvoice(invoice);
    } catch (error) {
      showApiError(error);
    }
  }

  // With the customer column, period and due date show from 1200 px (antd xl) so the actions fit at 1024 px.
  const wideOnly: DataTableColumn<Invoice>['responsive'] = showOrganization ? ['xl'] : undefined;
  const columns = useMemo<DataTableColumn<Invoice>[]>(
    () => [
      ...(showOrganization
        ? [
            {
              key: 'organizationName',
              dataIndex: 'organizationName',
              title: t('invoices.columns.organization'),
            },
          ]
        : []),
      { key: 'invoiceNumber', dataIndex: 'invoiceNumber', title: t('invoices.columns.number'), sorter: true },
      {
        key: 'invoiceDate',
        dataIndex: 'invoiceDate',
        title: t('invoices.columns.date'),
        sorter: true,
        render: (value: string) => formatDocumentDate(value, locale),
      },
      {
        key: 'period',
        dataIndex: 'period',
        title: t('invoices.columns.period'),
        responsive: wideOnly,
        render: (value: string) => formatPeriod(value, locale),
      },
      {
        key: 'amountCents',
        dataIndex: 'amountCents',
        title: t('invoices.columns.amount'),
        align: 'right',
        render: (cents: number, invoice) => <MoneyText cents={cents} currency={invoice.currency} />,
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('invoices.columns.status'),
        render: (_: unknown, invoice) => <InvoiceStatusTag status={invoice.status} />,
      },
      {
        key: 'dueDate',
        dataIndex: 'dueDate',
        title: t('invoices.columns.dueDate'),
        responsive: wideOnly,
        render: (value: string) => formatDocumentDate(value, locale),
      },
      {
        key: 'actions',
        title: t('invoices.columns.actions'),
        render: (_: unknown, invoice) => (
          <Space wrap>
            <Button
              icon={<EyeOutlined />}
              aria-label={t('invoices.viewInvoice', { number: invoice.invoiceNumber })}
              onClick={() => setViewing(invoice)}
            >
              {t('invoices.view')}
            </Button>
            <Button
              icon={<DownloadOutlined />}
              aria-label={t('invoices.downloadInvoice', { number: invoice.invoiceNumber })}
              onClick={() => void download(invoice)}
            >
              {t('invoices.download')}
            </Button>
            {canDelete && (
              <ConfirmAction
                action={t('invoices.deleteAction', { number: invoice.invoiceNumber })}
                onConfirm={() => remove(invoice)}
              >
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('invoices.deleteInvoice', { number: invoice.invoiceNumber })}
                />
              </ConfirmAction>
            )}
          </Space>
        ),
      },
    ],
    // `download` and `remove` are new functions every render but only call the API: rebuilding the columns for
    // them would re-render every row on each keystroke of the filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale, showOrganization, canDelete],
  );

  return (
    <>
      <DataTable<Invoice>
        ariaLabel={t('invoices.tableLabel')}
        pageQuery={pageQuery}
        columns={columns}
        search={{ label: t('invoices.search') }}
        emptyText={t('invoices.empty')}
        toolbar={toolbar}
      />
      <PdfModal
        document={viewing && { title: viewing.fileName, load: () => getInvoiceContent(viewing) }}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
