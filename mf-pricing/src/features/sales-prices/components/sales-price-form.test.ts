import { SalesPriceMessages } from '@portal/domain';
import dayjs from 'dayjs';
import { DATA_GB, INDEXED_SMS } from '../pages/sales-price-fixtures';
import {
  initialSalesPriceFormValues,
  ratePlanOf,
  salesPriceFieldProblem,
  toSalesPriceInput,
  type SalesPriceFormValues,
} from './sales-price-form';

const VALUES: SalesPriceFormValues = {
  supplierId: 3,
  subcustomerId: null,
  purchasingPriceId: null,
  invoiceLine: ' Data 5 GB ',
  lineType: 'data',
  price: '1.234,5',
  startMonth: dayjs('2026-07-01'),
  endMonth: null,
  indexation: '1,035',
  reason: ' Index 2026 ',
};

describe('the sales price form (issue 16; salesPriceInputSchema)', () => {
  it('opens a new price with indexation 1.000 / 1,000 and nothing else filled in', () => {
    const values = initialSalesPriceFormValues(undefined, 'nl');
    expect(values).toMatchObject({
      indexation: '1,000',
      price: '',
      invoiceLine: '',
      startMonth: null,
      endMonth: null,
    });
    expect(initialSalesPriceFormValues(undefined, 'en').indexation).toBe('1.000');
  });

  it("opens a row with its values in the user's locale and its months as month picker values", () => {
    const values = initialSalesPriceFormValues(INDEXED_SMS, 'nl');
    expect(values).toMatchObject({ price: '0,08', indexation: '1,035', subcustomerId: 31, endMonth: null });
    expect(values.startMonth!.format('YYYYMM')).toBe('202603');
    expect(initialSalesPriceFormValues(DATA_GB, 'en').endMonth!.format('YYYYMM')).toBe('202612');
  });

  it('makes the payload: decimals as dot strings, months as YYYYMM, open end null, texts trimmed', () => {
    expect(toSalesPriceInput(VALUES, { organizationId: 7, locale: 'nl', canPickRatePlan: true })).toEqual({
      ok: true,
      input: {
        supplierId: 3,
        organizationId: 7,
        subcustomerId: null,
        purchasingPriceId: null,
        invoiceLine: 'Data 5 GB',
        lineType: 'data',
        price: '1234.5',
        startMonth: '202607',
        endMonth: null,
        indexation: '1.035',
        reason: 'Index 2026',
      },
    });
  });

  it('makes no payload of values the contract refuses', () => {
    const options = { organizationId: 7, locale: 'nl', canPickRatePlan: true };
    expect(toSalesPriceInput({ ...VALUES, endMonth: dayjs('2026-06-01') }, options)).toEqual({ ok: false });
    expect(toSalesPriceInput({ ...VALUES, indexation: '3,5' }, options)).toEqual({ ok: false });
    expect(toSalesPriceInput({ ...VALUES, price: '12.50' }, options)).toEqual({ ok: false });
    expect(toSalesPriceInput({ ...VALUES, invoiceLine: 'a\tb' }, options)).toEqual({ ok: false });
    expect(toSalesPriceInput({ ...VALUES, startMonth: null }, options)).toEqual({ ok: false });
  });

  it("says the contract's messages per field", () => {
    expect(salesPriceFieldProblem('invoiceLine', 'Data\t1 GB')).toBe(SalesPriceMessages.invoiceLineOneLine);
    expect(salesPriceFieldProblem('reason', 'x'.repeat(201))).toBe('At most 200 characters.');
    expect(salesPriceFieldProblem('indexation', '0.4')).toBe(SalesPriceMessages.indexation);
    expect(salesPriceFieldProblem('indexation', '1.035')).toBeNull();
    expect(salesPriceFieldProblem('price', '123456789')).toBe('Enter an amount below 100,000,000 euros.');
  });

  it("lets the super admin pick the rate plan; keeps the row's for others while the provider stays", () => {
    const values = { ...VALUES, supplierId: 3, purchasingPriceId: 22 };
    expect(ratePlanOf(values, { canPickRatePlan: true, row: DATA_GB })).toBe(22);
    expect(ratePlanOf({ ...values, purchasingPriceId: undefined }, { canPickRatePlan: true })).toBeNull();
    expect(ratePlanOf(values, { canPickRatePlan: false, row: DATA_GB })).toBe(21);
    expect(ratePlanOf({ ...values, supplierId: 5 }, { canPickRatePlan: false, row: DATA_GB })).toBeNull();
    expect(ratePlanOf(values, { canPickRatePlan: false })).toBeNull();
  });
});
