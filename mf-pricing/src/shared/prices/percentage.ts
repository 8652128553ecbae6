import { parseDecimalInput, type NumberInputRefusal } from '../numbers/locale-number-input';

/**
 * Percentages as text, never as JavaScript numbers (issue 16 "Price tiers": a tier of a set of kind `percentage`
 * holds a percentage of the base price, e.g. "95" = 95 %). The wire carries a decimal string with a dot and at most
 * PERCENTAGE_FRACTION_DIGITS decimals, 0 to 1000 (@portal/domain percentageSchema; the server answers "95.00").
 */

/** Decimals a percentage may have (@portal/domain percentageSchema). */
export const PERCENTAGE_FRACTION_DIGITS = 2;
/** Digits before the decimal separator a percentage may have (at most 1000). */
const PERCENTAGE_INTEGER_DIGITS = 4;

/** A decimal string as the wire and Intl.NumberFormat read it ("95", "102.50"). */
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

/**
 * A wire percentage as text in `locale`, without trailing zeros: "95.00" → "95%", "102.50" → "102,5%" (nl) /
 * "102.5%" (en). Formatted from the decimal string (exact). Text that is not a decimal string is returned as is.
 */
export function formatPercentage(percentage: string, locale: string): string {
  if (!DECIMAL.test(percentage)) return percentage;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'percent',
    maximumFractionDigits: PERCENTAGE_FRACTION_DIGITS,
  }).format(percentage as `${number}`);
}

/** A decimal string with an optional minus ("3.50", "-2.91"). */
const SIGNED_DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

/**
 * A change in percent (a bulk edit's percentage, an indexation preview's `changePercent`, an indexation's factor as
 * a percentage) in `locale`, with its sign and without trailing zeros: "3.50" → "+3.5%" (en) / "+3,5%" (nl), "-2" →
 * "-2%", "0.00" → "0%". Formatted from the decimal string (exact). Text that is not a decimal is returned as is.
 */
export function formatSignedPercentage(percentage: string, locale: string): string {
  if (!SIGNED_DECIMAL.test(percentage)) return percentage;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: PERCENTAGE_FRACTION_DIGITS,
  }).format(percentage as `${number}`);
}

/**
 * A wire percentage as a percentage field shows it for editing in `locale`: no sign, no grouping, the locale's
 * decimal separator, no trailing zeros: "95.00" → "95", "102.50" → "102,5" (nl) / "102.5" (en).
 */
export function percentageInputText(percentage: string, locale: string): string {
  if (!DECIMAL.test(percentage)) return percentage;
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: PERCENTAGE_FRACTION_DIGITS,
    useGrouping: false,
  }).format(percentage as `${number}`);
}

/** What {@link parsePercentageInput} made of a text: the wire percentage, or why it is not one. */
export type PercentageInputResult =
  { ok: true; percentage: string } | { ok: false; reason: NumberInputRefusal };

/**
 * Reads a percentage typed in `locale` into the wire's format, as text only (parseDecimalInput): "95", "102,5"
 * (Dutch) / "102.5" (English), a leading or trailing % and spaces accepted → "95", "102.5". Refused: more than
 * PERCENTAGE_FRACTION_DIGITS decimals or anything but a non-negative number (`format`), five or more digits before
 * the separator (`tooLarge`), nothing (`empty`). Whether it is at most 1000 is the contract's to say
 * (priceTierProblems).
 */
export function parsePercentageInput(text: string, locale: string): PercentageInputResult {
  const result = parseDecimalInput(text, locale, {
    integerDigits: PERCENTAGE_INTEGER_DIGITS,
    fractionDigits: PERCENTAGE_FRACTION_DIGITS,
    symbol: '%',
  });
  return result.ok ? { ok: true, percentage: result.decimal } : result;
}
