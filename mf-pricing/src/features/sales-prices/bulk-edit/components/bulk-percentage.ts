import { bulkPercentageSchema, SalesPriceMessages, type SalesPriceBatch } from '@portal/domain';
import type { TFunction } from 'i18next';
import { parseDecimalInput } from '../../../../shared/numbers/locale-number-input';
import { formatSignedPercentage } from '../../../../shared/prices/percentage';
import { formatIndexation, neutralIndexationText } from '../../../../shared/prices/sales-price-text';

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

/**
 * A wire percentage as a signed percentage in `locale`, without trailing zeros: "3.50" → "+3.5%" (en) / "+3,5%"
 * (nl), "-2" → "-2%" (formatSignedPercentage). Text that is not a decimal is returned as is.
 */
export function formatBulkPercentage(percentage: string, locale: string): string {
  return formatSignedPercentage(percentage, locale);
}

/**
 * What a recorded batch changed, in `locale` with this remote's `t` (issue 16 bulk edit; issue 17 indexation and
 * reset): a bulk edit's percentage ("+3.5%" / "+3,5%"), an indexation's factor ("Indexation ×1.035" / "Indexatie
 * ×1,035"), a reset ("Indexation reset to 1.000" / "Indexatie teruggezet naar 1,000") or the import of a validated
 * spreadsheet ("Imported from a spreadsheet" / "Geïmporteerd uit een spreadsheet"; its reason is the file name).
 */
export function batchChangeText(batch: SalesPriceBatch, locale: string, t: TFunction): string {
  switch (batch.kind) {
    case 'indexation':
      return t('bulkEdit.recent.indexation', {
        value: formatIndexation(batch.indexationValue ?? '', locale),
      });
    case 'resetIndexation':
      return t('bulkEdit.recent.resetIndexation', { neutral: neutralIndexationText(locale) });
    case 'import':
      return t('bulkEdit.recent.import');
    case 'percentage':
      return formatBulkPercentage(batch.percentage ?? '', locale);
  }
}
