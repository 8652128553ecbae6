import { SALES_LINE_TYPES, isYearMonth, type SalesLineType } from '@portal/domain';
import { OrganizationPicker, useListFilter } from '@portal/ui';
import { DatePicker, Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { useSuppliersQuery } from '../../../shared/api/list-suppliers';
import type { PriceListFilterValues } from '../api/get-price-list';
import { yearMonthToDayjs } from '../../../shared/prices/sales-price-text';

/** An id as the URL holds it ("7"), or undefined (a hand-edited URL lists everything). */
function idOf(value: string | null): number | undefined {
  return value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined;
}

/**
 * Reads the price list's filters from the URL search params (`?customer=7&supplier=3&lineType=data&activeIn=202604
 * &search=data`); unknown values are ignored.
 */
export function readPriceListFilters(params: URLSearchParams): PriceListFilterValues {
  const lineType = params.get('lineType');
  const activeIn = params.get('activeIn') ?? '';
  const search = params.get('search')?.trim().slice(0, 100);
  return {
    organizationId: idOf(params.get('customer')),
    supplierId: idOf(params.get('supplier')),
    lineType: SALES_LINE_TYPES.includes(lineType as SalesLineType) ? (lineType as SalesLineType) : undefined,
    activeIn: isYearMonth(activeIn) ? activeIn : undefined,
    search: search || undefined,
  };
}

/** True when any filter is set (the empty state then says that nothing matches). */
export function hasPriceListFilter(filters: PriceListFilterValues): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

/**
 * The filters above the price list (issue 16 "Price list: the sales prices across customers for given filters"):
 * customer (searchable, optional: "All customers"), provider (GET /suppliers), line type, the month a price must be
 * active in (month picker; none by default) and a search in the invoice line (Enter or the search button). A choice
 * goes into the URL (`customer`, `supplier`, `lineType`, `activeIn`, `search`); every control has a label for screen
 * readers.
 */
export function PriceListFilters({ filters }: { filters: PriceListFilterValues }) {
  const { t } = usePricingTranslation();
  const suppliers = useSuppliersQuery().data ?? [];
  const setFilter = useListFilter();
  const [searchText, setSearchText] = useState(filters.search ?? '');
  const [searchInUrl, setSearchInUrl] = useState(filters.search);
  // Back, forward or a link changed the search: the box follows the URL.
  if (searchInUrl !== filters.search) {
    setSearchInUrl(filters.search);
    setSearchText(filters.search ?? '');
  }
  const common = { allowClear: true, style: { minWidth: 180 }, popupMatchSelectWidth: false } as const;

  return (
    <Flex gap={8} wrap align="center">
      <OrganizationPicker
        value={filters.organizationId}
        onChange={(id) => setFilter('customer', id)}
        allowClear
        placeholder={t('priceList.filters.allCustomers')}
        style={{ minWidth: 260 }}
      />
      <Select<number>
        {...common}
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t('priceList.filters.provider')}
        placeholder={t('priceList.filters.allProviders')}
        value={filters.supplierId}
        onChange={(value) => setFilter('supplier', value)}
        options={suppliers.map((supplier) => ({ value: supplier.id, label: supplier.name }))}
      />
      <Select<SalesLineType>
        {...common}
        aria-label={t('priceList.filters.lineType')}
        placeholder={t('priceList.filters.allLineTypes')}
        value={filters.lineType}
        onChange={(value) => setFilter('lineType', value)}
        options={SALES_LINE_TYPES.map((value) => ({ value, label: t(`prices.lineType.${value}`) }))}
      />
      <DatePicker
        picker="month"
        format="MMM YYYY"
        aria-label={t('priceList.filters.activeIn')}
        placeholder={t('priceList.filters.activeInPlaceholder')}
        value={filters.activeIn ? yearMonthToDayjs(filters.activeIn) : null}
        onChange={(month) => setFilter('activeIn', month ? month.format('YYYYMM') : undefined)}
      />
      <Input.Search
        aria-label={t('priceList.filters.search')}
        placeholder={t('priceList.filters.search')}
        allowClear
        maxLength={100}
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        onSearch={(value) => setFilter('search', value.trim())}
        style={{ maxWidth: 280 }}
      />
    </Flex>
  );
}
