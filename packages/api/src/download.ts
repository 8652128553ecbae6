import { api } from './client';

/**
 * The file name of a `Content-Disposition` header (RFC 6266: `filename*=UTF-8''…` wins over `filename=`), or
 * `fallbackName` when there is none.
 */
export function filenameFromContentDisposition(header: string | null | undefined, fallbackName: string): string {
  if (!header) return fallbackName;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  return name || fallbackName;
}

/** A downloaded file. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * GETs `url` (relative to /api) as a blob, names it from `Content-Disposition` (else `fallbackName`) and offers
 * it to the user as a download. Returns the file so callers (and tests) can use it too. Errors are thrown as
 * for any call (normalise with `normalizeError`).
 */
export async function downloadFile(url: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await api.get<Blob>(url, { responseType: 'blob' });
  const header = response.headers['content-disposition'] as string | undefined;
  const file = { blob: response.data, filename: filenameFromContentDisposition(header, fallbackName) };
  saveFile(file);
  return file;
}

/** Offers a blob as a download through a temporary object URL (skipped where the browser lacks it). */
function saveFile({ blob, filename }: DownloadedFile): void {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
