import { z } from 'zod';
import { bodyIdSchema, recordIdSchema } from './ids';
import { pageQueryFields } from './organization';

/**
 * Pricing contract (issue 16; spec §1 staff administer prices, §2 /purchasingprices (super admin), §3 Purchasing
 * price: provider, rate plan, type, bundle size in MB, zone, price). Shared by the server (request / response
 * schemas) and mf-pricing (forms, tables). Endpoints: docs/pricing-api.md.
 *
 * Money is exact: a price is a decimal string on the wire ("12.3456", a dot, at most PRICE_FRACTION_DIGITS
 * decimals), PostgreSQL `numeric(12,4)` in the database, never a JavaScript float. Per-MB and per-SIM prices need
 * fractions of a cent, hence four decimals. Shown as euros in the user's locale.
 */

/** Digits before the decimal point a price may have (numeric(12,4): 8). */
export const PRICE_INTEGER_DIGITS = 8;
/** Decimals a price may have (numeric(12,4): 4). */
export const PRICE_FRACTION_DIGITS = 4;

/** A price as the wire carries it: "0", "12.5", "1234.5678" (no sign, no exponent, no thousands separator). */
const PRICE_PATTERN = new RegExp(
  `^(0|[1-9][0-9]{0,${PRICE_INTEGER_DIGITS - 1}})(\\.[0-9]{1,${PRICE_FRACTION_DIGITS}})?$`,
);

export const PricingMessages = {
  priceFormat: `Enter an amount in euros with at most ${PRICE_FRACTION_DIGITS} decimals, e.g. 12.50.`,
  priceTooLarge: `Enter an amount below 100,000,000 euros.`,
  ratePlanTaken: 'A rate plan with this provider, type, bundle size and zone already exists.',
  unknownSupplier: 'Unknown provider.',
  ratePlanOneLine: 'Enter the rate plan on one line.',
  noBundle: 'SMS and voice prices have no bundle: enter 0.',
} as const;

/**
 * A non-negative price in euros as a decimal string: at most PRICE_INTEGER_DIGITS digits before and
 * PRICE_FRACTION_DIGITS after the point. A number is refused (floats cannot carry 0.1 exactly); "1e3", "-1", "1,5",
 * "01" and 20-digit amounts are a 400 on the field.
 */
export const priceSchema = z
  .string(PricingMessages.priceFormat)
  .trim()
  // abort: a 20-digit amount gets the one message that says what is wrong, not the format message as well.
  .refine((v) => !/^[0-9]{9,}/.test(v), { error: PricingMessages.priceTooLarge, abort: true })
  .refine((v) => PRICE_PATTERN.test(v), PricingMessages.priceFormat);

/**
 * What a purchasing price is for (design; spec §3 names "type" only): a data bundle, SMS or voice minutes of the
 * supplier's rate plan, or the fixed subscription per SIM.
 */
export const PURCHASING_PRICE_TYPES = ['data', 'sms', 'voice', 'subscription'] as const;
export type PurchasingPriceType = (typeof PURCHASING_PRICE_TYPES)[number];

/**
 * Roaming zones a rate plan is priced for (design; spec §3 names "zone" only): the Netherlands, the EU/EEA (roam like
 * at home), and the suppliers' usual world zones 1–3.
 */
export const PRICE_ZONES = ['nl', 'eu', 'world1', 'world2', 'world3'] as const;
export type PriceZone = (typeof PRICE_ZONES)[number];

/** The largest bundle in MB (1 TB); 0 for prices without a bundle (SMS, voice, data per MB, a bare subscription). */
export const BUNDLE_SIZE_MAX_MB = 1_048_576;
/** Longest rate plan name. */
export const RATE_PLAN_MAX = 100;
/** Types priced per unit (message, minute) that have no bundle: their bundle size is 0. */
export const UNBUNDLED_PRICE_TYPES: readonly PurchasingPriceType[] = ['sms', 'voice'];

/**
 * POST /api/purchasing-prices and PUT /api/purchasing-prices/{id} body (super admin). `price` in euros per unit (per
 * bundle for data with a bundle, per MB for data without one, per message, minute or SIM). SMS and voice have
 * bundle size 0 ({@link purchasingPriceBundleError}). Unknown keys are a 400.
 */
