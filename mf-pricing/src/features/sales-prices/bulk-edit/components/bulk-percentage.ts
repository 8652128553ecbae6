import { bulkPercentageSchema, SalesPriceMessages } from '@portal/domain';
import { parseDecimalInput } from '../../../../shared/numbers/locale-number-input';

/**
 * The percentage of a bulk edit as text, never as a JavaScript number (issue 16 "Bulk edit"; spec §5 "bulk price edit
 * needs a percentage increase"): typed in the interface's locale ("3,5" or "-2" in Dutch, "3.5" in English), sent as
 * the wire's decimal string with a dot ("3.5", "-2"; @portal/domain bulkPercentageSchema: at most 2 decimals, -99.99
 * to 1000, not 0).
 */

/** Digits before the decimal separator a percentage may have (at most 1000). */
const INTEGER_DIGITS = 4;
/** Decimals a percentage may have. */
const FRACTION_DIGITS = 2;

/** What {@link parseBulkPercentageInput} made of a text: the wire percentage, or the contract's message why not. */
export type BulkPercentageResult = { ok: true; percentage: string } | { ok: false; message: string };

/**
 * Reads a percentage typed in `locale` into the wire's format and checks it with the contract
 * (bulkPercentageSchema): an optional sign ("-", "−" or "+"), the locale's decimal separator, a trailing "%" and
 * spaces accepted: "3,5" (nl) → "3.5", "-2,25 %" → "-2.25", "+10" → "10". Refused with the contract's English
 * message (translate it with pricingMessageText): not a number or more than 2 decimals
 * (SalesPriceMessages.percentage), 0, -100 or below, above 1000 (SalesPriceMessages.percentageRange).
 */
export function parseBulkPercentageInput(text: string, locale: string): BulkPercentageResult {
  const trimmed = text.trim();
  const sign = /^[-−+]/.exec(trimmed)?.[0];
  const parsed = parseDecimalInput(sign ? trimmed.slice(1) : trimmed, locale, {
    integerDigits: INTEGER_DIGITS,
    fractionDigits: FRACTION_DIGITS,
    symbol: '%',
  });
  if (!parsed.ok) {
    return {
      ok: false,
      message:
        parsed.reason === 'tooLarge' ? SalesPriceMessages.percentageRange : SalesPriceMessages.percentage,
    };
  }
  const percentage = sign === '-' || sign === '−' ? `-${parsed.decimal}` : parsed.decimal;
  const checked = bulkPercentageSchema.safeParse(percentage);
  if (!checked.success)
    return { ok: false, message: checked.error.issues[0]?.message ?? SalesPriceMessages.percentage };
  return { ok: true, percentage: checked.data };
}

/** A decimal string with an optional minus, as Intl.NumberFormat reads it exactly ("3.5", "-2.25"). */
const SIGNED_DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

/**
 * A wire percentage as a signed percentage in `locale`, without trailing zeros: "3.50" → "+3.5%" (en) / "+3,5%"
 * (nl), "-2" → "-2%". Formatted from the decimal string (exact). Text that is not a decimal is returned as is.
 */
export function formatBulkPercentage(percentage: string, locale: string): string {
  if (!SIGNED_DECIMAL.test(percentage)) return percentage;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: FRACTION_DIGITS,
  }).format(percentage as `${number}`);
}
