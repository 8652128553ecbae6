import Big from 'big.js';
import { z } from 'zod';
import { bodyIdSchema, recordIdSchema } from './ids';
import { pageQueryFields } from './organization';
import { PRICE_FRACTION_DIGITS, priceSchema } from './pricing';
import type { ProviderRole } from './roles';

/**
 * Sales prices (issue 16 "Sales prices", "Bulk edit", "Price list"; spec §1 staff administer sales prices, §2 sales
 * prices with bulk edit and a sales price list (paths not shown: /prices and /prices/list), §3 Sales price row:
 * provider, customer, subcustomer, invoice line, line type, price, start and end year-month (YYYYMM), indexation
 * value, reason for increase; §5 YYYYMM, "reset indexation to 1,000?", bulk edit needs a percentage and a reason;
 * §9 indexation reset value 1,000, the price list says when not all results are shown). Shared by the server
 * (request / response schemas) and mf-pricing (forms, grids). Endpoints: docs/pricing-api.md "Sales prices".
 *
 * - Money is exact, as for purchasing prices: decimal strings in euros on the wire (`priceSchema`), numeric(12,4)
 *   in the database, big.js for arithmetic.
 * - A year-month is a "YYYYMM" string on the wire ("202601"; month 01–12, years 1900–9999), an integer in the
 *   database. A period runs from `startMonth` to `endMonth` inclusive; `endMonth` null is open-ended.
 * - The indexation value is a factor with three decimals ("1.035"); "1.000" (1,000 in Dutch) means not indexed.
 *   The price charged is `price × indexation` (`effectivePrice`, rounded half up to 4 decimals).
 * - Periods of one customer + subcustomer (or none) + invoice line (any letter case) may not overlap; the 400 names
 *   the clashing row (`salesPriceOverlapMessage`).
 */

/** Roles that read sales prices and the price list (spec §1: staff). Customers do not see them. */
export const SALES_PRICE_READER_ROLES: readonly ProviderRole[] = [
  'superAdmin',
  'management',
  'support',
  'accountManager',
];
/** Roles that add, edit, delete and bulk-edit sales prices and undo a bulk edit. */
export const SALES_PRICE_WRITER_ROLES: readonly ProviderRole[] = ['superAdmin', 'management'];

/**
 * What an invoice line charges (design; spec §3 names "line type" only): the monthly subscription per SIM, usage of
 * data, SMS or voice, or a one-off charge (activation, SIM cards). The first four match the purchasing price types,
 * which links a sales price to the rate plan it resells (`purchasingPriceId`, the margin).
 */
export const SALES_LINE_TYPES = ['subscription', 'data', 'sms', 'voice', 'oneOff'] as const;
export type SalesLineType = (typeof SALES_LINE_TYPES)[number];

/** Longest invoice line text and reason for increase. */
export const INVOICE_LINE_MAX = 100;
export const SALES_PRICE_REASON_MAX = 200;
/** The indexation value that means "not indexed" (spec §9: reset value 1,000). */
export const NEUTRAL_INDEXATION = '1.000';
/** Lowest and highest indexation factor accepted. */
export const INDEXATION_MIN = '0.500';
export const INDEXATION_MAX = '3.000';
/** Most rows one bulk edit may change (larger selections: narrow the filter, or run it per provider). */
export const BULK_EDIT_MAX_ROWS = 5000;
/** Default number of rows the price list shows before it says not all results are shown (server: PRICE_LIST_LIMIT). */
export const PRICE_LIST_DEFAULT_LIMIT = 500;

