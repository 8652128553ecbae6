import { priceSchema } from '@portal/domain';
import { formatEuroChange, formatEuroPrice, parsePriceInput, priceInputText } from './euro-price';

/** The no-break space Intl puts between € and the amount in Dutch. */
const NBSP = '\u00a0';

describe('formatEuroPrice (issue 16: euros in the user locale, exact decimals)', () => {
  it.each([
    ['0.0125', `€${NBSP}0,0125`, '€0.0125'],
    ['12.5000', `€${NBSP}12,50`, '€12.50'],
    ['0', `€${NBSP}0,00`, '€0.00'],
    ['1234.5678', `€${NBSP}1.234,5678`, '€1,234.5678'],
    // 17 significant digits: a float would print 99999999.99999999 as 100000000.
    ['99999999.9999', `€${NBSP}99.999.999,9999`, '€99,999,999.9999'],
    ['0.1000', `€${NBSP}0,10`, '€0.10'],
  ])('%s → %s (nl), %s (en)', (wire, dutch, english) => {
    expect(formatEuroPrice(wire, 'nl')).toBe(dutch);
    expect(formatEuroPrice(wire, 'en')).toBe(english);
  });

  it('shows text that is not a decimal string as it is', () => {
    expect(formatEuroPrice('n/a', 'nl')).toBe('n/a');
  });
});

describe("formatEuroChange (an indexation preview's change, signed and exact)", () => {
  it.each([
    ['0.4375', `€${NBSP}+0,4375`, '+€0.4375'],
    ['-0.0300', `€${NBSP}-0,03`, '-€0.03'],
    ['0.0000', `€${NBSP}0,00`, '€0.00'],
    ['1234.5000', `€${NBSP}+1.234,50`, '+€1,234.50'],
  ])('%s → %s (nl), %s (en)', (wire, dutch, english) => {
    expect(formatEuroChange(wire, 'nl')).toBe(dutch);
    expect(formatEuroChange(wire, 'en')).toBe(english);
  });
});

describe('priceInputText (the price field when editing)', () => {
  it.each([
    ['12.5000', '12,50', '12.50'],
    ['0.0125', '0,0125', '0.0125'],
    ['1234.5000', '1234,50', '1234.50'],
    ['7', '7,00', '7.00'],
  ])('%s → %s (nl), %s (en)', (wire, dutch, english) => {
    expect(priceInputText(wire, 'nl')).toBe(dutch);
    expect(priceInputText(wire, 'en')).toBe(english);
  });
});

describe('parsePriceInput (typed in the user locale → the wire, text only)', () => {
  it.each([
    ['12,50', 'nl', '12.50'],
    ['0,0125', 'nl', '0.0125'],
    ['1.234,5', 'nl', '1234.5'],
    ['€ 12,50', 'nl', '12.50'],
    [' 12 ', 'nl', '12'],
    [',5', 'nl', '0.5'],
    ['012,5', 'nl', '12.5'],
    ['1.000', 'nl', '1000'],
    ['12.50', 'en', '12.50'],
    ['1,234.5678', 'en', '1234.5678'],
    ['€12.5', 'en', '12.5'],
    ['99999999,9999', 'nl', '99999999.9999'],
  ])('%p in %s → %p', (text, locale, wire) => {
    expect(parsePriceInput(text, locale)).toEqual({ ok: true, price: wire });
    expect(priceSchema.safeParse(wire).success).toBe(true);
  });

  it.each([
    ['1,2,3', 'nl'],
    ['1,2,3', 'en'],
    ['12.50', 'nl'],
    ['12,50', 'en'],
    ['-1', 'nl'],
    ['1e3', 'en'],
    ['12,34567', 'nl'],
    ['12,', 'nl'],
    ['abc', 'en'],
    ['1.23.456', 'nl'],
  ])('%p in %s is not a price', (text, locale) => {
    expect(parsePriceInput(text, locale)).toEqual({ ok: false, reason: 'format' });
  });

  it('calls 9 digits before the separator too large, and blank empty', () => {
    expect(parsePriceInput('123456789', 'nl')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(parsePriceInput('100.000.000,00', 'nl')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(parsePriceInput('   ', 'nl')).toEqual({ ok: false, reason: 'empty' });
  });

  it('agrees with the contract (priceSchema) on every wire-shaped text it accepts in English', () => {
    const samples = [
      '0',
      '00',
      '1',
      '1.',
      '.5',
      '0.1',
      '0.12345',
      '12345678',
      '123456789',
      '1.0000',
      '01.5',
      '9.9999',
    ];
    for (const text of samples) {
      const parsed = parsePriceInput(text, 'en');
      if (parsed.ok) expect([text, priceSchema.safeParse(parsed.price).success]).toEqual([text, true]);
      // Whatever the contract accepts as typed, the field accepts too.
      if (priceSchema.safeParse(text).success) expect([text, parsed.ok]).toEqual([text, true]);
    }
  });
});
