import Big from 'big.js';
import { z } from 'zod';
import { bodyIdSchema } from './ids';
import { pageQueryFields } from './organization';
import type { ProviderRole } from './roles';
import {
  INDEXATION_MAX,
  INDEXATION_MIN,
  NEUTRAL_INDEXATION,
  SALES_LINE_TYPES,
  batchReasonSchema,
  indexationSchema,
  yearMonthSchema,
} from './sales-prices';

/**
 * Indexations (issue 17 "Indexations"; spec §2 /indexations: super admin — list, add, close, show prices; §3
 * Indexation: start date, end date, indexation value, price tiers; §5 "reset indexation to 1,000?"; §8 empty state
 * "no indexations to show"; §9 reset value 1,000). Endpoints: docs/pricing-api.md "Indexations".
 *
 * Decisions (the spec names the fields only):
 * - An indexation is a factor with three decimals ("1.035" = +3.5 %) over a period of months, `startMonth` to
 *   `endMonth` ("YYYYMM"; end null: open-ended, the usual yearly indexation).
 * - Applying it to a customer **compounds** the factor onto each of its sales price rows that run in the period:
 *   the row's indexation becomes round(old × value, 3 decimals, half up), so yearly indexations stack (1.030, then
 *   1.025 → 1.056) and the base price stays the contract price. The price charged is price × indexation.
 * - Rows change as in a bulk edit (issue 16): a row running before the start month is split (it ends the month
 *   before, a new row carries the new indexation from the start month), a row starting in the period changes in
 *   place. With an end month, a row running past it gets a tail row from the month after the end with its old
 *   indexation, so the indexation holds only in its period. One transaction, the rows' reason filled in, audited,
 *   recorded as a batch that the bulk edit's undo undoes.
 * - Applied per customer: "show prices" previews every customer with prices in the period that it was not applied
 *   to yet; the super admin excludes customers and applies to the rest. An excluded customer can be applied later,
 *   until the indexation is closed. A closed indexation is read-only (no apply, no undo of its batches).
 * - `priceTierSetId`: the price tier set (issue 16 /pricetiers) whose volume tiers the indexed prices are quoted
 *   with — shown in the list, and it keeps the set from being deleted. It does not change the arithmetic.
 * - "Reset indexation to 1,000" per customer: the same row changes with the factor set to 1.000 from a first month,
 *   for the rows whose indexation is not 1.000 (super admin and management, from the sales price screen and here).
 */

/** Who lists, adds, closes and applies indexations (spec §2 /indexations: super admin). */
export const INDEXATION_ROLES: readonly ProviderRole[] = ['superAdmin'];

export const INDEXATION_STATUSES = ['open', 'closed'] as const;
export type IndexationStatus = (typeof INDEXATION_STATUSES)[number];

export const IndexationMessages = {
  neutral: `An indexation of ${NEUTRAL_INDEXATION} changes no price.`,
  unknownPriceTierSet: 'Unknown price tier set.',
  closed: 'This indexation is closed.',
  alreadyClosed: 'This indexation is already closed.',
  applied: 'This indexation was applied to customers; undo those first, or close it.',
  nothingToApply: 'No customer has prices in the period of this indexation that it was not applied to.',
  allExcluded: 'All customers are excluded. Include at least one.',
  notIndexed: 'None of the prices of this customer that run in or after the first month is indexed.',
  /** A row whose compounded factor would leave INDEXATION_MIN–INDEXATION_MAX (field `value`; the row's id). */
  outOfRange: `The indexation of row {{id}} would fall outside ${INDEXATION_MIN} to ${INDEXATION_MAX}.`,
} as const;

/**
 * The factor of an indexation: `indexationSchema` (0.500–3.000, 3 decimals), not the neutral 1.000. (The second
 * rule runs on a value the first refused too, so it must not assume a number: "YA" is no 500.)
 */
export const indexationValueSchema = indexationSchema.refine(
  (v) => !/^[0-9.]+$/.test(v) || Number.isNaN(Number(v)) || !new Big(v).eq(NEUTRAL_INDEXATION),
  IndexationMessages.neutral,
);

/**
 * POST /api/indexations body (super admin). End before start is a 400 on `endMonth` (`salesPricePeriodError`); an
 * unknown `priceTierSetId` a 400 on that field. Unknown keys are a 400.
 */
export const indexationInputSchema = z.strictObject({
  startMonth: yearMonthSchema,
  endMonth: yearMonthSchema.nullable().default(null),
  value: indexationValueSchema,
  priceTierSetId: bodyIdSchema.nullable().default(null),
});
export type IndexationInput = z.input<typeof indexationInputSchema>;
export type IndexationValues = z.output<typeof indexationInputSchema>;

