import { downloadFile, type DownloadedFile } from '@portal/api';
import type { SupplierServiceDocument } from '@portal/domain';

/**
 * GET /supplier-services/{subsystem}/documents/{id}/file?download=1 (issue 15; every reader of the page): the
 * document as the file that was uploaded, offered as a download named by the server (else the document's file
 * name). Rejects with the axios error.
 */
export function downloadSupplierServiceDocument(
  subsystem: number,
  document: Pick<SupplierServiceDocument, 'id' | 'fileName'>,
): Promise<DownloadedFile> {
  return downloadFile(
    `/supplier-services/${subsystem}/documents/${document.id}/file?download=1`,
    document.fileName,
  );
}
