import { create as contentDisposition } from 'content-disposition';

/**
 * Content-Disposition for a stored file (RFC 6266): `inline` or `attachment`, the UTF-8 name as `filename*`
 * (RFC 5987) and an ASCII fallback without accents ("Überblick €.pdf" → "Uberblick _.pdf") as `filename`.
 */
export function dispositionOf(fileName: string, download: boolean): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return contentDisposition(fileName, { type: download ? 'attachment' : 'inline', fallback });
}
