import dayjs from 'dayjs';

/** A date (ISO 8601 or `YYYY-MM-DD`) as shown in document lists, in `locale` via dayjs: "31 Oct 2026" / "31 okt. 2026". */
export function formatDocumentDate(value: string, locale: string): string {
  return dayjs(value).locale(locale).format('D MMM YYYY');
}

/**
 * An invoice period `YYYYMM` as month and year in `locale` (Intl.DateTimeFormat): "202610" → "Oct 2026" (en),
 * "okt 2026" (nl). Anything else is shown as is.
 */
export function formatPeriod(period: string, locale: string): string {
  const match = /^(\d{4})(\d{2})$/.exec(period);
  if (!match) return period;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date);
}
