import type { PriceTier, PriceTierKind } from '@portal/domain';
import { formatEuroPrice } from '../../../shared/prices/euro-price';
import { formatPercentage } from '../../../shared/prices/percentage';

/**
 * The quantities of a tier in `locale` (whole numbers with the locale's thousands separator): "1–99", "1.000–4.999"
 * (nl) / "1,000–4,999" (en), a one-quantity tier as "5", an open-ended tier as "1.000+".
 */
export function formatTierRange(
  tier: Pick<PriceTier, 'fromQuantity' | 'toQuantity'>,
  locale: string,
): string {
  const number = new Intl.NumberFormat(locale);
  const from = number.format(tier.fromQuantity);
  if (tier.toQuantity === null) return `${from}+`;
  if (tier.toQuantity === tier.fromQuantity) return from;
  return `${from}–${number.format(tier.toQuantity)}`;
}

/**
 * A tier's value in `locale`: for kind price the unit price in euros ("€ 2,50" nl, "€2.50" en; 2–4 decimals), for
 * kind percentage the percentage of the base price ("95%", "102,5%" nl). Exact: formatted from the decimal string.
 */
export function formatTierValue(kind: PriceTierKind, value: string, locale: string): string {
  return kind === 'price' ? formatEuroPrice(value, locale) : formatPercentage(value, locale);
}

/**
 * A set's tiers on one line (the list's summary, issue 16): "1–99: € 2,50 · 100–999: € 2,25 · 1.000+: € 1,95" (nl,
 * kind price) or "1–99: 100% · 100+: 95%" (kind percentage).
 */
export function formatTierSummary(
  set: { kind: PriceTierKind; tiers: readonly PriceTier[] },
  locale: string,
): string {
  return set.tiers
    .map((tier) => `${formatTierRange(tier, locale)}: ${formatTierValue(set.kind, tier.value, locale)}`)
    .join(' · ');
}
