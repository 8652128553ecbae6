import Big from 'big.js';
import { z } from 'zod';
import type { FieldError } from './errors';
import { priceSchema } from './pricing';

/**
 * Price tiers (issue 16 "Price tiers"; spec §2 /pricetiers: super admin; §3 Indexation "… price tiers"). A tier set
 * is a named, ordered list of tiers by quantity (SIM cards, or units of an invoice line): from quantity, to quantity
 * (or open for the last), and a value — a unit price in euros for a set of kind `price`, or a percentage of the base
 * price for a set of kind `percentage` (e.g. "95" = 95 %, a 5 % volume discount). Tiers start at 1, are contiguous
 * and do not overlap (`priceTierProblems`). Shared by the server (validation, storage) and mf-pricing (form,
 * calculator). Endpoints: docs/pricing-api.md "Price tiers".
 *
 * Arithmetic is exact (big.js): a unit price is rounded half up to 4 decimals, a total to 2 (cents).
 */

export const PRICE_TIER_KINDS = ['price', 'percentage'] as const;
export type PriceTierKind = (typeof PRICE_TIER_KINDS)[number];

/** Most tiers in one set. */
export const PRICE_TIERS_MAX = 50;
/** Largest quantity a tier can name. */
export const PRICE_TIER_QUANTITY_MAX = 10_000_000;
/** Longest tier set name and description. */
export const PRICE_TIER_SET_NAME_MAX = 100;
export const PRICE_TIER_SET_DESCRIPTION_MAX = 500;

export const PriceTierMessages = {
  quantity: 'Enter a whole number from 1.',
  firstFrom: 'The first tier starts at 1.',
  contiguous: 'Starts right after the previous tier ends ({{from}}).',
  toBeforeFrom: 'Must be at least the from quantity.',
  openNotLast: 'Only the last tier can be open-ended.',
  percentage: 'Enter a percentage with at most 2 decimals, from 0 to 1000.',
  nameTaken: 'A tier set with this name already exists.',
  inUse: 'This tier set is used by an indexation and cannot be deleted.',
  nameOneLine: 'Enter the name on one line.',
  tooManyTiers: `At most ${PRICE_TIERS_MAX} tiers.`,
} as const;

const PERCENTAGE_PATTERN = /^(0|[1-9][0-9]{0,3})(\.[0-9]{1,2})?$/;

/** A percentage as a decimal string, 0 to 1000 with at most 2 decimals ("95", "102.5"). */
export const percentageSchema = z
  .string(PriceTierMessages.percentage)
  .trim()
  .refine((v) => PERCENTAGE_PATTERN.test(v) && Number(v) <= 1000, PriceTierMessages.percentage);

const quantity = z
  .number(PriceTierMessages.quantity)
  .int(PriceTierMessages.quantity)
  .min(1, PriceTierMessages.quantity)
  .max(PRICE_TIER_QUANTITY_MAX, `At most ${PRICE_TIER_QUANTITY_MAX}.`);

/** One tier as sent and stored: `toQuantity` null for open-ended; `value` per the set's kind (see above). */
export const priceTierSchema = z.strictObject({
  fromQuantity: quantity,
  toQuantity: quantity.nullable(),
  value: z.string(),
});
export type PriceTier = z.infer<typeof priceTierSchema>;

/**
 * POST /api/price-tiers and PUT /api/price-tiers/{id} body (super admin). The tiers' values are checked against
 * `kind` and their order by {@link priceTierProblems}, which the server runs after this schema.
 */
export const priceTierSetInputSchema = z.strictObject({
  name: z
    .string('This field is required.')
    .trim()
    .min(1, 'This field is required.')
    .max(PRICE_TIER_SET_NAME_MAX, `At most ${PRICE_TIER_SET_NAME_MAX} characters.`)
    .regex(/^[^\t\n\r]*$/, PriceTierMessages.nameOneLine),
  description: z.string().trim().max(PRICE_TIER_SET_DESCRIPTION_MAX).default(''),
  kind: z.enum(PRICE_TIER_KINDS),
  tiers: z.array(priceTierSchema).min(1, 'Add at least one tier.').max(PRICE_TIERS_MAX, PriceTierMessages.tooManyTiers),
});
export type PriceTierSetInput = z.input<typeof priceTierSetInputSchema>;