export const SalesPriceMessages = {
  yearMonth: 'Use the format YYYYMM, e.g. 202601.',
  endBeforeStart: 'The end month must not be before the start month.',
  indexation: `Enter a factor from ${INDEXATION_MIN} to ${INDEXATION_MAX} with at most 3 decimals, e.g. 1.035.`,
  invoiceLineOneLine: 'Enter the invoice line on one line.',
  unknownOrganization: 'Unknown organization.',
  unknownSubcustomer: 'This subcustomer does not belong to the customer.',
  unknownPurchasingPrice: 'This rate plan is not one of the provider.',
  /** The clashing row: its id, invoice line and period ("2026-01"; `salesPriceOverlapMessage` fills it in). */
  overlap: 'Overlaps row {{id}} ({{invoiceLine}}) from {{start}} to {{end}}.',
  overlapOpen: 'Overlaps row {{id}} ({{invoiceLine}}) from {{start}} on.',
  percentage: 'Enter a percentage with at most 2 decimals, e.g. 3.5.',
  percentageRange: 'Enter a percentage from -99.99 to 1000, not 0.',
  /** A bulk edit whose new price would not fit numeric(12,4) (field `percentage`; the row's id filled in). */
  newPriceTooLarge:
    'The new price of row {{id}} would be 100,000,000 euros or more. Choose a smaller percentage.',
  reasonRequired: 'Enter the reason for the increase.',
  selectionRequired: 'Select at least one price.',
  selectionBoth: 'Send either ids or filter, not both.',
  tooManyRows: `At most ${BULK_EDIT_MAX_ROWS} prices in one bulk edit. Narrow the filter.`,
  nothingToChange: 'None of the selected prices runs in or after the first month.',
  previewOutdated: 'The prices changed since the preview. Preview again.',
  batchUndone: 'This bulk edit was already undone.',
  batchChanged: 'Prices of this bulk edit were changed afterwards; it can no longer be undone.',
} as const;

const YEAR_MONTH_PATTERN = /^(19[0-9]{2}|[2-9][0-9]{3})(0[1-9]|1[0-2])$/;

/** True for a valid "YYYYMM" string (years 1900–9999, months 01–12). */
export function isYearMonth(value: string): boolean {
  return YEAR_MONTH_PATTERN.test(value);
}

/** A year-month "YYYYMM" (spec §5), e.g. "202601". "2026-01", "202613", "20261", 202601 (a number) are a 400. */
export const yearMonthSchema = z
  .string(SalesPriceMessages.yearMonth)
  .trim()
  .refine(isYearMonth, SalesPriceMessages.yearMonth);

