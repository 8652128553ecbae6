import { VOLUME_DISCOUNT, VOLUME_PRICES } from '../pages/price-tier-fixtures';
import { formatTierRange, formatTierSummary } from './tier-text';

const NBSP = '\u00a0';

describe('formatTierRange', () => {
  it('shows closed, one-quantity and open-ended tiers with the locale thousands separator', () => {
    expect(formatTierRange({ fromQuantity: 1000, toQuantity: 4999 }, 'nl')).toBe('1.000–4.999');
    expect(formatTierRange({ fromQuantity: 1000, toQuantity: 4999 }, 'en')).toBe('1,000–4,999');
    expect(formatTierRange({ fromQuantity: 5, toQuantity: 5 }, 'en')).toBe('5');
    expect(formatTierRange({ fromQuantity: 1000, toQuantity: null }, 'nl')).toBe('1.000+');
  });
});

describe('formatTierSummary (the list, issue 16)', () => {
  it('puts a price set on one line in euros, exactly', () => {
    expect(formatTierSummary(VOLUME_PRICES, 'nl')).toBe(
      `1–99: €${NBSP}2,50 · 100–999: €${NBSP}2,25 · 1.000+: €${NBSP}1,95`,
    );
    expect(formatTierSummary(VOLUME_PRICES, 'en')).toBe('1–99: €2.50 · 100–999: €2.25 · 1,000+: €1.95');
  });

  it('puts a percentage set on one line in percent', () => {
    expect(formatTierSummary(VOLUME_DISCOUNT, 'nl')).toBe('1–49: 100% · 50–499: 95% · 500+: 90%');
  });
});
