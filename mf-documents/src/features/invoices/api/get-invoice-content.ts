import { api } from '@portal/api';
import type { Invoice } from '@portal/domain';

/**
 * GET /invoices/{id}/content as a Blob (the PDF), for viewing inline (PdfViewer makes an object URL of it; not
 * cached). A 404 is passed on to the viewer instead of redirecting (`passNotFound`).
 */
export async function getInvoiceContent(invoice: Pick<Invoice, 'id'>): Promise<Blob> {
  const { data } = await api.get<Blob>(`/invoices/${invoice.id}/content`, { responseType: 'blob', passNotFound: true });
  return data;
}