/** "202601" → "2026-01": how the server's messages name a month (no digits run a locale could regroup). */
export function yearMonthIso(yearMonth: string | number): string {
  const text = String(yearMonth);
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

/** True when the period `start`–`end` (end null: open) contains `month`; all "YYYYMM". */
export function periodContains(start: string, end: string | null, month: string): boolean {
  return start <= month && (end === null || month <= end);
}

const INDEXATION_PATTERN = /^[0-9](\.[0-9]{1,3})?$/;

/** An indexation factor as a decimal string, INDEXATION_MIN to INDEXATION_MAX, at most 3 decimals ("1.035"). */
export const indexationSchema = z
  .string(SalesPriceMessages.indexation)
  .trim()
  .refine(
    (v) => INDEXATION_PATTERN.test(v) && new Big(v).gte(INDEXATION_MIN) && new Big(v).lte(INDEXATION_MAX),
    SalesPriceMessages.indexation,
  );

/** True when `indexation` is not the neutral 1.000 (the edit form then asks "reset indexation to 1,000?"). */
export function isIndexed(indexation: string): boolean {
  return !new Big(indexation).eq(NEUTRAL_INDEXATION);
}

/** The price charged: `price` × `indexation`, rounded half up to 4 decimals ("12.5000" × "1.035" → "12.9375"). */
export function effectivePrice(price: string, indexation: string): string {
  return new Big(price)
    .times(indexation)
    .round(PRICE_FRACTION_DIGITS, Big.roundHalfUp)
    .toFixed(PRICE_FRACTION_DIGITS);
}

const oneLine = (max: number, oneLineMessage: string) =>
  z
    .string('This field is required.')
    .trim()
    .min(1, 'This field is required.')
    .max(max, `At most ${max} characters.`)
    .regex(/^[^\t\n\r]*$/, oneLineMessage);

/**
 * POST /api/sales-prices and PUT /api/sales-prices/{id} body (super admin, management). `organizationId` is the
 * customer; `subcustomerId` one of its subcustomers or null (the whole customer); `purchasingPriceId` the rate plan
 * it resells (a purchasing price of the same provider) or null; `price` in euros per unit of the line;
 * `indexation` defaults to "1.000"; `reason` the reason for an increase (optional for a single edit; a bulk edit
 * requires one). End before start is a 400 on `endMonth` (`salesPricePeriodError`). Unknown keys are a 400.
 */
export const salesPriceInputSchema = z.strictObject({
  supplierId: bodyIdSchema,
  organizationId: bodyIdSchema,
  subcustomerId: bodyIdSchema.nullable().default(null),
  purchasingPriceId: bodyIdSchema.nullable().default(null),
  invoiceLine: oneLine(INVOICE_LINE_MAX, SalesPriceMessages.invoiceLineOneLine),
  lineType: z.enum(SALES_LINE_TYPES),
  price: priceSchema,
  startMonth: yearMonthSchema,
  endMonth: yearMonthSchema.nullable().default(null),
  indexation: indexationSchema.default(NEUTRAL_INDEXATION),
  reason: z
    .string()
    .trim()
    .max(SALES_PRICE_REASON_MAX, `At most ${SALES_PRICE_REASON_MAX} characters.`)
    .regex(/^[^\t\n\r]*$/, 'Enter the reason on one line.')
    .default(''),
});
export type SalesPriceInput = z.input<typeof salesPriceInputSchema>;
export type SalesPriceValues = z.output<typeof salesPriceInputSchema>;

/** The rule across fields of a period: the message for field `endMonth` when it is before `startMonth`, or null. */
export function salesPricePeriodError(startMonth: string, endMonth: string | null): string | null {
  return endMonth !== null && endMonth < startMonth ? SalesPriceMessages.endBeforeStart : null;
}

/** The 400 message naming the row a period clashes with (field `startMonth`). Months as "YYYYMM". */
export function salesPriceOverlapMessage(row: {
  id: number;
  invoiceLine: string;
  startMonth: string;
  endMonth: string | null;
}): string {
  const template = row.endMonth === null ? SalesPriceMessages.overlapOpen : SalesPriceMessages.overlap;
  return template
    .replace('{{id}}', String(row.id))
    .replace('{{invoiceLine}}', row.invoiceLine)
    .replace('{{start}}', yearMonthIso(row.startMonth))
    .replace('{{end}}', row.endMonth === null ? '' : yearMonthIso(row.endMonth));
}

/** Sort fields of the sales price grid; "-" first for descending (default: invoice line, then start month). */
export const SALES_PRICE_SORT_FIELDS = [
  'supplier',
  'subcustomer',
  'invoiceLine',
  'lineType',
  'price',
  'startMonth',
  'endMonth',
] as const;

/**
 * The filters the grid, the price list, the export and a bulk edit by filter share: `supplierId`, `lineType`,
 * `subcustomerId` (or "none": rows for the whole customer), `activeIn` a "YYYYMM" the period must contain, `search`
 * in the invoice line (any case).
 */
export const salesPriceFilterFields = {
  supplierId: recordIdSchema.optional(),
  lineType: z.enum(SALES_LINE_TYPES).optional(),
  subcustomerId: z.union([recordIdSchema, z.literal('none')]).optional(),
  activeIn: yearMonthSchema.optional(),
  search: z.string().trim().max(100).optional(),
};

/** GET /api/sales-prices query (the grid of one customer, `organizationId` required): filters, sort, page. */
export const salesPriceListQuerySchema = z.strictObject({
  ...pageQueryFields,
  organizationId: recordIdSchema,
  ...salesPriceFilterFields,
  sort: z
    .string()
    .regex(new RegExp(`^-?(${SALES_PRICE_SORT_FIELDS.join('|')})$`), 'Unknown sort field.')
    .optional(),
});
export type SalesPriceListQuery = z.input<typeof salesPriceListQuerySchema>;

/** The filter of a bulk edit over "the whole filtered set" of a customer's grid. */
export const salesPriceFilterSchema = z.strictObject({
  organizationId: bodyIdSchema,
  ...salesPriceFilterFields,
  supplierId: bodyIdSchema.optional(),
  subcustomerId: z.union([bodyIdSchema, z.literal('none')]).optional(),
});
export type SalesPriceFilter = z.input<typeof salesPriceFilterSchema>;

/**
 * GET /api/sales-price-list and GET /api/sales-price-list/export query: the sales prices across customers
 * (`organizationId` optional), the shared filters; sorted by customer, invoice line, start month.
 */
export const priceListQuerySchema = z.strictObject({
  organizationId: recordIdSchema.optional(),
  ...salesPriceFilterFields,
});
export type PriceListQuery = z.input<typeof priceListQuerySchema>;

/** One sales price row as listed. Prices in euros with four decimals ("12.5000"); months "YYYYMM". */
export const salesPriceSchema = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  subcustomerId: z.number().int().nullable(),
  subcustomerName: z.string().nullable(),
  purchasingPriceId: z.number().int().nullable(),
  ratePlan: z.string().nullable(),
  invoiceLine: z.string(),
  lineType: z.enum(SALES_LINE_TYPES),
  price: z.string(),
  startMonth: z.string(),
  endMonth: z.string().nullable(),
  /** Factor, three decimals ("1.000"). */
  indexation: z.string(),
  /** price × indexation, four decimals. */
  effectivePrice: z.string(),
  reason: z.string(),
  /** The bulk edit that created this row, or null. */
  batchId: z.number().int().nullable(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
});
export type SalesPrice = z.infer<typeof salesPriceSchema>;

