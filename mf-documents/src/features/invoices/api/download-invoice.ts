import { downloadFile, type DownloadedFile } from '@portal/api';
import type { Invoice } from '@portal/domain';

/** GET /invoices/{id}/content?download=1, offered to the user as a download named by the server (else the file name). */
export function downloadInvoice(invoice: Pick<Invoice, 'id' | 'fileName'>): Promise<DownloadedFile> {
  return downloadFile(`/invoices/${invoice.id}/content?download=1`, invoice.fileName);
}
