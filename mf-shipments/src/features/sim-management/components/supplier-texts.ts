import { PROVIDER_TYPE_KEYS, type SimSupplier } from '@portal/domain';
import type { TFunction } from 'i18next';

/**
 * The provider type of a supplier in the interface language (spec §3 Supplier: 0 first mobile IoT supplier … 10
 * provider Prepaid; catalog `providerTypes.<PROVIDER_TYPE_KEYS[providerType]>`), or '' for a number the portal does
 * not know.
 */
export function providerTypeText(providerType: number, t: TFunction): string {
  const key = PROVIDER_TYPE_KEYS[providerType];
  return key ? t(`providerTypes.${key}`) : '';
}

/**
 * The supplier's description in the reader's language (issue 15): Dutch for `nl`, English otherwise; the other
 * language when that one was not written; '' when neither was.
 */
export function supplierDescription(description: SimSupplier['description'], locale: string): string {
  const [first, second] =
    locale === 'nl' ? [description.nl, description.en] : [description.en, description.nl];
  return first.trim() || second.trim();
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
