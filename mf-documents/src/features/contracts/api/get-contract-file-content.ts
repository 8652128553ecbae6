import { api } from '@portal/api';
import type { ContractFile } from '@portal/domain';

/**
 * GET /contracts/{id}/content as a Blob, for viewing inline (PdfViewer makes an object URL of it; not cached). A
 * 404 is passed on to the viewer instead of redirecting (`passNotFound`).
 */
export async function getContractFileContent(file: Pick<ContractFile, 'id'>): Promise<Blob> {
  const { data } = await api.get<Blob>(`/contracts/${file.id}/content`, { responseType: 'blob', passNotFound: true });
  return data;
}
