import { useLocale } from '@portal/i18n';

/** The regional formats the portal uses per interface language: a Dutch provider, so English reads en-GB. */
const REGIONAL: Record<string, string> = { en: 'en-GB', nl: 'nl-NL' };

/**
 * Formats an ISO date-time (or Date) for display in `locale` ('en' | 'nl'; Intl.DateTimeFormat), as a date
 * ("23 Nov 2026" / "23 nov 2026") or, with `withTime`, date and time ("23 Nov 2026, 15:41"). '' for null.
 */
export function formatDate(value: string | Date | null | undefined, locale: string, withTime = false): string {
  if (value == null) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(REGIONAL[locale] ?? locale, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}

/** Props of {@link DateText}. */
export interface DateTextProps {
  /** ISO 8601 date-time from the API, or null (renders `empty`). */
  value: string | null | undefined;
  /** Also show the time (hours and minutes). */
  withTime?: boolean;
  /** Shown when there is no value; default nothing. */
  empty?: string;
}

/** A date (and time) in the interface language's format, in a <time> element; re-renders on a locale change. */
export function DateText({ value, withTime = false, empty = '' }: DateTextProps) {
  const locale = useLocale();
  const text = formatDate(value, locale, withTime);
  if (!text || !value) return <>{empty}</>;
  return <time dateTime={value}>{text}</time>;
}
