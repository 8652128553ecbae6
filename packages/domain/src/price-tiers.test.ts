import { priceForQuantity, priceTierProblems, type PriceTier } from './price-tiers';

const tiers = (...rows: [number, number | null, string][]): PriceTier[] =>
  rows.map(([fromQuantity, toQuantity, value]) => ({ fromQuantity, toQuantity, value }));

describe('priceTierProblems (issue 16: contiguous, no overlap, only the last open)', () => {
  it('accepts contiguous tiers from 1 with an open last tier', () => {
    expect(priceTierProblems('price', tiers([1, 10, '2.50'], [11, 100, '2.25'], [101, null, '2']))).toEqual([]);
  });

  it('names the field of each problem', () => {
    expect(
      priceTierProblems('price', tiers([2, 10, '2.50'], [10, null, '2.25'], [12, 5, '-1'])).map((p) => p.field),
    ).toEqual(['tiers.0.fromQuantity', 'tiers.1.fromQuantity', 'tiers.1.toQuantity', 'tiers.2.value', 'tiers.2.toQuantity']);
    expect(priceTierProblems('price', tiers([1, 10, '1'], [12, null, '1']))).toEqual([
      { field: 'tiers.1.fromQuantity', message: 'Starts right after the previous tier ends (11).' },
    ]);
  });

  it('checks values by kind: prices in euros, percentages 0–1000 with 2 decimals', () => {
    expect(priceTierProblems('percentage', tiers([1, null, '95.5']))).toEqual([]);
    expect(priceTierProblems('percentage', tiers([1, null, '1000.01']))).toHaveLength(1);
    expect(priceTierProblems('percentage', tiers([1, null, '9.999']))).toHaveLength(1);
    expect(priceTierProblems('price', tiers([1, null, '0.0125']))).toEqual([]);
    expect(priceTierProblems('price', tiers([1, null, '1e3']))).toHaveLength(1);
  });
});

describe('priceForQuantity (the calculator)', () => {
  const set = { kind: 'price' as const, tiers: tiers([1, 10, '2.50'], [11, 100, '2.2500'], [101, null, '1.9999']) };

  it('takes the unit price of the tier that holds the quantity; total in cents', () => {
    expect(priceForQuantity(set, 1)).toEqual({ tierIndex: 0, unitPrice: '2.5000', total: '2.50' });
    expect(priceForQuantity(set, 11)).toEqual({ tierIndex: 1, unitPrice: '2.2500', total: '24.75' });
    expect(priceForQuantity(set, 1001)).toEqual({ tierIndex: 2, unitPrice: '1.9999', total: '2001.90' });
  });

  it('applies a percentage to the base price exactly (no float error), rounding half up', () => {
    const discount = { kind: 'percentage' as const, tiers: tiers([1, null, '95']) };
    // 0.1 × 95 % = 0.095 exactly; a float gives 0.09499999…
    expect(priceForQuantity(discount, 3, '0.1')).toEqual({ tierIndex: 0, unitPrice: '0.0950', total: '0.29' });
    // 0.00005 rounds half up to 0.0001
    expect(priceForQuantity(discount, 1, '0.0000527')?.unitPrice).toBe('0.0001');
    expect(priceForQuantity(discount, 1)).toBeNull();
  });

  it('has no price beyond a closed last tier', () => {
    expect(priceForQuantity({ kind: 'price', tiers: tiers([1, 10, '1']) }, 11)).toBeNull();
  });
});