/** An indexation as listed and read. Months "YYYYMM"; `value` "1.035". */
export const indexationEntitySchema = z.object({
  id: z.number().int(),
  startMonth: z.string(),
  endMonth: z.string().nullable(),
  value: z.string(),
  priceTierSetId: z.number().int().nullable(),
  priceTierSetName: z.string().nullable(),
  status: z.enum(INDEXATION_STATUSES),
  /** Customers it is applied to (batches not undone). */
  customerCount: z.number().int(),
  /** Sales price rows those batches changed. */
  rowCount: z.number().int(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  closedByName: z.string().nullable(),
});
export type Indexation = z.infer<typeof indexationEntitySchema>;

/** GET /api/indexations query: newest start month first; optionally only open or closed ones. */
export const indexationListQuerySchema = z.strictObject({
  ...pageQueryFields,
  status: z.enum(INDEXATION_STATUSES).optional(),
});
export type IndexationListQuery = z.input<typeof indexationListQuerySchema>;

/** What an indexation or a reset does to a row (see BULK_ACTIONS in sales-prices.ts). */
export const INDEXATION_ROW_ACTIONS = ['split', 'replace'] as const;

/**
 * One row of an indexation or reset preview. Prices in euros with four decimals; `oldEffectivePrice` = price ×
 * oldIndexation, `newEffectivePrice` = price × newIndexation, `change` their difference (euros), `changePercent`
 * the change in percent of the old (two decimals, "3.50"; "0.00" when the old is 0). `endMonth` is the row's end,
 * `newEndMonth` where the changed row ends (the indexation's end month when the row runs past it — a tail row then
 * continues at the old indexation).
 */
export const indexationPreviewRowSchema = z.object({
  id: z.number().int(),
  organizationId: z.number().int(),
  organizationName: z.string(),
  subcustomerName: z.string().nullable(),
  supplierName: z.string(),
  invoiceLine: z.string(),
  lineType: z.enum(SALES_LINE_TYPES),
  startMonth: z.string(),
  endMonth: z.string().nullable(),
  newEndMonth: z.string().nullable(),
  price: z.string(),
  oldIndexation: z.string(),
  newIndexation: z.string(),
  oldEffectivePrice: z.string(),
  newEffectivePrice: z.string(),
  change: z.string(),
  changePercent: z.string(),
  action: z.enum(INDEXATION_ROW_ACTIONS),
});
export type IndexationPreviewRow = z.infer<typeof indexationPreviewRowSchema>;

/** One customer of an indexation's "show prices": its rows in the period, and the batch if already applied. */
export const indexationCustomerSchema = z.object({
  organizationId: z.number().int(),
  organizationName: z.string(),
  /** Rows the indexation would change (0 once applied). */
  rowCount: z.number().int(),
  /** The batch that applied it to this customer (not undone), or null: still to apply. */
  batchId: z.number().int().nullable(),
});
export type IndexationCustomer = z.infer<typeof indexationCustomerSchema>;

/**
 * POST /api/indexations/{id}/preview answer ("show prices"): the customers — those it was applied to (with their
 * batch) and those with rows still to change — and every row to change, ordered by customer, invoice line and start
 * month. `count` = rows.length. Writes nothing.
 */
export const indexationPreviewSchema = z.object({
  indexation: indexationEntitySchema,
  customers: z.array(indexationCustomerSchema),
  rows: z.array(indexationPreviewRowSchema),
  count: z.number().int(),
});
export type IndexationPreview = z.infer<typeof indexationPreviewSchema>;

/**
 * POST /api/indexations/{id}/apply body: the customers left out (`excludedOrganizationIds`), the reason written on
 * the rows (the screen fills in "Indexation 2027-01: 1.035" in the user's language), and `expectedCount` — the rows
 * the preview showed for the included customers: a different count is a 409 "The prices changed since the
 * preview. Preview again."
 */
export const indexationApplySchema = z.strictObject({
  excludedOrganizationIds: z.array(bodyIdSchema).max(10_000).default([]),
  reason: batchReasonSchema,
  expectedCount: z.number().int().min(0).optional(),
});
export type IndexationApplyInput = z.input<typeof indexationApplySchema>;

/**
 * POST /api/sales-prices/reset-indexation/preview and POST /api/sales-prices/reset-indexation body (super admin,
 * management): set the indexation of one customer's rows that run in or after `startMonth` back to 1.000 (spec §5,
 * §9). Apply also sends `reason` (required) and `expectedCount` (409 when different).
 */
export const resetIndexationSchema = z.strictObject({
  organizationId: bodyIdSchema,
  startMonth: yearMonthSchema,
  reason: batchReasonSchema.optional(),
  expectedCount: z.number().int().min(0).optional(),
});
export type ResetIndexationInput = z.input<typeof resetIndexationSchema>;

/** POST /api/sales-prices/reset-indexation/preview answer: the rows that change, and their number. */
export const resetIndexationPreviewSchema = z.object({
  rows: z.array(indexationPreviewRowSchema),
  count: z.number().int(),
});
export type ResetIndexationPreview = z.infer<typeof resetIndexationPreviewSchema>;

/**
 * A row's indexation after an indexation of `value`: old × value, rounded half up to three decimals
 * ("1.030" × "1.025" → "1.056"). The caller checks the result against INDEXATION_MIN–INDEXATION_MAX.
 */
export function compoundIndexation(old: string, value: string): string {
  return new Big(old).times(value).round(3, Big.roundHalfUp).toFixed(3);
}

/** True when a factor lies within INDEXATION_MIN–INDEXATION_MAX. */
export function indexationInRange(value: string): boolean {
  const factor = new Big(value);
  return factor.gte(INDEXATION_MIN) && factor.lte(INDEXATION_MAX);
}

/** A change in percent of `from` to `to`, two decimals half up ("10", "10.35" → "3.50"); "0.00" when `from` is 0. */
export function changePercent(from: string, to: string): string {
  const base = new Big(from);
  if (base.eq(0)) return '0.00';
  return new Big(to).minus(base).div(base).times(100).round(2, Big.roundHalfUp).toFixed(2);
}

/** `to` − `from` in euros with four decimals ("10.0000", "10.3500" → "0.3500"; negative when lower). */
export function priceChange(from: string, to: string): string {
  return new Big(to).minus(from).toFixed(4);
}
