import { z } from 'zod';
import { DATE_RANGE_MESSAGE, inDateRange } from './dates';
import { recordIdSchema } from './ids';
import { pageQueryFields } from './organization';
import { INVOICE_STATUSES } from './documents-constants';

/**
 * Documents: contract files and invoices (spec §2 /contracts, /invoices; §3 Contract file, Invoice; §5 "File is
 * required"). Shared by the server (request / response schemas) and mf-documents (forms, lists).
 */



const id = z.number().int();
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: 'Not a valid date.',
    },
  )
  // PostgreSQL has no year 0 (it was a 500, issue 21 fuzz): the one range of every date (dates.ts).
  .refine((v) => Number.isNaN(Date.parse(`${v}T00:00:00Z`)) || inDateRange(Date.parse(`${v}T00:00:00Z`)), {
    message: DATE_RANGE_MESSAGE,
  });
const PERIOD = /^\d{4}(0[1-9]|1[0-2])$/;

/** Contract file as listed (GET /contracts, /organizations/{id}/contracts). `size` in bytes; `uploadedBy` a name. */
export const contractFileSchema = z.object({
  id,
  organizationId: id,
  category: z.number().int().min(0).max(3),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
});
export type ContractFile = z.infer<typeof contractFileSchema>;

const categoryField = z.coerce
  .number({ message: 'Choose a category.' })
  .int('Choose a category.')
  .min(0, 'Choose a category.')
  .max(3, 'Choose a category.');

/** GET /contracts and /organizations/{id}/contracts query: optional `category` 0..3. */
export const contractListQuerySchema = z.strictObject({ category: categoryField.optional() });
export type ContractListQuery = z.infer<typeof contractListQuerySchema>;

/** Text fields of the contract upload (multipart, with the part `file`): `category` 0..3. */
export const contractUploadFieldsSchema = z.object({ category: categoryField });
export type ContractUploadFields = z.output<typeof contractUploadFieldsSchema>;

/**
 * Invoice as listed (GET /invoices). Spec §3 says only "a PDF. Other invoice fields: not shown": the fields beyond
 * the PDF are our choice. Amounts are integer euro cents, `amountCents` including VAT, `vatCents` the VAT part;
 * dates 'YYYY-MM-DD'; `period` the billed month 'YYYYMM'; `size` in bytes.
 */
export const invoiceSchema = z.object({
  id,
  organizationId: id,
  organizationName: z.string(),
  customerNumber: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  period: z.string(),
  amountCents: z.number().int(),
  vatCents: z.number().int(),
  currency: z.literal('EUR'),
  status: z.enum(INVOICE_STATUSES),
  dueDate: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const INVOICE_SORT_FIELDS = [
  'invoiceDate',
  'invoiceNumber',
  'amountCents',
  'dueDate',
  'period',
  'status',
  'organizationName',
] as const;

/**
 * GET /invoices query (1-based `page`). `search` matches invoice number, organization name and customer number;
 * `period` 'YYYYMM'; `organizationId` filters (staff) — an organization user may only pass its own;
 * `sort` a field of INVOICE_SORT_FIELDS, "-" prefix for descending (default "-invoiceDate").
 */
export const invoiceListQuerySchema = z.strictObject({
  ...pageQueryFields,
  search: z.string().trim().max(100).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  period: z.string().regex(PERIOD, 'Use the format YYYYMM.').optional(),
  organizationId: recordIdSchema.optional(),
  sort: z
    .string()
    .refine((s) => (INVOICE_SORT_FIELDS as readonly string[]).includes(s.replace(/^-/, '')), {
      message: `Sort by one of ${INVOICE_SORT_FIELDS.join(', ')} (prefix "-" for descending).`,
    })
    .default('-invoiceDate'),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

const EUROS = /^\d{1,9}(\.\d{1,2})?$/;
const euros = (label: string) =>
  z
    .string()
    .trim()
    .regex(EUROS, `${label} in euros with at most 2 decimals, e.g. 1234.56.`)
    .transform((v) => {
      const [whole, fraction = ''] = v.split('.');
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    });

/**
 * Text fields of the invoice upload (multipart, with the PDF part `file`). `amount` (incl. VAT) and `vat` are
 * euros as decimal strings ("1234.56") and come out as `amountCents` / `vatCents`; `dueDate` ≥ `invoiceDate`;
 * `vat` ≤ `amount`; `status` defaults to "open".
 */
export const invoiceUploadFieldsSchema = z
  .object({
    invoiceNumber: z.string().trim().min(1, 'Invoice number is required.').max(40),
    invoiceDate: isoDate,
    period: z.string().regex(PERIOD, 'Use the format YYYYMM.'),
    amount: euros('Amount'),
    vat: euros('VAT'),
    status: z.enum(INVOICE_STATUSES).default('open'),
    dueDate: isoDate,
  })
  // zod runs this even when a field failed (non-aborting issues): compare only values that parsed.
  .superRefine((v, ctx) => {
    if (
      isoDate.safeParse(v.invoiceDate).success &&
      isoDate.safeParse(v.dueDate).success &&
      v.dueDate < v.invoiceDate
    )
      ctx.addIssue({
        code: 'custom',
        path: ['dueDate'],
        message: 'Due date cannot be before the invoice date.',
      });
    if (typeof v.vat === 'number' && typeof v.amount === 'number' && v.vat > v.amount)
      ctx.addIssue({ code: 'custom', path: ['vat'], message: 'VAT cannot be more than the amount.' });
  })
  .transform(({ amount, vat, ...rest }) => ({ ...rest, amountCents: amount, vatCents: vat }));
export type InvoiceUploadFields = z.input<typeof invoiceUploadFieldsSchema>;
export type InvoiceUpload = z.output<typeof invoiceUploadFieldsSchema>;

/** Euro cents → "1234.56" (the upload format). */
export function centsToEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
