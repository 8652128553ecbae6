import { useLocale } from '@portal/i18n';

/**
 * Formats an amount in cents as money in `locale` (Intl.NumberFormat, currency style), e.g. 123456 →
 * "€ 1.234,56" (nl) or "€1,234.56" (en). Negative amounts (credit notes) keep their sign.
 */
export function formatMoney(cents: number, locale: string, currency = 'EUR'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** Props of {@link MoneyText}. */
export interface MoneyTextProps {
  /** The amount in cents (integer), e.g. 1250 for €12.50. */
  cents: number;
  /** ISO 4217 currency code; default EUR. */
  currency?: string;
}

/** An amount of money in the interface language's number format (invoices). Re-renders when the locale changes. */
export function MoneyText({ cents, currency = 'EUR' }: MoneyTextProps) {
  const locale = useLocale();
  return <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(cents, locale, currency)}</span>;
}
