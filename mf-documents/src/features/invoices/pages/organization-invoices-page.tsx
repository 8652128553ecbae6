import { UploadOutlined } from '@ant-design/icons';
import { INVOICE_STATUSES, type InvoiceStatus } from '@portal/domain';
import { isAdminManagerOrSupport, isAdminOrManager, useSessionStore } from '@portal/session';
import {
  OrganizationPicker,
  PageHeader,
  type PageReads,
  organizationSearchQuery,
  readListQuery,
  useListFilter,
} from '@portal/ui';
import { Button, DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentsTranslation } from '../../../i18n/use-documents-translation';
import { InvoiceTable, invoiceTablePageQuery } from '../components/invoice-table';
import { UploadInvoiceDialog } from '../components/upload-invoice-dialog';

/** The list filters of the URL: `?organizationId=`, `?status=`, `?period=YYYYMM` (invalid values are ignored). */
function filtersOf(params: URLSearchParams) {
  const id = Number(params.get('organizationId'));
  const status = params.get('status');
  const period = params.get('period');
  return {
    organizationId: Number.isInteger(id) && id > 0 ? id : undefined,
    status: (INVOICE_STATUSES as readonly string[]).includes(status ?? '') ? (status as InvoiceStatus) : undefined,
    period: period && /^\d{6}$/.test(period) ? period : undefined,
  };
}

/**
 * The screen's first reads (issue 18): the page of invoices the address asks for, as the table will ask for it, and
 * the customer picker's first organizations.
 */
export const organizationInvoicesPageReads: PageReads = ({ searchParams }) => [
  invoiceTablePageQuery(readListQuery(searchParams), filtersOf(searchParams)),
  organizationSearchQuery(''),
];

/**
 * Invoices across organizations (/invoices/organizations, spec §2; staff): filters for customer, status and period
 * (in the URL, back to page 1 on change), search by invoice number, 20 per page. "Upload invoice" for super admin,
 * management and support; Delete for super admin and management.
 */
export function OrganizationInvoicesPage() {
  const { t } = useDocumentsTranslation();
  const user = useSessionStore((state) => state.user);
  const [params] = useSearchParams();
  const filters = filtersOf(params);
  const [uploading, setUploading] = useState(false);

  const setFilter = useListFilter();


  const toolbar = (
    <Flex gap={8} wrap align="center">
      <OrganizationPicker
        value={filters.organizationId}
        onChange={(id) => setFilter('organizationId', id)}
        allowClear
        placeholder={t('organization.all')}
        style={{ minWidth: 260 }}
      />
      <Select<InvoiceStatus>
        aria-label={t('invoices.status.label')}
        placeholder={t('invoices.status.all')}
        allowClear
        value={filters.status}
        onChange={(status) => setFilter('status', status)}
        options={INVOICE_STATUSES.map((status) => ({ value: status, label: t(`invoices.status.${status}`) }))}
        style={{ minWidth: 160 }}
      />
      <DatePicker
        picker="month"
        aria-label={t('invoices.period.label')}
        placeholder={t('invoices.period.placeholder')}
        value={filters.period ? dayjs(`${filters.period}01`, 'YYYYMMDD') : null}
        onChange={(month) => setFilter('period', month ? month.format('YYYYMM') : undefined)}
        format="MMM YYYY"
      />
      {isAdminManagerOrSupport(user) && (
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
          {t('invoiceUpload.open')}
        </Button>
      )}
    </Flex>
  );

  return (
    <>
      <PageHeader title={t('routes.organizationInvoices')} />
      <InvoiceTable
        filters={filters}
        showOrganization
        canDelete={isAdminOrManager(user)}
        toolbar={toolbar}
      />
      <UploadInvoiceDialog
        open={uploading}
        organizationId={filters.organizationId}
        onClose={() => setUploading(false)}
        onUploaded={() => setUploading(false)}
      />
    </>
  );
}
