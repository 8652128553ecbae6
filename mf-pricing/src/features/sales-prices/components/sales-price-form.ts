import {
  NEUTRAL_INDEXATION,
  salesPriceInputSchema,
  salesPricePeriodError,
  type SalesLineType,
  type SalesPrice,
  type SalesPriceInput,
} from '@portal/domain';
import type { Dayjs } from 'dayjs';
import { parsePriceInput, priceInputText } from '../../../shared/prices/euro-price';
import {
  dayjsToYearMonth,
  formatIndexation,
  parseIndexationInput,
  yearMonthToDayjs,
} from '../../../shared/prices/sales-price-text';

/**
 * The add / edit sales price form as plain functions (issue 16 "Sales prices"; spec §3 Sales price row, §5): its
 * values, how they become the API payload, and the contract's (@portal/domain salesPriceInputSchema) verdict on a
 * field, so that the dialog says before sending what the server would answer.
 */

/**
 * The dialog's values: ids and choices as picked (`subcustomerId` and `purchasingPriceId` null or undefined for
 * none), months as picked in the month pickers (dayjs), price and indexation as typed (text in the user's locale).
 */
export interface SalesPriceFormValues {
  supplierId?: number;
  subcustomerId?: number | null;
  purchasingPriceId?: number | null;
  invoiceLine: string;
  lineType?: SalesLineType;
  price: string;
  startMonth?: Dayjs | null;
  endMonth?: Dayjs | null;
  indexation: string;
  reason: string;
}

/** The form's fields, named as the API's (salesPriceInputSchema), so server field errors land on them. */
export const SALES_PRICE_FORM_FIELDS = [
  'supplierId',
  'subcustomerId',
  'purchasingPriceId',
  'invoiceLine',
  'lineType',
  'price',
  'startMonth',
  'endMonth',
  'indexation',
  'reason',
] as const;

/** The values the dialog opens with: the row's (price and indexation in `locale`), or empty with indexation 1.000. */
export function initialSalesPriceFormValues(
  row: SalesPrice | undefined,
  locale: string,
): SalesPriceFormValues {
  return {
    supplierId: row?.supplierId,
    subcustomerId: row?.subcustomerId ?? null,
    purchasingPriceId: row?.purchasingPriceId ?? null,
    invoiceLine: row?.invoiceLine ?? '',
    lineType: row?.lineType,
    price: row ? priceInputText(row.price, locale) : '',
    startMonth: yearMonthToDayjs(row?.startMonth),
    endMonth: yearMonthToDayjs(row?.endMonth),
    indexation: formatIndexation(row?.indexation ?? NEUTRAL_INDEXATION, locale),
    reason: row?.reason ?? '',
  };
}

/** A field of the sales price payload. */
export type SalesPriceField = keyof typeof salesPriceInputSchema.shape;

/**
 * The contract's message (English, as the server sends it) for `value` in field `field` of the payload, or null when
 * the field accepts it: e.g. "Enter the invoice line on one line." for a pasted tab, "At most 200 characters." for
 * a long reason, the indexation range for "3.5".
 */
export function salesPriceFieldProblem(field: SalesPriceField, value: unknown): string | null {
  const result = salesPriceInputSchema.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** How the payload's rate plan (`purchasingPriceId`) is decided; see {@link ratePlanOf}. */
export interface RatePlanContext {
  /** Whether the user picks the rate plan (the super admin: the only one who may read the purchasing prices). */
  canPickRatePlan: boolean;
  /** The row being edited; undefined when adding. */
  row?: SalesPrice;
}

/**
 * The rate plan a save sends. The super admin picks it (none: null). Anyone else cannot read the purchasing prices
 * (GET /purchasing-prices is the super admin's), so the form shows the row's rate plan read-only and keeps it as
 * long as the provider stays the same — a PUT replaces every field, and sending null would drop the link. A
 * different provider drops it (a rate plan belongs to its provider; the server would refuse it). Adding: none.
 */
export function ratePlanOf(
  values: SalesPriceFormValues,
  { canPickRatePlan, row }: RatePlanContext,
): number | null {
  if (canPickRatePlan) return values.purchasingPriceId ?? null;
  return row && values.supplierId === row.supplierId ? row.purchasingPriceId : null;
}

/** What {@link toSalesPriceInput} made of the values: the payload, or null when a value does not convert. */
export type SalesPriceInputResult = { ok: true; input: SalesPriceInput } | { ok: false };

/**
 * The API payload of valid form values for customer `organizationId`: the price and indexation typed in `locale`
 * as the wire's decimal strings ("12,50" → "12.50", "1,035" → "1.035"), months as "YYYYMM" (no end month: null,
 * open-ended), texts trimmed, the rate plan as {@link ratePlanOf} decides. `{ ok: false }` when a required value is
 * missing, a number does not parse, or the contract refuses the payload (salesPriceInputSchema, end before start);
 * the form's rules say which field is wrong before it gets here.
 */
export function toSalesPriceInput(
  values: SalesPriceFormValues,
  { organizationId, locale, ...context }: RatePlanContext & { organizationId: number; locale: string },
): SalesPriceInputResult {
  const price = parsePriceInput(values.price ?? '', locale);
  const indexation = parseIndexationInput(values.indexation ?? '', locale);
  if (!price.ok || !indexation.ok || !values.startMonth || !values.supplierId || !values.lineType) {
    return { ok: false };
  }
  const input: SalesPriceInput = {
    supplierId: values.supplierId,
    organizationId,
    subcustomerId: values.subcustomerId ?? null,
    purchasingPriceId: ratePlanOf(values, context),
    invoiceLine: (values.invoiceLine ?? '').trim(),
    lineType: values.lineType,
    price: price.price,
    startMonth: dayjsToYearMonth(values.startMonth),
    endMonth: values.endMonth ? dayjsToYearMonth(values.endMonth) : null,
    indexation: indexation.indexation,
    reason: (values.reason ?? '').trim(),
  };
  const valid =
    salesPriceInputSchema.safeParse(input).success &&
    salesPricePeriodError(input.startMonth, input.endMonth ?? null) === null;
  return valid ? { ok: true, input } : { ok: false };
}
