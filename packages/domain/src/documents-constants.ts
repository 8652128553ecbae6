/** Constants of contract files and invoices (spec §3), zod-free so screens can use them without the schemas. */

/** Contract file categories by index (spec §3 Contract file: 0 SLA, 1 agreements, 2 other, 3 orders). */
export const CONTRACT_CATEGORIES = { sla: 0, agreements: 1, other: 2, orders: 3 } as const;

export type ContractCategoryName = keyof typeof CONTRACT_CATEGORIES;

export type ContractCategory = (typeof CONTRACT_CATEGORIES)[ContractCategoryName];

/** Category codes in display order (0..3). */
export const CONTRACT_CATEGORY_CODES = Object.values(CONTRACT_CATEGORIES) as ContractCategory[];

/** Default upload limit in bytes (server config UPLOAD_MAX_BYTES may change it): 20 MB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** Content types accepted for invoices: PDF only (checked on the bytes, not the file name). */
export const INVOICE_CONTENT_TYPES = ['application/pdf'] as const;

/** Content types accepted for contract files: PDF and office documents (docx/xlsx/pptx, doc/xls, odt/ods). */
export const CONTRACT_CONTENT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
] as const;

/** `accept` attribute values for the upload inputs. */
export const INVOICE_FILE_ACCEPT = '.pdf,application/pdf';

export const CONTRACT_FILE_ACCEPT = '.pdf,.docx,.xlsx,.pptx,.doc,.xls,.odt,.ods';

export const INVOICE_STATUSES = ['open', 'paid', 'overdue', 'credited'] as const;

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
