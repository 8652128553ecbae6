import { downloadFile, type DownloadedFile } from '@portal/api';
import { isAxiosError } from 'axios';
import { toPriceListQuery, type PriceListFilterValues } from './get-price-list';

/** The name of the file when the server does not name it. */
const FALLBACK_NAME = 'price-list.xlsx';

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
 * An error answer of a blob request arrives as a Blob: reads it back into the JSON the server sent (spec §8 shape,
 * e.g. `{ message }` of a 500), so the failure shows the server's words. Anything else is left as it is.
 */
async function readBlobAnswer(error: unknown): Promise<unknown> {
  const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
  if (!isAxiosError(error) || !error.response || !(data instanceof Blob)) return error;
  try {
    error.response.data = JSON.parse(await blobText(data));
  } catch {
    // Not JSON: the general text with the status is shown.
  }
  return error;
}

/**
 * GET /sales-price-list/export (staff): the full filtered price list as an xlsx file (issue 16 "the full filtered set
 * can be exported as xlsx"), with the same filters as the list (toPriceListQuery), offered to the browser as a
 * download. Rejects with the axios error.
 */
export async function exportPriceList(filters: PriceListFilterValues): Promise<DownloadedFile> {
  const params = new URLSearchParams(
    Object.entries(toPriceListQuery(filters)).map(([key, value]) => [key, String(value)]),
  );
  const search = params.toString();
  try {
    return await downloadFile(`/sales-price-list/export${search ? `?${search}` : ''}`, FALLBACK_NAME);
  } catch (error) {
    throw await readBlobAnswer(error);
  }
}
