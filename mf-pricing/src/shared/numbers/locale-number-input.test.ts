import { numberSeparators, parseDecimalInput, parseWholeNumberInput } from './locale-number-input';

describe('numberSeparators', () => {
  it('knows the Dutch and the English separators', () => {
    expect(numberSeparators('nl')).toEqual({ decimal: ',', group: '.' });
    expect(numberSeparators('en')).toEqual({ decimal: '.', group: ',' });
  });
});

describe('parseDecimalInput (typed in the user locale → a decimal string with a dot, text only)', () => {
  const percent = { integerDigits: 4, fractionDigits: 2, symbol: '%' };

  it.each([
    ['95', 'nl', '95'],
    ['102,5', 'nl', '102.5'],
    ['102,5 %', 'nl', '102.5'],
    ['1.000', 'nl', '1000'],
    ['102.55', 'en', '102.55'],
    ['%7', 'en', '7'],
  ])('%p in %s → %p', (text, locale, decimal) => {
    expect(parseDecimalInput(text, locale, percent)).toEqual({ ok: true, decimal });
  });

  it.each([
    ['95,555', 'nl', 'format'],
    ['95.5', 'nl', 'format'],
    ['-5', 'en', 'format'],
    ['12345', 'en', 'tooLarge'],
    [' % ', 'en', 'empty'],
  ])('%p in %s is refused (%s)', (text, locale, reason) => {
    expect(parseDecimalInput(text, locale, percent)).toEqual({ ok: false, reason });
  });
});

describe('parseWholeNumberInput (quantities, megabytes)', () => {
  it.each([
    ['1000', 'nl', 1000],
    ['1.000', 'nl', 1000],
    ['1,000', 'en', 1000],
    [' 0150 ', 'en', 150],
  ])('%p in %s → %d', (text, locale, value) => {
    expect(parseWholeNumberInput(text, locale, { max: 10_000_000 })).toEqual({ ok: true, value });
  });

  it('refuses fractions, signs, other grouping, too large and nothing', () => {
    expect(parseWholeNumberInput('1,5', 'nl', { max: 100 })).toEqual({ ok: false, reason: 'format' });
    expect(parseWholeNumberInput('1.000', 'en', { max: 10_000 })).toEqual({ ok: false, reason: 'format' });
    expect(parseWholeNumberInput('-1', 'en', { max: 100 })).toEqual({ ok: false, reason: 'format' });
    expect(parseWholeNumberInput('101', 'en', { max: 100 })).toEqual({ ok: false, reason: 'tooLarge' });
    expect(parseWholeNumberInput('  ', 'en', { max: 100 })).toEqual({ ok: false, reason: 'empty' });
  });

  it('strips a unit when asked', () => {
    expect(parseWholeNumberInput('500 MB', 'en', { max: 1000, unit: /mb$/i })).toEqual({
      ok: true,
      value: 500,
    });
    expect(parseWholeNumberInput('500 MB', 'en', { max: 1000 })).toEqual({ ok: false, reason: 'format' });
  });
});