/** GET /api/sales-price-list answer: at most `limit` rows; `total` of all that match; `truncated` when total > limit. */
export const priceListSchema = z.object({
  items: z.array(salesPriceSchema),
  total: z.number().int(),
  limit: z.number().int(),
  truncated: z.boolean(),
});
export type PriceList = z.infer<typeof priceListSchema>;

/** A bulk edit's percentage: a decimal string with at most 2 decimals, -99.99 to 1000, not 0 ("3.5", "-2"). */
export const bulkPercentageSchema = z
  .string(SalesPriceMessages.percentage)
  .trim()
  .refine((v) => /^-?[0-9]{1,4}(\.[0-9]{1,2})?$/.test(v), {
    error: SalesPriceMessages.percentage,
    abort: true,
  })
  .refine((v) => {
    const value = new Big(v);
    return !value.eq(0) && value.gt('-100') && value.lte(1000);
  }, SalesPriceMessages.percentageRange);

/** The reason a batch writes on its rows (bulk edit, indexation, reset): required, one line, at most 200. */
export const batchReasonSchema = z
  .string(SalesPriceMessages.reasonRequired)
  .trim()
  .min(1, SalesPriceMessages.reasonRequired)
  .max(SALES_PRICE_REASON_MAX, `At most ${SALES_PRICE_REASON_MAX} characters.`)
  .regex(/^[^\t\n\r]*$/, 'Enter the reason on one line.');

/** Decimals a bulk edit rounds new prices to: cents, or the four of a stored price. */
export const BULK_ROUNDING_DECIMALS = [2, 4] as const;

/**
 * POST /api/sales-prices/bulk/preview and POST /api/sales-prices/bulk body (super admin, management). Exactly one of
 * `ids` (selected rows) or `filter` (the whole filtered set of a customer's grid). `percentage` and `reason` are
 * required (spec §5); `startMonth` is the first month of the new price; `decimals` the rounding (half up, default
 * 4). Apply also sends `expectedCount`, the number of rows the preview showed: a different count is a 409
 * `previewOutdated`.
 */
export const salesPriceBulkSchema = z.strictObject({
  ids: z
    .array(bodyIdSchema)
    .min(1, SalesPriceMessages.selectionRequired)
    .max(BULK_EDIT_MAX_ROWS, SalesPriceMessages.tooManyRows)
    .optional(),
  filter: salesPriceFilterSchema.optional(),
  percentage: bulkPercentageSchema,
  reason: batchReasonSchema,
  startMonth: yearMonthSchema,
  decimals: z.union([z.literal(2), z.literal(4)]).default(4),
  expectedCount: z.number().int().min(0).optional(),
});
export type SalesPriceBulkInput = z.input<typeof salesPriceBulkSchema>;

/** The selection rule of a bulk edit (field `ids`): the message when neither or both of ids and filter are sent. */
export function bulkSelectionError(input: { ids?: unknown; filter?: unknown }): string | null {
  if (input.ids === undefined && input.filter === undefined) return SalesPriceMessages.selectionRequired;
  if (input.ids !== undefined && input.filter !== undefined) return SalesPriceMessages.selectionBoth;
  return null;
}

/**
 * The new price of a bulk edit: `price` × (1 + `percentage` / 100), rounded half up to `decimals` and written with
 * four decimals ("10.0000", "3.5", 2 → "10.3500"; "0.0123", "3.5", 4 → "0.0127"). Never negative.
 */
export function bulkNewPrice(price: string, percentage: string, decimals: 2 | 4): string {
  const raised = new Big(price).times(new Big(percentage).div(100).plus(1)).round(decimals, Big.roundHalfUp);
  return (raised.lt(0) ? new Big(0) : raised).toFixed(PRICE_FRACTION_DIGITS);
}

