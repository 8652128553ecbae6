import { NEUTRAL_INDEXATION, isYearMonth } from '@portal/domain';
import dayjs, { type Dayjs } from 'dayjs';
// The month names of formatYearMonth in Dutch (also loaded by @portal/i18n; here so that the module stands alone).
import 'dayjs/locale/nl';
import type { TFunction } from 'i18next';
import { parseDecimalInput, type NumberInputRefusal } from '../numbers/locale-number-input';

/**
 * How the pricing screens (sales prices, bulk edit, price list) write year-months and indexation factors (issue 16 "Money and periods"; spec §3 Sales
 * price row, §5 YYYYMM, §9 indexation reset value 1,000). Months are "YYYYMM" strings on the wire, dayjs values in
 * the month pickers; an indexation factor is a decimal string with three decimals ("1.035"), formatted and read as
 * text only (never a float).
 */

/**
 * The formats a month picker of this remote shows and reads: "Jan 2026" / "jan 2026" as shown and picked, and
 * "202601" as typed (spec §5: year-month entries use YYYYMM).
 */
export const MONTH_INPUT_FORMATS = ['MMM YYYY', 'YYYYMM'];

/** A "YYYYMM" string as the first day of that month (dayjs), or null when it is not one ("2026-01", "202613"). */
export function yearMonthToDayjs(yearMonth: string | null | undefined): Dayjs | null {
  if (!yearMonth || !isYearMonth(yearMonth)) return null;
  return dayjs(`${yearMonth.slice(0, 4)}-${yearMonth.slice(4)}-01`);
}

/** A month picked in a month picker (dayjs) as the wire's "YYYYMM", e.g. January 2026 → "202601". */
export function dayjsToYearMonth(month: Dayjs): string {
  return month.format('YYYYMM');
}

/** The month after `today`'s as "YYYYMM" ("202604"): the first month a bulk edit applies from by default. */
export function nextYearMonth(today: Dayjs = dayjs()): string {
  return dayjsToYearMonth(today.startOf('month').add(1, 'month'));
}

/** The month before a "YYYYMM" ("202601" → "202512"): when a split row ends in a bulk edit. */
export function previousYearMonth(yearMonth: string): string {
  const month = yearMonthToDayjs(yearMonth);
  return month ? dayjsToYearMonth(month.subtract(1, 'month')) : yearMonth;
}

/**
 * A "YYYYMM" month as the grid shows it in `locale` ('en' | 'nl'), with dayjs: "202601" → "Jan 2026" (en) /
 * "jan 2026" (nl). Text that is not a year-month is returned as is.
 */
export function formatYearMonth(yearMonth: string, locale: string): string {
  const month = yearMonthToDayjs(yearMonth);
  return month ? month.locale(locale).format('MMM YYYY') : yearMonth;
}

/**
 * A row's period in `locale` with this remote's `t`: "Jan 2026 – Dec 2026" / "jan 2026 – dec 2026", or "Jan 2026 –
 * open" / "jan 2026 – doorlopend" without an end month (open-ended).
 */
export function periodText(
  startMonth: string,
  endMonth: string | null,
  locale: string,
  t: TFunction,
): string {
  const start = formatYearMonth(startMonth, locale);
  return endMonth === null
    ? t('prices.period.open', { start })
    : t('prices.period.closed', { start, end: formatYearMonth(endMonth, locale) });
}

/** Decimals of an indexation factor (@portal/domain indexationSchema). */
export const INDEXATION_FRACTION_DIGITS = 3;

/** A decimal string as Intl.NumberFormat reads it exactly. */
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

/**
 * An indexation factor as the grid shows it in `locale`, always with three decimals: "1.000" → "1.000" (en) /
 * "1,000" (nl), "1.035" → "1,035" (nl). Formatted from the decimal string (exact). Text that is not a decimal string
 * is returned as is.
 */
export function formatIndexation(indexation: string, locale: string): string {
  if (!DECIMAL.test(indexation)) return indexation;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: INDEXATION_FRACTION_DIGITS,
    maximumFractionDigits: INDEXATION_FRACTION_DIGITS,
    useGrouping: false,
  }).format(indexation as `${number}`);
}

/** The neutral factor (spec §9: 1,000) as `locale` writes it: "1.000" (en), "1,000" (nl). */
export function neutralIndexationText(locale: string): string {
  return formatIndexation(NEUTRAL_INDEXATION, locale);
}

/** What {@link parseIndexationInput} made of a text: the wire factor, or why it is not one. */
export type IndexationInputResult =
  { ok: true; indexation: string } | { ok: false; reason: NumberInputRefusal };

/**
 * Reads an indexation factor typed in `locale` into the wire's format, as text only: "1,035" (nl) / "1.035" (en) →
 * "1.035"; one digit before the separator and at most three after it. Anything else is refused (`format`, or
 * `tooLarge` for two or more digits before the separator; `empty` for nothing). Whether it lies within
 * INDEXATION_MIN–INDEXATION_MAX is the contract's to say (indexationSchema).
 */
export function parseIndexationInput(text: string, locale: string): IndexationInputResult {
  const result = parseDecimalInput(text, locale, {
    integerDigits: 1,
    fractionDigits: INDEXATION_FRACTION_DIGITS,
  });
  return result.ok ? { ok: true, indexation: result.decimal } : result;
}
