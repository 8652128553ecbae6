import {
  IndexationMessages,
  changePercent,
  compoundIndexation,
  indexationInRange,
  indexationInputSchema,
  priceChange,
} from './indexations';
import { SalesPriceMessages } from './sales-prices';

/** The indexation contract (issue 17): the compounding arithmetic and the add form's rules. */
describe('compoundIndexation', () => {
  it.each([
    ['1.000', '1.035', '1.035'],
    ['1.030', '1.025', '1.056'], // 1.05575 → half up
    ['1.030', '1.035', '1.066'], // 1.06605
    ['1.066', '0.980', '1.045'], // 1.04468
    ['2.950', '1.035', '3.053'],
  ])('%s × %s → %s', (old, value, expected) => {
    expect(compoundIndexation(old, value)).toBe(expected);
  });

  it('tells a factor out of 0.500–3.000', () => {
    expect([indexationInRange('3.053'), indexationInRange('3.000'), indexationInRange('0.499')]).toEqual([
      false,
      true,
      false,
    ]);
  });
});

describe('changePercent and priceChange', () => {
  it.each([
    ['10.0000', '10.3500', '3.50', '0.3500'],
    ['2.5750', '2.6650', '3.50', '0.0900'],
    ['10.6600', '10.0000', '-6.19', '-0.6600'],
    ['0.0000', '0.0000', '0.00', '0.0000'],
  ])('%s → %s: %s %%, %s euros', (from, to, percent, euros) => {
    expect([changePercent(from, to), priceChange(from, to)]).toEqual([percent, euros]);
  });
});

describe('indexationInputSchema', () => {
  const message = (body: unknown) => {
    const result = indexationInputSchema.safeParse(body);
    return result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('accepts a factor and defaults the end and the tier set to null', () => {
    expect(indexationInputSchema.parse({ startMonth: '202701', value: ' 1.035 ' })).toEqual({
      startMonth: '202701',
      endMonth: null,
      value: '1.035',
      priceTierSetId: null,
    });
  });

  it.each([
    ['1.000', [['value', IndexationMessages.neutral]]],
    ['1', [['value', IndexationMessages.neutral]]],
    ['YA', [['value', SalesPriceMessages.indexation]]],
    ['1,035', [['value', SalesPriceMessages.indexation]]],
    ['0.4', [['value', SalesPriceMessages.indexation]]],
  ])('refuses the value %s with a clear message, never a throw', (value, expected) => {
    expect(message({ startMonth: '202701', value })).toEqual(expected);
  });
});