/**
 * What a bulk edit does to a row: `split` — the row runs before the first month, so it ends the month before and a
 * new row with the new price starts in the first month (up to the old end); `replace` — the row starts in or after
 * the first month, so its price is raised in place.
 */
export const BULK_ACTIONS = ['split', 'replace'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** One row of a bulk edit preview. Months "YYYYMM"; prices in euros, four decimals. */
export const bulkPreviewRowSchema = z.object({
  id: z.number().int(),
  organizationName: z.string(),
  subcustomerName: z.string().nullable(),
  supplierName: z.string(),
  invoiceLine: z.string(),
  lineType: z.enum(SALES_LINE_TYPES),
  startMonth: z.string(),
  endMonth: z.string().nullable(),
  oldPrice: z.string(),
  newPrice: z.string(),
  action: z.enum(BULK_ACTIONS),
});
export type BulkPreviewRow = z.infer<typeof bulkPreviewRowSchema>;

/**
 * POST /api/sales-prices/bulk/preview answer: the rows that change (`count` of them, all listed), and `skipped`
 * — the selected rows that ended before the first month and stay as they are.
 */
export const bulkPreviewSchema = z.object({
  count: z.number().int(),
  rows: z.array(bulkPreviewRowSchema),
  skipped: z.number().int(),
});
export type BulkPreview = z.infer<typeof bulkPreviewSchema>;

/**
 * What a batch did: a bulk edit by `percentage` (issue 16), an `indexation` applied to a customer, a
 * `resetIndexation` of one customer to 1.000, or an `import` of the rows of a valid sales price import of the
 * spreadsheet validator (issue 17; its reason is the file name).
 */
export const SALES_PRICE_BATCH_KINDS = ['percentage', 'indexation', 'resetIndexation', 'import'] as const;
export type SalesPriceBatchKind = (typeof SALES_PRICE_BATCH_KINDS)[number];

/** A recorded bulk edit (GET /api/sales-price-batches, the answer of apply and undo). */
export const salesPriceBatchSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SALES_PRICE_BATCH_KINDS),
  /** The percentage of a `percentage` batch ("3.5"); null for the others. */
  percentage: z.string().nullable(),
  /** The indexation an `indexation` batch applied, and its factor ("1.035"; "1.000" for a reset); else null. */
  indexationId: z.number().int().nullable(),
  indexationValue: z.string().nullable(),
  reason: z.string(),
  startMonth: z.string(),
  decimals: z.number().int(),
  /** Rows changed. */
  count: z.number().int(),
  /** The customers whose prices it changed (names, sorted). */
  organizationNames: z.array(z.string()),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  undoneAt: z.string().nullable(),
  undoneByName: z.string().nullable(),
});
export type SalesPriceBatch = z.infer<typeof salesPriceBatchSchema>;

/**
 * GET /api/sales-price-batches query: the newest first, optionally of one customer, or only the applications of one
 * indexation (issue 17: a closed indexation's page lists what it was applied to).
 */
export const salesPriceBatchListQuerySchema = z.strictObject({
  ...pageQueryFields,
  organizationId: recordIdSchema.optional(),
  indexationId: recordIdSchema.optional(),
});

/** How a sales price row changed, in its history (GET /api/sales-prices/{id}/history). */
export const SALES_PRICE_HISTORY_ACTIONS = [
  'create',
  'update',
  'delete',
  'bulkSplit',
  'bulkCreate',
  'bulkReplace',
  'undo',
] as const;

/** The state of a row the history shows before and after a change. */
export const salesPriceSnapshotSchema = z.object({
  price: z.string(),
  startMonth: z.string(),
  endMonth: z.string().nullable(),
  indexation: z.string(),
  invoiceLine: z.string(),
  lineType: z.enum(SALES_LINE_TYPES),
  reason: z.string(),
});
export type SalesPriceSnapshot = z.infer<typeof salesPriceSnapshotSchema>;

/** One change of a row, newest first: who, when, what before and after, and the bulk edit it belonged to. */
export const salesPriceHistoryEntrySchema = z.object({
  at: z.string(),
  actorName: z.string().nullable(),
  action: z.enum(SALES_PRICE_HISTORY_ACTIONS),
  before: salesPriceSnapshotSchema.nullable(),
  after: salesPriceSnapshotSchema.nullable(),
  batchId: z.number().int().nullable(),
});
export type SalesPriceHistoryEntry = z.infer<typeof salesPriceHistoryEntrySchema>;