/** A tier set as listed and read. `indexationCount`: indexations that use it (deleting is refused while > 0). */
export const priceTierSetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(PRICE_TIER_KINDS),
  tiers: z.array(priceTierSchema),
  indexationCount: z.number().int(),
  updatedAt: z.string(),
});
export type PriceTierSet = z.infer<typeof priceTierSetSchema>;

/**
 * What is wrong with `tiers` of a set of `kind`, as spec §8 field errors (`tiers.2.fromQuantity`, …); empty when
 * they are valid: each value a price (kind price) or a percentage (kind percentage); the first tier from 1; each
 * next from = previous to + 1 (contiguous, no overlap); to ≥ from; only the last tier open-ended.
 */
export function priceTierProblems(kind: PriceTierKind, tiers: readonly PriceTier[]): FieldError[] {
  const problems: FieldError[] = [];
  const valueSchema = kind === 'price' ? priceSchema : percentageSchema;
  tiers.forEach((tier, i) => {
    const value = valueSchema.safeParse(tier.value);
    if (!value.success) problems.push({ field: `tiers.${i}.value`, message: value.error.issues[0]!.message });
    if (i === 0 && tier.fromQuantity !== 1) {
      problems.push({ field: `tiers.${i}.fromQuantity`, message: PriceTierMessages.firstFrom });
    }
    const previous = tiers[i - 1];
    if (previous && previous.toQuantity !== null && tier.fromQuantity !== previous.toQuantity + 1) {
      problems.push({
        field: `tiers.${i}.fromQuantity`,
        message: PriceTierMessages.contiguous.replace('{{from}}', String(previous.toQuantity + 1)),
      });
    }
    if (tier.toQuantity !== null && tier.toQuantity < tier.fromQuantity) {
      problems.push({ field: `tiers.${i}.toQuantity`, message: PriceTierMessages.toBeforeFrom });
    }
    if (tier.toQuantity === null && i < tiers.length - 1) {
      problems.push({ field: `tiers.${i}.toQuantity`, message: PriceTierMessages.openNotLast });
    }
  });
  return problems;
}

/** What the calculator shows: the tier that applies (index), the unit price (4 decimals) and the total (2). */
export interface TierPrice {
  tierIndex: number;
  unitPrice: string;
  total: string;
}

/**
 * The price of `quantity` units under a valid tier set (the calculator, issue 16): the tier whose range holds
 * `quantity` gives the unit price — its value (kind price) or `basePrice` × value / 100 (kind percentage) — rounded
 * half up to 4 decimals; the total is unit price × quantity rounded half up to 2 decimals (cents). Prices are decimal
 * strings in euros. Returns null when no tier holds `quantity` (beyond a closed last tier) or a percentage set has no
 * base price.
 */
export function priceForQuantity(
  set: { kind: PriceTierKind; tiers: readonly PriceTier[] },
  quantity: number,
  basePrice?: string,
): TierPrice | null {
  const tierIndex = set.tiers.findIndex(
    (t) => quantity >= t.fromQuantity && (t.toQuantity === null || quantity <= t.toQuantity),
  );
  if (tierIndex < 0) return null;
  const tier = set.tiers[tierIndex]!;
  let unit: Big;
  if (set.kind === 'price') unit = new Big(tier.value);
  else if (basePrice === undefined) return null;
  else unit = new Big(basePrice).times(tier.value).div(100);
  const unitPrice = unit.round(4, Big.roundHalfUp);
  return {
    tierIndex,
    unitPrice: unitPrice.toFixed(4),
    total: unitPrice.times(quantity).round(2, Big.roundHalfUp).toFixed(2),
  };
}
