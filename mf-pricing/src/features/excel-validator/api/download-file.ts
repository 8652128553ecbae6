import { downloadFile, type DownloadedFile } from '@portal/api';
import { isAxiosError } from 'axios';

/** The text of a blob (FileReader where Blob#text is missing, e.g. jsdom). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * GETs the file at `url` (relative to /api) and offers it to the browser as a download named by the server (else
 * `fallbackName`). An error answer of a blob request arrives as a Blob: it is read back into the JSON the server
 * sent (spec §8 shape), so the failure shows the server's words. Rejects with the axios error. The same as the price
 * list's export (features/price-list/api/export-price-list.ts); a feature does not import another (STYLE.md).
 */
export async function downloadValidatorFile(url: string, fallbackName: string): Promise<DownloadedFile> {
  try {
    return await downloadFile(url, fallbackName);
  } catch (error) {
    const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
    if (isAxiosError(error) && error.response && data instanceof Blob) {
      try {
        error.response.data = JSON.parse(await blobText(data));
      } catch {
        // Not JSON: the general text with the status is shown.
      }
    }
    throw error;
  }
}
