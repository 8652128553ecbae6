import { invoiceUploadFieldsSchema } from './documents';
import { DATE_RANGE_MESSAGE, dateTimeSchema } from './dates';

/** Issue 21 fuzz: dates PostgreSQL cannot store (year 0, past 9999) or reads as another year (below 100). */
describe('date range', () => {
  it.each([
    '1900-01-01T00:00:00Z',
    '2026-11-25T08:00:00.000+01:00',
    '9999-12-31T23:59:59.999Z',
    '9999-12-31T23:59:59+14:00',
  ])('accepts the date-time %s', (v) => expect(dateTimeSchema.safeParse(v).success).toBe(true));

  it.each([
    '0000-01-01T00:00:00Z',
    '0050-06-01T00:00:00Z',
    '1899-12-31T23:59:59.999Z',
    '9999-12-31T23:59:59-23:59',
    '1900-01-01T00:00:00+00:01',
  ])('refuses the date-time %s with the range message', (v) =>
    expect(dateTimeSchema.safeParse(v).error?.issues.map((i) => i.message)).toEqual([DATE_RANGE_MESSAGE]),
  );

  it('leaves what is no date-time at all to the format message', () => {
    expect(dateTimeSchema.safeParse('tomorrow').error?.issues).toHaveLength(1);
  });

  it('refuses an invoice date in year 0 or before 1900, once', () => {
    const fields = { invoiceNumber: 'I', period: '202601', amount: '1', vat: '0', dueDate: '2026-01-31' };
    for (const invoiceDate of ['0000-01-01', '1899-12-31']) {
      const result = invoiceUploadFieldsSchema.safeParse({ ...fields, invoiceDate });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['invoiceDate', DATE_RANGE_MESSAGE],
      ]);
    }
    expect(invoiceUploadFieldsSchema.safeParse({ ...fields, invoiceDate: '1900-01-01' }).success).toBe(true);
  });
});
