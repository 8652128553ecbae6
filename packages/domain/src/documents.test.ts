import { centsToEuros, invoiceListQuerySchema, invoiceUploadFieldsSchema } from './documents';

const valid = {
  invoiceNumber: 'INV-1',
  invoiceDate: '2026-11-01',
  period: '202610',
  amount: '1210.5',
  vat: '210.09',
  dueDate: '2026-12-01',
};

describe('invoice upload fields', () => {
  it('turns euro strings into cents and defaults the status to open', () => {
    expect(invoiceUploadFieldsSchema.parse(valid)).toEqual({
      invoiceNumber: 'INV-1',
      invoiceDate: '2026-11-01',
      period: '202610',
      status: 'open',
      dueDate: '2026-12-01',
      amountCents: 121050,
      vatCents: 21009,
    });
  });

  it('refuses 3 decimals, month 13, an impossible date, a due date before the invoice date and VAT above the amount', () => {
    const result = invoiceUploadFieldsSchema.safeParse({
      ...valid,
      amount: '1.234',
      period: '202613',
      invoiceDate: '2026-02-30',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'amount',
      'invoiceDate',
      'period',
    ]);
    const order = invoiceUploadFieldsSchema.safeParse({ ...valid, dueDate: '2026-10-31', vat: '2000' });
    expect(order.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['dueDate', 'vat']);
  });

  it('formats cents back as the upload format', () => {
    expect([centsToEuros(121050), centsToEuros(5), centsToEuros(-1999)]).toEqual([
      '1210.50',
      '0.05',
      '-19.99',
    ]);
  });
});

describe('invoice list query', () => {
  it('defaults to page 1 of 20, newest invoice first, and refuses unknown sort fields', () => {
    expect(invoiceListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20, sort: '-invoiceDate' });
    expect(invoiceListQuerySchema.safeParse({ sort: '-password' }).success).toBe(false);
  });
});
