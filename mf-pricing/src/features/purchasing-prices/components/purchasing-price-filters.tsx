import {
  PRICE_ZONES,
  PURCHASING_PRICE_TYPES,
  type PriceZone,
  type PurchasingPriceType,
} from '@portal/domain';
import { useListFilter } from '@portal/ui';
import { Flex, Select } from 'antd';
import { usePricingTranslation } from '../../../i18n/use-pricing-translation';
import { useSuppliersQuery } from '../../../shared/api/list-suppliers';
import type { PurchasingPriceListRequest } from '../api/list-purchasing-prices';

/** The table's filters as kept in the URL (`?supplier=3&type=data&zone=eu`); the search is the DataTable's own. */
export type PurchasingPriceFilterValues = Pick<PurchasingPriceListRequest, 'supplierId' | 'type' | 'zone'>;

/** `value` when it is one of `allowed`, else undefined (a hand-edited or outdated URL lists everything). */
function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/** Reads the table's filters from the URL search params; unknown values are ignored. */
export function readPurchasingPriceFilters(params: URLSearchParams): PurchasingPriceFilterValues {
  const supplier = params.get('supplier') ?? '';
  return {
    supplierId: /^[1-9][0-9]{0,9}$/.test(supplier) ? Number(supplier) : undefined,
    type: oneOf(PURCHASING_PRICE_TYPES, params.get('type')),
    zone: oneOf(PRICE_ZONES, params.get('zone')),
  };
}

/**
 * The filters above the purchasing price table (issue 16): provider (GET /suppliers), type and zone, each "All …"
 * when empty. A choice goes into the URL (`supplier`, `type`, `zone`) and back to page 1; every control has a label
 * for screen readers.
 */
export function PurchasingPriceFilters({ filters }: { filters: PurchasingPriceFilterValues }) {
  const { t } = usePricingTranslation();
  const suppliers = useSuppliersQuery().data ?? [];
  const setFilter = useListFilter();
  const common = { allowClear: true, style: { minWidth: 180 }, popupMatchSelectWidth: false } as const;

  return (
    <Flex gap={8} wrap>
      <Select<number>
        {...common}
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t('purchasingPrices.filters.provider')}
        placeholder={t('purchasingPrices.filters.allProviders')}
        value={filters.supplierId}
        onChange={(value) => setFilter('supplier', value)}
        options={suppliers.map((supplier) => ({ value: supplier.id, label: supplier.name }))}
      />
      <Select<PurchasingPriceType>
        {...common}
        aria-label={t('purchasingPrices.filters.type')}
        placeholder={t('purchasingPrices.filters.allTypes')}
        value={filters.type}
        onChange={(value) => setFilter('type', value)}
        options={PURCHASING_PRICE_TYPES.map((value) => ({
          value,
          label: t(`purchasingPrices.type.${value}`),
        }))}
      />
      <Select<PriceZone>
        {...common}
        aria-label={t('purchasingPrices.filters.zone')}
        placeholder={t('purchasingPrices.filters.allZones')}
        value={filters.zone}
        onChange={(value) => setFilter('zone', value)}
        options={PRICE_ZONES.map((value) => ({ value, label: t(`purchasingPrices.zone.${value}`) }))}
      />
    </Flex>
  );
}
