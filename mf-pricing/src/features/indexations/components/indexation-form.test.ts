import { IndexationMessages, SalesPriceMessages } from '@portal/domain';
import { yearMonthToDayjs } from '../../../shared/prices/sales-price-text';
import { readIndexationValue, toIndexationInput } from './indexation-form';
import { indexationValueText } from './indexation-text';

describe('readIndexationValue (the factor as typed → the wire, checked by the contract)', () => {
  it.each([
    ['1,035', 'nl', '1.035'],
    ['1.035', 'en', '1.035'],
    [' 0,98 ', 'nl', '0.98'],
    ['3', 'en', '3'],
  ])('%p in %s → %p', (text, locale, value) => {
    expect(readIndexationValue(text, locale)).toEqual({ ok: true, value });
  });

  it('refuses the neutral 1,000 (it changes no price), out of range, four decimals and the other separator', () => {
    expect(readIndexationValue('1,000', 'nl')).toEqual({ ok: false, message: IndexationMessages.neutral });
    expect(readIndexationValue('1', 'en')).toEqual({ ok: false, message: IndexationMessages.neutral });
    for (const [text, locale] of [
      ['3,5', 'nl'],
      ['0,4', 'nl'],
      ['1,0355', 'nl'],
      ['1.035', 'nl'],
      ['abc', 'en'],
    ])
      expect([text, readIndexationValue(text!, locale!)]).toEqual([
        text,
        { ok: false, message: SalesPriceMessages.indexation },
      ]);
  });
});

describe('toIndexationInput', () => {
  it('sends months as YYYYMM, no end month as null, the factor with a dot and no tier set as null', () => {
    expect(
      toIndexationInput(
        { startMonth: yearMonthToDayjs('202701'), endMonth: null, value: '1,035', priceTierSetId: undefined },
        'nl',
      ),
    ).toEqual({ startMonth: '202701', endMonth: null, value: '1.035', priceTierSetId: null });
  });

  it('converts nothing with an end before the start, a missing start or a neutral factor', () => {
    const start = yearMonthToDayjs('202701');
    expect(
      toIndexationInput({ startMonth: start, endMonth: yearMonthToDayjs('202612'), value: '1.035' }, 'en'),
    ).toBeNull();
    expect(toIndexationInput({ startMonth: null, value: '1.035' }, 'en')).toBeNull();
    expect(toIndexationInput({ startMonth: start, value: '1.000' }, 'en')).toBeNull();
  });
});

describe('indexationValueText', () => {
  it('writes the factor with 3 decimals and the change in percent, in the locale', () => {
    expect(indexationValueText('1.035', 'en')).toBe('1.035 (+3.5%)');
    expect(indexationValueText('1.035', 'nl')).toBe('1,035 (+3,5%)');
    expect(indexationValueText('0.980', 'nl')).toBe('0,980 (-2%)');
  });
});
