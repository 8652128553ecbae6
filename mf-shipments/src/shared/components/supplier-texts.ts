import { PROVIDER_TYPE_KEYS } from '@portal/domain';
import type { TFunction } from 'i18next';

/**
 * The provider type of a supplier in the interface language (spec §3 Supplier: 0 first mobile IoT supplier … 10
 * provider Prepaid; core catalog `providerTypes.<PROVIDER_TYPE_KEYS[providerType]>`), or '' for a number the portal
 * does not know. Used by SIM management and the supplier service pages.
 */
export function providerTypeText(providerType: number, t: TFunction): string {
  const key = PROVIDER_TYPE_KEYS[providerType];
  return key ? t(`providerTypes.${key}`) : '';
}

/** A text in the reader's language and the language it is written in (for the `lang` of its element). */
export interface TextInLocale {
  text: string;
  lang: 'en' | 'nl';
}

/**
 * A text written in English and Dutch (a supplier's description, a supplier service page's rich text) in the
 * reader's language (issue 15): Dutch for `nl`, English otherwise; the other language when that one was not
 * written (then `lang` says which); `text` '' when neither was.
 */
export function textInLocale(texts: { en: string; nl: string }, locale: string): TextInLocale {
  const [first, second]: [TextInLocale['lang'], TextInLocale['lang']] =
    locale === 'nl' ? ['nl', 'en'] : ['en', 'nl'];
  if (texts[first].trim()) return { text: texts[first].trim(), lang: first };
  return { text: texts[second].trim(), lang: second };
}

/** A supplier's description in the reader's language (see {@link textInLocale}); '' when neither was written. */
export function supplierDescription(description: { en: string; nl: string }, locale: string): string {
  return textInLocale(description, locale).text;
}

/** Up to two initials of a supplier name ("NorthSea IoT" → "NI"), for the placeholder of a supplier without a logo. */
export function supplierInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase())
    .join('');
}
