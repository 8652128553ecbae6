import { readSalesPriceFilters, hasSalesPriceFilter } from './sales-price-filters';

describe('readSalesPriceFilters (the grid filters in the URL)', () => {
  it('reads the customer and every filter', () => {
    const filters = readSalesPriceFilters(
      new URLSearchParams(
        'organizationId=7&supplierId=3&lineType=oneOff&subcustomerId=none&activeIn=202602&search=gb',
      ),
    );
    expect(filters).toEqual({
      organizationId: 7,
      supplierId: 3,
      lineType: 'oneOff',
      subcustomerId: 'none',
      activeIn: '202602',
      search: 'gb',
    });
    expect(hasSalesPriceFilter(filters!)).toBe(true);
  });

  it('has no grid without a valid customer, and ignores malformed filters', () => {
    expect(readSalesPriceFilters(new URLSearchParams('supplierId=3'))).toBeUndefined();
    expect(readSalesPriceFilters(new URLSearchParams('organizationId=0x7'))).toBeUndefined();
    const filters = readSalesPriceFilters(
      new URLSearchParams(
        'organizationId=7&supplierId=03&lineType=fax&subcustomerId=-1&activeIn=202613&search=%20',
      ),
    );
    expect(filters).toEqual({ organizationId: 7 });
    expect(hasSalesPriceFilter(filters!)).toBe(false);
  });
});
