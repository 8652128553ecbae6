import { api } from '@portal/api';
import type { Invoice, Page } from '@portal/domain';
import type { PageQuery } from '@portal/ui';
import { invoiceKeys, type InvoiceListParams } from './invoice-keys';

/**
 * GET /invoices: one page of invoices (spec §2; organization users get their own organization's, staff all, with
 * the filters `organizationId`, `status`, `period` YYYYMM), search by invoice number, sort. Rejects with the axios
 * error.
 */
export async function listInvoices(params: InvoiceListParams): Promise<Page<Invoice>> {
  const { data } = await api.get<Page<Invoice>>('/invoices', { params });
  return data;
}

/** The query of one page of invoices, for a DataTable (cached under `['invoices', 'list', params]`). */
export function invoicesPageQuery(params: InvoiceListParams): PageQuery<Invoice> {
  return { queryKey: invoiceKeys.list(params), queryFn: () => listInvoices(params) };
}
