import { BUNDLE_SIZE_MAX_MB, type PurchasingPriceType } from '@portal/domain';
import { numberSeparators } from '../../../shared/prices/euro-price';

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
  { ok: true; megabytes: number } | { ok: false; reason: 'empty' | 'format' | 'tooLarge' };

/**
 * Reads a bundle size typed in `locale`: a whole number of MB, optionally with the locale's thousands separator in
 * its places ("1.024" in Dutch, "1,024" in English); "MB" after it and spaces are accepted. Refused: fractions,
 * signs and other characters (`format`), more than BUNDLE_SIZE_MAX_MB (`tooLarge`), nothing (`empty`).
 */
export function parseBundleSizeInput(text: string, locale: string): BundleSizeInputResult {
  const { group } = numberSeparators(locale);
  const plain = text.replace(/[\s\u00a0\u202f]/g, '').replace(/mb$/i, '');
  if (plain === '') return { ok: false, reason: 'empty' };
  const grouped = plain.includes(group) ? plain.split(group) : [plain];
  const wellGrouped =
    grouped.length === 1
      ? /^[0-9]+$/.test(plain)
      : /^[0-9]{1,3}$/.test(grouped[0]!) && grouped.slice(1).every((part) => /^[0-9]{3}$/.test(part));
  if (!wellGrouped) return { ok: false, reason: 'format' };
  const digits = grouped.join('').replace(/^0+(?=[0-9])/, '');
  // Compared as text first: a long run of digits would not be a safe integer.
  if (digits.length > String(BUNDLE_SIZE_MAX_MB).length || Number(digits) > BUNDLE_SIZE_MAX_MB) {
    return { ok: false, reason: 'tooLarge' };
  }
  return { ok: true, megabytes: Number(digits) };
}
