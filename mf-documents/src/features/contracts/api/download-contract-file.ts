import { downloadFile, type DownloadedFile } from '@portal/api';
import type { ContractFile } from '@portal/domain';

/** GET /contracts/{id}/content?download=1, offered to the user as a download named by the server (else the file name). */
export function downloadContractFile(file: Pick<ContractFile, 'id' | 'fileName'>): Promise<DownloadedFile> {
  return downloadFile(`/contracts/${file.id}/content?download=1`, file.fileName);
}
