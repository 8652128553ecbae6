import { BUNDLE_SIZE_MAX_MB, type PurchasingPriceType } from '@portal/domain';
import { parseWholeNumberInput, type NumberInputRefusal } from '../../../shared/numbers/locale-number-input';

/**
 * A bundle size in MB as the table shows it in `locale` (spec §3 Purchasing price "bundle size in MB"): the
 * locale's thousands separator ("1.048.576" in Dutch, "1,048,576" in English); `none` ("—") for 0 on a price that
 * is not for data (SMS, voice, subscription have no bundle). A data price of 0 MB (a price per MB) shows "0".
 */
export function formatBundleSize(
  bundleSizeMb: number,
  type: PurchasingPriceType,
  locale: string,
  none: string,
): string {
  if (bundleSizeMb === 0 && type !== 'data') return none;
  return new Intl.NumberFormat(locale).format(bundleSizeMb);
}

/** What {@link parseBundleSizeInput} made of a text: the whole number of MB, or why it is not one. */
export type BundleSizeInputResult =
  { ok: true; megabytes: number } | { ok: false; reason: NumberInputRefusal };

/**
 * Reads a bundle size typed in `locale` (parseWholeNumberInput): a whole number of MB, optionally with the locale's
 * thousands separator in its places ("1.024" in Dutch, "1,024" in English); "MB" after it and spaces are accepted.
 * Refused: fractions, signs and other characters (`format`), more than BUNDLE_SIZE_MAX_MB (`tooLarge`), nothing
 * (`empty`).
 */
export function parseBundleSizeInput(text: string, locale: string): BundleSizeInputResult {
  const result = parseWholeNumberInput(text, locale, { max: BUNDLE_SIZE_MAX_MB, unit: /mb$/i });
  return result.ok ? { ok: true, megabytes: result.value } : result;
}
