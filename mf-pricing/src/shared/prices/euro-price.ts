import { PRICE_FRACTION_DIGITS, PRICE_INTEGER_DIGITS } from '@portal/domain';
import { parseDecimalInput, type NumberInputRefusal } from '../numbers/locale-number-input';

/**
 * Prices as text, never as JavaScript numbers (issue 16 "Money: exact decimals …, never JavaScript floats"; spec §3
 * Purchasing price). The wire carries a price as a decimal string in euros ("12.5000", a dot, at most
 * PRICE_FRACTION_DIGITS decimals; @portal/domain priceSchema). Intl.NumberFormat formats such a string exactly
 * (ECMA-402 takes a decimal string as an exact value), so no value is ever parsed to a float; reading what a user
 * typed is string work only.
 */

/** A decimal string as the wire and Intl.NumberFormat read it ("12.5", "0.0125"). */
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

/**
 * A wire price as euros in `locale`: at least 2 and at most PRICE_FRACTION_DIGITS decimals, the locale's
 * separators, e.g. "0.0125" → "€ 0,0125" (nl; a no-break space after €) or "€0.0125" (en), "1234.5000" →
 * "€ 1.234,50" / "€1,234.50". Text that is not a decimal string (not the contract) is returned as is.
 */
export function formatEuroPrice(price: string, locale: string): string {
  if (!DECIMAL.test(price)) return price;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: PRICE_FRACTION_DIGITS,
  }).format(price as `${number}`);
}

/** A signed decimal string ("0.4375", "-0.0300"). */
const SIGNED_DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

/**
 * A change of a price in euros (an indexation preview's `change`, four decimals on the wire) in `locale`, with its
 * sign and 2 to PRICE_FRACTION_DIGITS decimals: "0.4375" → "+€0.4375" (en) / "€ +0,4375" (nl, as Intl writes it),
 * "-0.0300" → "-€0.03" / "€ -0,03", "0.0000" → "€0.00". Exact (formatted from the string). Text that is not a
 * decimal string is returned as is.
 */
export function formatEuroChange(change: string, locale: string): string {
  if (!SIGNED_DECIMAL.test(change)) return change;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: PRICE_FRACTION_DIGITS,
    signDisplay: 'exceptZero',
  }).format(change as `${number}`);
}

/**
 * A wire price as the price field shows it for editing in `locale`: no currency sign, no grouping, the locale's
 * decimal separator, 2 to PRICE_FRACTION_DIGITS decimals: "12.5000" → "12,50" (nl) / "12.50" (en), "0.0125" →
 * "0,0125". Text that is not a decimal string is returned as is.
 */
export function priceInputText(price: string, locale: string): string {
  if (!DECIMAL.test(price)) return price;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: PRICE_FRACTION_DIGITS,
    useGrouping: false,
  }).format(price as `${number}`);
}

/** What {@link parsePriceInput} made of a text: the wire price, or why it is not one. */
export type PriceInputResult = { ok: true; price: string } | { ok: false; reason: NumberInputRefusal };

/**
 * Reads a price typed in `locale` into the wire's format, as text only (parseDecimalInput): the locale's decimal
 * separator ("12,50" in Dutch, "12.50" in English), optionally the locale's grouping separator in its places
 * ("1.234,50" in Dutch), a leading or trailing € and spaces are accepted; leading zeros are dropped ("012,5" →
 * "12.5"), a missing whole part is 0 (",5" → "0.5"). Refused: anything else ("1,2,3", "-1", "1e3", the other
 * locale's decimal separator unless it groups thousands correctly) and more than PRICE_FRACTION_DIGITS decimals
 * (`format`); more than PRICE_INTEGER_DIGITS digits before the separator (`tooLarge`); nothing but spaces (`empty`).
 * The result passes @portal/domain priceSchema.
 */
export function parsePriceInput(text: string, locale: string): PriceInputResult {
  const result = parseDecimalInput(text, locale, {
    integerDigits: PRICE_INTEGER_DIGITS,
    fractionDigits: PRICE_FRACTION_DIGITS,
    symbol: '€',
  });
  return result.ok ? { ok: true, price: result.decimal } : result;
}
