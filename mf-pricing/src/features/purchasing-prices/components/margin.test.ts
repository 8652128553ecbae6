import { formatMarginNumber, isNegativeMargin } from './margin';

describe('formatMarginNumber (the margin column; issue 16 "Purchasing prices … a margin column")', () => {
  it.each([
    ['12.5', 'en', '12.5'],
    ['12.5', 'nl', '12,5'],
    ['-3.0', 'en', '-3.0'],
    ['-3.0', 'nl', '-3,0'],
    ['100.0', 'nl', '100,0'],
    ['0.0', 'en', '0.0'],
    ['-1234.5', 'en', '-1,234.5'],
    ['-1234.5', 'nl', '-1.234,5'],
    // Exact from the string: a float would print 0.30000000000000004 somewhere along the way.
    ['0.3', 'en', '0.3'],
  ])('formats %j in %s as %j', (margin, locale, text) => {
    expect(formatMarginNumber(margin, locale)).toBe(text);
  });

  it('returns text that is not a decimal string as it is', () => {
    expect(formatMarginNumber('n/a', 'en')).toBe('n/a');
    expect(formatMarginNumber('1e3', 'nl')).toBe('1e3');
  });
});

describe('isNegativeMargin', () => {
  it.each([
    ['-0.1', true],
    ['-25.0', true],
    ['0.0', false],
    ['-0.0', false],
    ['12.5', false],
  ])('%j → %s', (margin, negative) => {
    expect(isNegativeMargin(margin)).toBe(negative);
  });
});
