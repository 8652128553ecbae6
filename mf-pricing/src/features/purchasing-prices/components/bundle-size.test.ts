import { formatBundleSize, parseBundleSizeInput } from './bundle-size';

describe('formatBundleSize (spec §3 bundle size in MB)', () => {
  it('uses the locale thousands separator, and "—" for 0 when the price is not for data', () => {
    expect(formatBundleSize(1_048_576, 'data', 'nl', '—')).toBe('1.048.576');
    expect(formatBundleSize(1_048_576, 'data', 'en', '—')).toBe('1,048,576');
    expect(formatBundleSize(0, 'sms', 'en', '—')).toBe('—');
    expect(formatBundleSize(0, 'data', 'en', '—')).toBe('0');
  });
});

describe('parseBundleSizeInput', () => {
  it.each([
    ['1024', 'nl', 1024],
    ['1.024', 'nl', 1024],
    ['1,024', 'en', 1024],
    ['0', 'en', 0],
    ['500 MB', 'en', 500],
    ['1048576', 'en', 1_048_576],
  ])('%p in %s → %d MB', (text, locale, megabytes) => {
    expect(parseBundleSizeInput(text, locale)).toEqual({ ok: true, megabytes });
  });

  it.each([
    ['1,5', 'nl'],
    ['1.5', 'en'],
    ['-1', 'en'],
    ['1.02', 'nl'],
    ['ten', 'en'],
  ])('%p in %s is refused', (text, locale) => {
    expect(parseBundleSizeInput(text, locale)).toEqual({ ok: false, reason: 'format' });
  });

  it('refuses more than 1 TB and nothing at all', () => {
    expect(parseBundleSizeInput('1048577', 'en')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(parseBundleSizeInput('99999999999999999999', 'en')).toEqual({ ok: false, reason: 'tooLarge' });
    expect(parseBundleSizeInput(' ', 'en')).toEqual({ ok: false, reason: 'empty' });
  });
});
