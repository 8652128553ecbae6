import { SalesPriceMessages } from '@portal/domain';
import { formatBulkPercentage, parseBulkPercentageInput } from './bulk-percentage';

describe('parseBulkPercentageInput (typed in the user locale → the wire, checked by the contract)', () => {
  it.each([
    ['3,5', 'nl', '3.5'],
    ['3.5', 'en', '3.5'],
    ['-2,25 %', 'nl', '-2.25'],
    ['−2', 'nl', '-2'],
    ['+10', 'en', '10'],
    ['1000', 'nl', '1000'],
    ['-99,99', 'nl', '-99.99'],
  ])('%p in %s → %p', (text, locale, percentage) => {
    expect(parseBulkPercentageInput(text, locale)).toEqual({ ok: true, percentage });
  });

  it.each([
    ['3.5', 'nl'],
    ['3,555', 'nl'],
    ['abc', 'en'],
    ['', 'en'],
    ['--2', 'en'],
    ['1e3', 'en'],
  ])('%p in %s is not a percentage', (text, locale) => {
    expect(parseBulkPercentageInput(text, locale)).toEqual({
      ok: false,
      message: SalesPriceMessages.percentage,
    });
  });

  it.each([['0'], ['-100'], ['1000,01'], ['12345']])('%p is out of range', (text) => {
    expect(parseBulkPercentageInput(text, 'nl')).toEqual({
      ok: false,
      message: SalesPriceMessages.percentageRange,
    });
  });
});

describe('formatBulkPercentage', () => {
  it('shows the sign and the locale decimal separator, without trailing zeros', () => {
    expect(formatBulkPercentage('3.50', 'nl')).toBe('+3,5%');
    expect(formatBulkPercentage('3.50', 'en')).toBe('+3.5%');
    expect(formatBulkPercentage('-2', 'nl')).toBe('-2%');
    expect(formatBulkPercentage('n/a', 'nl')).toBe('n/a');
  });
});
