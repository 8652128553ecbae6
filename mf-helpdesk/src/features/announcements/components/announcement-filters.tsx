import {
  ANNOUNCEMENT_PRIORITIES,
  ANNOUNCEMENT_REGIONS,
  ANNOUNCEMENT_STATUSES,
  ANNOUNCEMENT_TYPES,
  type AnnouncementPriority,
  type AnnouncementRegion,
  type AnnouncementStatus,
  type AnnouncementType,
} from '@portal/domain';
import { useListFilter } from '@portal/ui';
import { Flex, Select } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import type { AnnouncementListRequest, AnnouncementState } from '../api/list-announcements';
import { useSuppliersQuery } from '../api/list-suppliers';

/** The filters of the announcement list, as kept in the URL (`?state=open&type=incident&supplier=3`). */
export type AnnouncementFilterValues = Pick<
  AnnouncementListRequest,
  'state' | 'type' | 'status' | 'priority' | 'region' | 'supplierId'
>;

const STATES: readonly AnnouncementState[] = ['open', 'closed'];

/** `value` when it is one of `allowed`, else undefined (a hand-edited or outdated URL lists everything). */
function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/** Reads the list filters from the URL search params; unknown values are ignored. */
export function readAnnouncementFilters(params: URLSearchParams): AnnouncementFilterValues {
  const supplier = Number(params.get('supplier'));
  return {
    state: oneOf(STATES, params.get('state')),
    type: oneOf(ANNOUNCEMENT_TYPES, params.get('type')),
    status: oneOf(ANNOUNCEMENT_STATUSES, params.get('status')),
    priority: oneOf(ANNOUNCEMENT_PRIORITIES, params.get('priority')),
    region: oneOf(ANNOUNCEMENT_REGIONS, params.get('region')),
    supplierId: Number.isInteger(supplier) && supplier > 0 ? supplier : undefined,
  };
}

/** Props of {@link AnnouncementFilters}. */
export interface AnnouncementFiltersProps {
  /** The filters now in the URL. */
  filters: AnnouncementFilterValues;
}

/**
 * The filter pickers above the announcement list (issue 12): open or closed, type, status, priority, region and
 * supplier (GET /suppliers), each "All …" when empty. A choice goes into the URL and back to page 1.
 */
export function AnnouncementFilters({ filters }: AnnouncementFiltersProps) {
  const { t } = useHelpdeskTranslation();
  const setFilter = useListFilter();
  const suppliers = useSuppliersQuery();
  const common = { allowClear: true, style: { minWidth: 150 } } as const;

  return (
    <Flex gap={8} wrap>
      <Select<AnnouncementState>
        {...common}
        aria-label={t('announcements.filters.state')}
        placeholder={t('announcements.filters.allStates')}
        value={filters.state}
        onChange={(value) => setFilter('state', value)}
        options={STATES.map((value) => ({ value, label: t(`announcements.states.${value}`) }))}
      />
      <Select<AnnouncementType>
        {...common}
        aria-label={t('announcements.filters.type')}
        placeholder={t('announcements.filters.allTypes')}
        value={filters.type}
        onChange={(value) => setFilter('type', value)}
        options={ANNOUNCEMENT_TYPES.map((value) => ({ value, label: t(`labels.type.${value}`) }))}
      />
      <Select<AnnouncementStatus>
        {...common}
        aria-label={t('announcements.filters.status')}
        placeholder={t('announcements.filters.allStatuses')}
        value={filters.status}
        onChange={(value) => setFilter('status', value)}
        options={ANNOUNCEMENT_STATUSES.map((value) => ({ value, label: t(`labels.status.${value}`) }))}
        popupMatchSelectWidth={false}
      />
      <Select<AnnouncementPriority>
        {...common}
        aria-label={t('announcements.filters.priority')}
        placeholder={t('announcements.filters.allPriorities')}
        value={filters.priority}
        onChange={(value) => setFilter('priority', value)}
        options={[...ANNOUNCEMENT_PRIORITIES]
          .reverse()
          .map((value) => ({ value, label: t(`labels.priority.${value}`) }))}
      />
      <Select<AnnouncementRegion>
        {...common}
        aria-label={t('announcements.filters.region')}
        placeholder={t('announcements.filters.allRegions')}
        value={filters.region}
        onChange={(value) => setFilter('region', value)}
        options={ANNOUNCEMENT_REGIONS.map((value) => ({ value, label: t(`labels.region.${value}`) }))}
      />
      <Select<number>
        {...common}
        aria-label={t('announcements.filters.supplier')}
        placeholder={t('announcements.filters.allSuppliers')}
        value={filters.supplierId}
        onChange={(value) => setFilter('supplier', value)}
        loading={suppliers.isPending}
        showSearch={{ optionFilterProp: 'label' }}
        options={(suppliers.data ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name }))}
        popupMatchSelectWidth={false}
      />
    </Flex>
  );
}
