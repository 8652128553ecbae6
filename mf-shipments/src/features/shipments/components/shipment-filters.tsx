import { SearchOutlined } from '@ant-design/icons';
import {
  DOMESTIC_SHIPMENT_TYPES,
  SHIPMENT_KINDS,
  SHIPMENT_STATUSES,
  type DomesticShipmentType,
  type ShipmentKind,
  type ShipmentStatus,
} from '@portal/domain';
import { OrganizationPicker, useListFilter, useListParams } from '@portal/ui';
import { Flex, Input, Select } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import { useSubcustomersQuery } from '../../../shared/api/list-subcustomers';
import type { ShipmentListRequest } from '../api/list-shipments';

/** How long the search box waits after the last keystroke before it searches, in milliseconds. */
export const SHIPMENT_SEARCH_DELAY_MS = 300;
/** Longest search text the server takes (shipmentListQuerySchema), in characters. */
const SEARCH_MAX = 100;

/**
 * The overview's filters as kept in the URL
 * (`?status=delivered&kind=domestic&type=parcel&organization=7&subcustomer=3&search=`).
 */
export type ShipmentFilterValues = Pick<
  ShipmentListRequest,
  'status' | 'kind' | 'type' | 'organizationId' | 'subcustomerId' | 'search'
>;

/** `value` when it is one of `allowed`, else undefined (a hand-edited or outdated URL lists the default). */
function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/**
 * Reads the overview's filters from the URL search params; unknown values are ignored. A domestic `type` only
 * applies to domestic shipments, so it is dropped when the URL asks for international ones.
 */
export function readShipmentFilters(params: URLSearchParams): ShipmentFilterValues {
  const organization = Number(params.get('organization'));
  const subcustomer = Number(params.get('subcustomer'));
  const kind = oneOf(SHIPMENT_KINDS, params.get('kind'));
  return {
    status: oneOf(SHIPMENT_STATUSES, params.get('status')),
    kind,
    type: kind === 'international' ? undefined : oneOf(DOMESTIC_SHIPMENT_TYPES, params.get('type')),
    organizationId: Number.isInteger(organization) && organization > 0 ? organization : undefined,
    subcustomerId: Number.isInteger(subcustomer) && subcustomer > 0 ? subcustomer : undefined,
    search: params.get('search')?.trim() || undefined,
  };
}

/** True when the URL filters the overview (the empty state then says no shipment matches). */
export function hasShipmentFilters(filters: ShipmentFilterValues): boolean {
  return Object.values(filters).some((value) => value !== undefined);
}

/**
 * The search box (reference or barcode): the URL (`?search=`, back to page 1) follows the text once typing pauses
 * for SHIPMENT_SEARCH_DELAY_MS, replacing the history entry so Back does not step through every keystroke; a URL
 * changed from elsewhere (Back) fills it.
 */
function ShipmentSearchBox({ search }: { search: string }) {
  const { t } = useShipmentsTranslation();
  const setParams = useListParams();
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The URL changed from elsewhere: show its search (state adjusted during render, no effect).
  if (search !== shownSearch) {
    setShownSearch(search);
    if (search !== text.trim()) setText(search);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  function change(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setParams({ search: value.trim() || undefined, page: 1 }, { replace: true }),
      SHIPMENT_SEARCH_DELAY_MS,
    );
  }

  return (
    <Input
      type="search"
      allowClear
      maxLength={SEARCH_MAX}
      prefix={<SearchOutlined aria-hidden />}
      aria-label={t('shipments.list.search')}
      placeholder={t('shipments.list.search')}
      value={text}
      onChange={(event) => change(event.target.value)}
      style={{ width: 280, maxWidth: '100%' }}
    />
  );
}

/** Props of {@link ShipmentFilters}. */
export interface ShipmentFiltersProps {
  /** The filters now in the URL (see {@link readShipmentFilters}). */
  filters: ShipmentFilterValues;
  /** Staff also filter by customer (OrganizationPicker). */
  isStaff: boolean;
  /**
   * The organization whose subcustomers the subcustomer filter offers: the staff's chosen customer, or an
   * organization user's own; none → no subcustomer filter.
   */
  subcustomersOf: number | undefined;
  /** Actions on the filtered set, placed after the filters (the export). */
  children?: ReactNode;
}

/**
 * The controls above the shipment overview (issue 14): search by reference or barcode (debounced), status (spec §4:
 * in transit, delivered), domestic or international, the domestic type (spec §4; hidden for international), for
 * staff the customer, and the subcustomer once the customer is known (an organization user's own, or the staff's
 * pick; shown when it has subcustomers). A choice goes into the URL (`status`, `kind`, `type`, `organization`,
 * `subcustomer`, `search`) and back to page 1; every control has a label for screen readers.
 */
export function ShipmentFilters({ filters, isStaff, subcustomersOf, children }: ShipmentFiltersProps) {
  const { t } = useShipmentsTranslation();
  const subcustomers = useSubcustomersQuery(subcustomersOf).data ?? [];
  const setParams = useListParams();
  const setFilter = useListFilter();
  const common = { allowClear: true, style: { minWidth: 180 }, popupMatchSelectWidth: false } as const;

  return (
    <Flex gap={8} wrap>
      <ShipmentSearchBox search={filters.search ?? ''} />
      <Select<ShipmentStatus>
        {...common}
        aria-label={t('shipments.filters.status')}
        placeholder={t('shipments.filters.allStatuses')}
        value={filters.status}
        onChange={(value) => setFilter('status', value)}
        options={SHIPMENT_STATUSES.map((value) => ({ value, label: t(`shipments.status.${value}`) }))}
      />
      <Select<ShipmentKind>
        {...common}
        aria-label={t('shipments.filters.kind')}
        placeholder={t('shipments.filters.allKinds')}
        value={filters.kind}
        onChange={(value) =>
          // A domestic type does not combine with international shipments.
          setParams({ kind: value, ...(value === 'international' ? { type: undefined } : {}), page: 1 })
        }
        options={SHIPMENT_KINDS.map((value) => ({ value, label: t(`shipments.kind.${value}`) }))}
      />
      {filters.kind !== 'international' && (
        <Select<DomesticShipmentType>
          {...common}
          aria-label={t('shipments.filters.type')}
          placeholder={t('shipments.filters.allTypes')}
          value={filters.type}
          onChange={(value) => setFilter('type', value)}
          options={DOMESTIC_SHIPMENT_TYPES.map((value) => ({ value, label: t(`shipments.type.${value}`) }))}
        />
      )}
      {isStaff && (
        <OrganizationPicker
          value={filters.organizationId}
          // Another customer has other subcustomers.
          onChange={(id) => setParams({ organization: id, subcustomer: undefined, page: 1 })}
          allowClear
          style={{ minWidth: 260 }}
        />
      )}
      {subcustomers.length > 0 && (
        <Select<number>
          {...common}
          aria-label={t('shipments.filters.subcustomer')}
          placeholder={t('shipments.filters.allSubcustomers')}
          value={filters.subcustomerId}
          onChange={(value) => setFilter('subcustomer', value)}
          options={subcustomers.map((sub) => ({ value: sub.id, label: sub.name }))}
        />
      )}
      {children}
    </Flex>
  );
}
