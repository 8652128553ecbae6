import { percentageSchema } from '@portal/domain';
import {
  formatPercentage,
  formatSignedPercentage,
  parsePercentageInput,
  percentageInputText,
} from './percentage';

describe('formatPercentage (tiers of kind percentage, exact)', () => {
  it.each([
    ['95.00', '95%', '95%'],
    ['102.50', '102,5%', '102.5%'],
    ['0.05', '0,05%', '0.05%'],
    ['1000', '1.000%', '1,000%'],
  ])('%s → %s (nl), %s (en)', (wire, dutch, english) => {
    expect(formatPercentage(wire, 'nl')).toBe(dutch);
    expect(formatPercentage(wire, 'en')).toBe(english);
  });
});

describe('formatSignedPercentage (a change in percent, exact)', () => {
  it.each([
    ['3.50', '+3,5%', '+3.5%'],
    ['-2.91', '-2,91%', '-2.91%'],
    ['0.00', '0%', '0%'],
  ])('%s → %s (nl), %s (en)', (wire, dutch, english) => {
    expect(formatSignedPercentage(wire, 'nl')).toBe(dutch);
    expect(formatSignedPercentage(wire, 'en')).toBe(english);
  });
});

describe('percentageInputText (the field when editing)', () => {
  it('drops trailing zeros and uses the locale decimal separator', () => {
    expect(percentageInputText('95.00', 'nl')).toBe('95');
    expect(percentageInputText('102.50', 'nl')).toBe('102,5');
    expect(percentageInputText('1000.00', 'nl')).toBe('1000');
    expect(percentageInputText('102.50', 'en')).toBe('102.5');
  });
});

describe('parsePercentageInput', () => {
  it.each([
    ['95', 'nl', '95'],
    ['95,5', 'nl', '95.5'],
    ['95,50 %', 'nl', '95.50'],
    ['0', 'en', '0'],
    ['1000', 'en', '1000'],
  ])('%p in %s → %p, which the contract accepts', (text, locale, percentage) => {
    expect(parsePercentageInput(text, locale)).toEqual({ ok: true, percentage });
    expect(percentageSchema.safeParse(percentage).success).toBe(true);
  });

  it("refuses three decimals, signs and five digits; above 1000 is the contract's to refuse", () => {
    expect(parsePercentageInput('95,555', 'nl')).toEqual({ ok: false, reason: 'format' });
    expect(parsePercentageInput('-5', 'nl')).toEqual({ ok: false, reason: 'format' });
    expect(parsePercentageInput('10000', 'nl')).toEqual({ ok: false, reason: 'tooLarge' });
    const above = parsePercentageInput('1000,5', 'nl');
    expect(above).toEqual({ ok: true, percentage: '1000.5' });
    expect(percentageSchema.safeParse('1000.5').success).toBe(false);
  });
});
