import dayjs from 'dayjs';
import {
  dayjsToYearMonth,
  formatYearMonth,
  nextYearMonth,
  previousYearMonth,
  yearMonthToDayjs,
} from './sales-price-text';

describe('year-months of a bulk edit (spec §5 YYYYMM)', () => {
  it('defaults to the month after today, also across a year end', () => {
    expect(nextYearMonth(dayjs('2026-03-31T23:00:00'))).toBe('202604');
    expect(nextYearMonth(dayjs('2026-12-15'))).toBe('202701');
  });

  it('ends a split row the month before the first month', () => {
    expect(previousYearMonth('202604')).toBe('202603');
    expect(previousYearMonth('202601')).toBe('202512');
  });

  it('goes from text to the month picker and back', () => {
    expect(dayjsToYearMonth(yearMonthToDayjs('202611')!)).toBe('202611');
    expect(yearMonthToDayjs('202611')!.date()).toBe(1);
  });

  it('shows a month in the interface language', () => {
    expect(formatYearMonth('202603', 'nl')).toBe('mrt 2026');
    expect(formatYearMonth('202603', 'en')).toBe('Mar 2026');
    expect(formatYearMonth('2026-03', 'en')).toBe('2026-03');
  });
});
