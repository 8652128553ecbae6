import { indexationSchema } from '@portal/domain';
import {
  dayjsToYearMonth,
  formatIndexation,
  formatYearMonth,
  neutralIndexationText,
  parseIndexationInput,
  periodText,
  yearMonthToDayjs,
} from './sales-price-text';

describe('year-months (spec §5 YYYYMM)', () => {
  it.each([
    ['202601', 'Jan 2026', 'jan 2026'],
    ['202603', 'Mar 2026', 'mrt 2026'],
    ['202605', 'May 2026', 'mei 2026'],
    ['199912', 'Dec 1999', 'dec 1999'],
  ])('%s → %s (en), %s (nl)', (yearMonth, english, dutch) => {
    expect(formatYearMonth(yearMonth, 'en')).toBe(english);
    expect(formatYearMonth(yearMonth, 'nl')).toBe(dutch);
  });

  it('reads a month for the month picker and writes the picked month back as YYYYMM', () => {
    const month = yearMonthToDayjs('202611')!;
    expect(month.year()).toBe(2026);
    expect(month.month()).toBe(10);
    expect(dayjsToYearMonth(month)).toBe('202611');
    expect(dayjsToYearMonth(month.add(2, 'month'))).toBe('202701');
  });

  it('has no month for nothing or text that is not YYYYMM, and shows such text as it is', () => {
    expect(yearMonthToDayjs(null)).toBeNull();
    expect(yearMonthToDayjs('2026-01')).toBeNull();
    expect(yearMonthToDayjs('202613')).toBeNull();
    expect(formatYearMonth('2026-01', 'en')).toBe('2026-01');
  });

  it('writes a period, open-ended without an end month', () => {
    const t = ((key: string, values: Record<string, string>) => `${key} ${JSON.stringify(values)}`) as never;
    expect(periodText('202601', '202612', 'en', t)).toBe(
      'prices.period.closed {"start":"Jan 2026","end":"Dec 2026"}',
    );
    expect(periodText('202603', null, 'nl', t)).toBe('prices.period.open {"start":"mrt 2026"}');
  });
});

describe('indexation factors (spec §9: the reset value 1,000)', () => {
  it.each([
    ['1.000', '1.000', '1,000'],
    ['1.035', '1.035', '1,035'],
    ['1.5', '1.500', '1,500'],
    ['0.500', '0.500', '0,500'],
  ])('%s → %s (en), %s (nl)', (wire, english, dutch) => {
    expect(formatIndexation(wire, 'en')).toBe(english);
    expect(formatIndexation(wire, 'nl')).toBe(dutch);
  });

  it('writes the neutral factor by locale', () => {
    expect(neutralIndexationText('en')).toBe('1.000');
    expect(neutralIndexationText('nl')).toBe('1,000');
  });

  it.each([
    ['1,035', 'nl', '1.035'],
    ['1,0', 'nl', '1.0'],
    [' 1 ', 'nl', '1'],
    ['1.035', 'en', '1.035'],
    ['0.5', 'en', '0.5'],
  ])('reads %p in %s as %p, which the contract accepts', (text, locale, wire) => {
    expect(parseIndexationInput(text, locale)).toEqual({ ok: true, indexation: wire });
    expect(indexationSchema.safeParse(wire).success).toBe(true);
  });

  it("refuses the other locale's separator, four decimals, two whole digits and nothing", () => {
    // "1.035" is a thousand and thirty-five in Dutch.
    expect(parseIndexationInput('1.035', 'nl')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(parseIndexationInput('1,035', 'en')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(parseIndexationInput('1,0.3', 'nl')).toEqual({ ok: false, reason: 'format' });
    expect(parseIndexationInput('1,0355', 'nl')).toEqual({ ok: false, reason: 'format' });
    expect(parseIndexationInput('10,5', 'nl')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(parseIndexationInput('', 'nl')).toEqual({ ok: false, reason: 'empty' });
    // In range is the contract's to say.
    expect(parseIndexationInput('3,5', 'nl')).toEqual({ ok: true, indexation: '3.5' });
    expect(indexationSchema.safeParse('3.5').success).toBe(false);
  });
});