export const purchasingPriceInputSchema = z.strictObject({
  supplierId: bodyIdSchema,
  ratePlan: z
    .string('This field is required.')
    .trim()
    .min(1, 'This field is required.')
    .max(RATE_PLAN_MAX, `At most ${RATE_PLAN_MAX} characters.`)
    .regex(/^[^\t\n\r]*$/, PricingMessages.ratePlanOneLine),
  type: z.enum(PURCHASING_PRICE_TYPES),
  bundleSizeMb: z
    .number('Enter a whole number of MB.')
    .int('Enter a whole number of MB.')
    .min(0, 'Enter a whole number of MB.')
    .max(BUNDLE_SIZE_MAX_MB, `At most ${BUNDLE_SIZE_MAX_MB} MB.`),
  zone: z.enum(PRICE_ZONES),
  price: priceSchema,
});
export type PurchasingPriceInput = z.input<typeof purchasingPriceInputSchema>;

/**
 * The rule across fields of a purchasing price (kept out of the schema so that it stays a plain object schema forms
 * can `.pick` / `.partial`): SMS and voice have bundle size 0. Returns the message for field `bundleSizeMb`, or null.
 * The server answers it as a 400 on that field; a form may show it before sending.
 */
export function purchasingPriceBundleError(
  input: Pick<PurchasingPriceInput, 'type' | 'bundleSizeMb'>,
): string | null {
  return UNBUNDLED_PRICE_TYPES.includes(input.type) && input.bundleSizeMb !== 0
    ? PricingMessages.noBundle
    : null;
}

/** Sort fields of the purchasing price table; "-" first for descending. */
export const PURCHASING_PRICE_SORT_FIELDS = [
  'supplier',
  'ratePlan',
  'type',
  'bundleSizeMb',
  'zone',
  'price',
  'margin',
] as const;

/**
 * GET /api/purchasing-prices query: `supplierId`, `type`, `zone` filters; `search` in the rate plan; `sort` one of
 * PURCHASING_PRICE_SORT_FIELDS ("-" for descending; default supplier, rate plan; `margin` sorts by `marginPercent`,
 * rows without one last in both directions); 1-based `page`.
 */
export const purchasingPriceListQuerySchema = z.strictObject({
  ...pageQueryFields,
  supplierId: recordIdSchema.optional(),
  type: z.enum(PURCHASING_PRICE_TYPES).optional(),
  zone: z.enum(PRICE_ZONES).optional(),
  search: z.string().trim().max(100).optional(),
  sort: z
    .string()
    .regex(new RegExp(`^-?(${PURCHASING_PRICE_SORT_FIELDS.join('|')})$`), 'Unknown sort field.')
    .optional(),
});
export type PurchasingPriceListQuery = z.input<typeof purchasingPriceListQuerySchema>;

/** Decimals of {@link PurchasingPrice.marginPercent} ("12.5"). */
export const MARGIN_FRACTION_DIGITS = 1;

/**
 * One purchasing price as listed (GET /api/purchasing-prices and /{id}, the answers of POST and PUT). `price` a
 * decimal string in euros with four decimals ("12.5000").
 *
 * The margin (issue 16 "Purchasing prices … Beyond: a margin column against the matching sales prices"; docs/
 * pricing-api.md "Purchasing prices"): the matching sales prices are the sales price rows that resell this rate plan
 * (`purchasingPriceId`) and whose period contains the current month (Europe/Amsterdam). `salesPriceCount` counts
 * them; `averageSalesPrice` is the average of their effective prices (price × indexation, each rounded half up to
 * four decimals as `effectivePrice`), rounded half up to four decimals, in euros ("0.0721"); `marginPercent` is
 * (average − price) / average × 100 of that rounded average, rounded half up (away from zero) to
 * MARGIN_FRACTION_DIGITS decimal ("12.5", "-3.0"). Both null when there are no matching sales prices; the margin also
 * when the average is 0.
 */
export const purchasingPriceSchema = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  ratePlan: z.string(),
  type: z.enum(PURCHASING_PRICE_TYPES),
  bundleSizeMb: z.number().int(),
  zone: z.enum(PRICE_ZONES),
  price: z.string(),
  updatedAt: z.string(),
  /** Sales prices of this rate plan active in the current month (0 when none). */
  salesPriceCount: z.number().int(),
  /** Their average effective price in euros, four decimals ("0.0721"); null when there are none. */
  averageSalesPrice: z.string().nullable(),
  /** (average − price) / average × 100, one decimal ("12.5", "-3.0"); null when there are none or the average is 0. */
  marginPercent: z.string().nullable(),
});
export type PurchasingPrice = z.infer<typeof purchasingPriceSchema>;
