import { MARGIN_FRACTION_DIGITS } from '@portal/domain';

/** A signed decimal string as the wire carries a margin ("12.5", "-3.0"). */
const SIGNED_DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

/**
 * A wire margin percentage (@portal/domain PurchasingPrice.marginPercent, one decimal, may be negative) as a number
 * in `locale` without the % sign: MARGIN_FRACTION_DIGITS decimal, the locale's separators, e.g. "12.5" → "12,5"
 * (nl) / "12.5" (en), "-1234.0" → "-1.234,0" / "-1,234.0". Formatted from the decimal string (Intl.NumberFormat
 * reads it exactly; never a float). Text that is not a decimal string (not the contract) is returned as is.
 */
export function formatMarginNumber(marginPercent: string, locale: string): string {
  if (!SIGNED_DECIMAL.test(marginPercent)) return marginPercent;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: MARGIN_FRACTION_DIGITS,
    maximumFractionDigits: MARGIN_FRACTION_DIGITS,
  }).format(marginPercent as `${number}`);
}

/** True for a margin below zero (the sales prices average less than the purchasing price): "-0.1", not "0.0". */
export function isNegativeMargin(marginPercent: string): boolean {
  return /^-/.test(marginPercent) && /[1-9]/.test(marginPercent);
}
