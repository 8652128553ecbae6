import { formatDate } from './date-text';

describe('formatDate', () => {
  const at = '2026-11-23T14:41:00.000Z';

  it('writes dates the European way in both languages', () => {
    expect(formatDate(at, 'en')).toBe('23 Nov 2026');
    expect(formatDate(at, 'nl')).toBe('23 nov 2026');
  });

  it('adds hours and minutes (24-hour clock) when asked', () => {
    expect(formatDate(at, 'en', true)).toMatch(/^23 Nov 2026,? \d{2}:41$/);
  });

  it('gives an empty text for no value or an unreadable one', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'nl')).toBe('');
  });
});
