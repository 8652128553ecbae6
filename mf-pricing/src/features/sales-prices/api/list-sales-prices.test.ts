import { salesPriceFilterSchema, salesPriceListQuerySchema } from '@portal/domain';
import { toSalesPriceFilter, toSalesPriceListQuery } from './list-sales-prices';

describe('the sales price grid request (GET /api/sales-prices)', () => {
  it('sends ids as text, 20 per page, and leaves empty filters and unknown sorts out', () => {
    const query = toSalesPriceListQuery({ organizationId: 7, page: 1, search: '  ', sort: '-colour' });
    expect(query).toEqual({ page: 1, pageSize: 20, organizationId: '7' });
    expect(salesPriceListQuerySchema.safeParse(query).success).toBe(true);
  });

  it('sends every filter and a known sort in the shape the server validates', () => {
    const query = toSalesPriceListQuery({
      organizationId: 7,
      page: 3,
      supplierId: 3,
      lineType: 'sms',
      subcustomerId: 'none',
      activeIn: '202601',
      search: ' gb ',
      sort: '-endMonth',
    });
    expect(query).toEqual({
      page: 3,
      pageSize: 20,
      organizationId: '7',
      supplierId: '3',
      lineType: 'sms',
      subcustomerId: 'none',
      activeIn: '202601',
      search: 'gb',
      sort: '-endMonth',
    });
    expect(salesPriceListQuerySchema.safeParse(query).success).toBe(true);
    expect(toSalesPriceListQuery({ organizationId: 7, page: 1, subcustomerId: 31 }).subcustomerId).toBe('31');
  });

  it("gives a bulk edit the grid's filter as the contract's filter (ids as numbers)", () => {
    const filter = toSalesPriceFilter({ organizationId: 7, supplierId: 3, subcustomerId: 31, search: ' ' });
    expect(filter).toEqual({ organizationId: 7, supplierId: 3, subcustomerId: 31 });
    expect(salesPriceFilterSchema.safeParse(filter).success).toBe(true);
  });
});
