import { SALES_LINE_TYPES, isYearMonth, type SalesLineType } from '@portal/domain';
import { useListFilter } from '@portal/ui';
import { DatePicker, Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { useSuppliersQuery } from '../../../shared/api/list-suppliers';
import type { SalesPriceFilterValues } from '../api/list-sales-prices';
import { useSubcustomersQuery } from '../api/list-subcustomers';
import { dayjsToYearMonth, yearMonthToDayjs } from '../../../shared/prices/sales-price-text';

/** A canonical positive id ("7"), else undefined. */
function idOf(text: string | null): number | undefined {
  return text && /^[1-9][0-9]{0,9}$/.test(text) ? Number(text) : undefined;
}

/**
 * Reads the grid's customer and filters from the URL search params
 * (`?organizationId=7&supplierId=3&lineType=data&subcustomerId=none&activeIn=202601&search=gb`); unknown or
 * malformed values are ignored (a hand-edited or outdated URL lists everything). Undefined without a customer.
 */
export function readSalesPriceFilters(params: URLSearchParams): SalesPriceFilterValues | undefined {
  const organizationId = idOf(params.get('organizationId'));
  if (organizationId === undefined) return undefined;
  const lineType = params.get('lineType');
  const subcustomer = params.get('subcustomerId');
  const activeIn = params.get('activeIn') ?? '';
  const search = params.get('search')?.trim();
  return {
    organizationId,
    supplierId: idOf(params.get('supplierId')),
    lineType: SALES_LINE_TYPES.includes(lineType as SalesLineType) ? (lineType as SalesLineType) : undefined,
    subcustomerId: subcustomer === 'none' ? 'none' : idOf(subcustomer),
    activeIn: isYearMonth(activeIn) ? activeIn : undefined,
    // The server's limit (salesPriceFilterFields): a longer hand-edited ?search= would make every request a 400.
    search: search ? search.slice(0, 100) : undefined,
  };
}

/** Whether any filter besides the customer is set (the empty state then says none match). */
export function hasSalesPriceFilter(filters: SalesPriceFilterValues): boolean {
  const { organizationId: _organizationId, ...rest } = filters;
  return Object.values(rest).some((value) => value !== undefined);
}

/** Props of {@link SalesPriceFilters}. */
export interface SalesPriceFiltersProps {
  /** The filters as read from the URL (readSalesPriceFilters). */
  filters: SalesPriceFilterValues;
}

/**
 * The filters above a customer's sales price grid (issue 16 "Grid per customer with filters (provider, line type,
 * active in a given month)"): provider (GET /suppliers), line type, subcustomer (the customer's subcustomers plus
 * "Whole customer", sent as `none`), the month a price must be active in (a month picker; sent as YYYYMM) and a
 * search in the invoice line (Enter or the search button). Each is "All …" when empty, goes into the URL and back
 * to page 1; every control has a label for screen readers.
 */
export function SalesPriceFilters({ filters }: SalesPriceFiltersProps) {
  const { t } = usePricingTranslation();
  const suppliers = useSuppliersQuery();
  const subcustomers = useSubcustomersQuery(filters.organizationId);
  const setFilter = useListFilter();
  const common = { allowClear: true, style: { minWidth: 180 }, popupMatchSelectWidth: false } as const;

  // The search box keeps what is typed until Enter; a change of the URL (back, a link) refills it.
  const [searchText, setSearchText] = useState(filters.search ?? '');
  const [searchInUrl, setSearchInUrl] = useState(filters.search);
  if (searchInUrl !== filters.search) {
    setSearchInUrl(filters.search);
    setSearchText(filters.search ?? '');
  }

  return (
    <Flex gap={8} wrap align="center">
      <Select<number>
        {...common}
        showSearch={{ optionFilterProp: 'label' }}
        loading={suppliers.isLoading}
        aria-label={t('salesPrices.filters.provider')}
        placeholder={t('salesPrices.filters.allProviders')}
        value={filters.supplierId}
        onChange={(value) => setFilter('supplierId', value)}
        options={(suppliers.data ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name }))}
      />
      <Select<SalesLineType>
        {...common}
        aria-label={t('salesPrices.filters.lineType')}
        placeholder={t('salesPrices.filters.allLineTypes')}
        value={filters.lineType}
        onChange={(value) => setFilter('lineType', value)}
        options={SALES_LINE_TYPES.map((value) => ({ value, label: t(`prices.lineType.${value}`) }))}
      />
      <Select<number | 'none'>
        {...common}
        showSearch={{ optionFilterProp: 'label' }}
        loading={subcustomers.isLoading}
        aria-label={t('salesPrices.filters.subcustomer')}
        placeholder={t('salesPrices.filters.allSubcustomers')}
        value={filters.subcustomerId}
        onChange={(value) => setFilter('subcustomerId', value)}
        options={[
          { value: 'none' as const, label: t('prices.wholeCustomer') },
          ...(subcustomers.data ?? []).map((subcustomer) => ({
            value: subcustomer.id,
            label: subcustomer.name,
          })),
        ]}
      />
      <DatePicker
        picker="month"
        aria-label={t('salesPrices.filters.activeIn')}
        placeholder={t('salesPrices.filters.activeIn')}
        format={['MMM YYYY', 'YYYYMM']}
        value={yearMonthToDayjs(filters.activeIn)}
        onChange={(month) => setFilter('activeIn', month ? dayjsToYearMonth(month) : undefined)}
      />
      <Input.Search
        aria-label={t('salesPrices.filters.search')}
        placeholder={t('salesPrices.filters.search')}
        allowClear
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onSearch={(value) => setFilter('search', value.trim())}
        style={{ maxWidth: 280 }}
      />
    </Flex>
  );
}
