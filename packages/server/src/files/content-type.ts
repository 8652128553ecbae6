import type { Readable } from 'node:stream';
import { fileTypeFromBuffer, fileTypeFromStream } from 'file-type/node';

/**
 * Content sniffing for uploads (ARCHITECTURE §5 "Files"): the type comes from the bytes (`file-type`), never from
 * the name or the browser's Content-Type, so a PNG or ZIP renamed to .pdf is refused.
 */

/** What an upload kind accepts: sniffed MIME type → the extensions a file of that type may carry. */
export type AcceptedTypes = Readonly<Record<string, readonly string[]>>;

/** Invoices: PDF only. */
export const INVOICE_TYPES: AcceptedTypes = { 'application/pdf': ['pdf'] };

/** Contract files: PDF and office documents (OOXML, legacy Word/Excel, OpenDocument text/spreadsheet). */
export const CONTRACT_TYPES: AcceptedTypes = {
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
};

/**
 * Ticket attachments (issue 13): what customers send the helpdesk — PDF, screenshots and photos (PNG, JPEG, GIF,
 * WebP), office documents, and ZIP archives of logs. No executables, scripts or HTML (they could run in a
 * browser that opens them inline).
 */
export const TICKET_ATTACHMENT_TYPES: AcceptedTypes = {
  ...CONTRACT_TYPES,
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/zip': ['zip'],
};

/**
 * Text types that file-type cannot sniff (no magic bytes): accepted only where a kind lists them, by the file's
 * extension, and only when the bytes are no known binary type; the kind's reader must check the text itself.
 */
const TEXT_TYPES = ['text/csv'] as const;

/** Roaming lists (issue 15): xlsx, or csv (text, see TEXT_TYPES). */
export const ROAMING_LIST_TYPES: AcceptedTypes = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'text/csv': ['csv'],
};

/** Supplier logos (issue 15): PNG, JPEG, WebP; no SVG (it can carry script). */
export const LOGO_TYPES: AcceptedTypes = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
};

/** Legacy .doc and .xls share one container format (OLE/CFB); the name's extension says which it is. */
const CFB_BY_EXTENSION: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
};

/** A sniffed, accepted upload: its content type and a file name whose extension matches it. */
export interface SniffedFile {
  contentType: string;
  fileName: string;
}

/**
 * Sniffs `bytes` (a stream, or a buffer already in memory such as a mail attachment) and returns the content type
 * when `accepted` allows it, with `fileName` given the type's extension when it has another one ("scan" →
 * "scan.pdf"). Returns null for any other content.
 */
export async function sniffUpload(
  bytes: Readable | Buffer,
  fileName: string,
  accepted: AcceptedTypes,
): Promise<SniffedFile | null> {
  const found = Buffer.isBuffer(bytes) ? await fileTypeFromBuffer(bytes) : await fileTypeFromStream(bytes);
  const extension = extensionOf(fileName);
  if (!found) {
    // Text has no magic bytes: a text type is taken by its extension, and its reader checks the content.
    const text = TEXT_TYPES.find((mime) => accepted[mime]?.includes(extension));
    return text ? { contentType: text, fileName } : null;
  }
  let mime: string = found.mime;
  if (found.ext === 'cfb') {
    mime = CFB_BY_EXTENSION[extension] ?? found.mime;
  }
  const extensions = accepted[mime];
  if (!extensions) return null;
  return {
    contentType: mime,
    fileName: extensions.includes(extension) ? fileName : `${fileName}.${extensions[0]}`,
  };
}

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * A safe display name for an uploaded file: the last path segment, without control characters, trimmed to
 * 200 characters (keeping the extension); "file" when nothing is left. Only ever stored as metadata.
 */
export function cleanFileName(raw: string | undefined): string {
  const last = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const base = [...last]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  if (!base) return 'file';
  if (base.length <= 200) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 200 - ext.length) + ext;
}
