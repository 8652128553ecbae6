import { invoicesApi, type InvoiceListParams, type UploadProgress } from '@portal/api';
import type { Invoice, InvoiceUploadFields, Page } from '@portal/domain';

/** GET /invoices: one page (organization users get their own organization's, staff all; spec §2). */
export function listInvoices(query: InvoiceListParams): Promise<Page<Invoice>> {
  return invoicesApi.list(query);
}

/** POST /organizations/{id}/invoices (PDF + fields) with upload progress in percent. */
export function uploadInvoice(
  organizationId: number,
  input: InvoiceUploadFields,
  file: File,
  onProgress: UploadProgress,
): Promise<Invoice> {
  return invoicesApi.upload(organizationId, input, file, onProgress);
}

/** DELETE /invoices/{id}. */
export function deleteInvoice(invoice: Invoice): Promise<void> {
  return invoicesApi.remove(invoice.id);
}

/** GET /invoices/{id}/content as a blob (inline view). */
export function loadInvoicePdf(invoice: Invoice): Promise<Blob> {
  return invoicesApi.content(invoice.id);
}

/** GET /invoices/{id}/content?download=1, offered as a download. */
export function downloadInvoicePdf(invoice: Invoice) {
  return invoicesApi.download(invoice);
}
