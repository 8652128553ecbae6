import {
  TICKET_ASSIGNEE_FILTERS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketAssigneeFilter,
  type TicketPriority,
  type TicketStatus,
} from '@portal/domain';
import { OrganizationPicker, useListFilter, useListParams } from '@portal/ui';
import { Flex, Select } from 'antd';
import { useHelpdeskTranslation } from '../../../i18n/use-helpdesk-translation';
import type { TicketListRequest, TicketState } from '../api/list-tickets';

/** The filters of the ticket list, as kept in the URL (`?state=all&priority=urgent&assignee=mine&organization=7`). */
export type TicketFilterValues = Pick<
  TicketListRequest,
  'state' | 'status' | 'priority' | 'assignee' | 'organizationId'
>;

const STATES: readonly TicketState[] = ['active', 'all'];

/** `value` when it is one of `allowed`, else undefined (a hand-edited or outdated URL lists the default). */
function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined;
}

/** Reads the list filters from the URL search params; unknown values are ignored. */
export function readTicketFilters(params: URLSearchParams): TicketFilterValues {
  const organization = Number(params.get('organization'));
  return {
    state: oneOf(STATES, params.get('state')),
    status: oneOf(TICKET_STATUSES, params.get('status')),
    priority: oneOf(TICKET_PRIORITIES, params.get('priority')),
    assignee: oneOf(TICKET_ASSIGNEE_FILTERS, params.get('assignee')),
    organizationId: Number.isInteger(organization) && organization > 0 ? organization : undefined,
  };
}

/** Props of {@link TicketFilters}. */
export interface TicketFiltersProps {
  /** The filters now in the URL. */
  filters: TicketFilterValues;
  /** Staff also filter by assignee and customer. */
  isStaff: boolean;
}

/**
 * The filter pickers above the ticket list (issue 13): status ("Active tickets" — the six working statuses, the
 * default —, "All tickets", or one status), priority; for staff also the assignee (mine, unassigned, everyone's)
 * and the customer (OrganizationPicker). A choice goes into the URL and back to page 1.
 */
export function TicketFilters({ filters, isStaff }: TicketFiltersProps) {
  const { t } = useHelpdeskTranslation();
  const setParams = useListParams();
  const setFilter = useListFilter();
  const common = { style: { minWidth: 170 }, popupMatchSelectWidth: false } as const;

  return (
    <Flex gap={8} wrap>
      <Select<TicketState | TicketStatus>
        {...common}
        aria-label={t('tickets.filters.status')}
        value={filters.status ?? filters.state ?? 'active'}
        onChange={(value) =>
          (STATES as readonly string[]).includes(value)
            ? setParams({ state: value === 'active' ? undefined : value, status: undefined, page: 1 })
            : setParams({ state: undefined, status: value, page: 1 })
        }
        options={[
          { value: 'active', label: t('tickets.filters.active') },
          { value: 'all', label: t('tickets.filters.all') },
          ...TICKET_STATUSES.map((value) => ({ value, label: t(`tickets.status.${value}`) })),
        ]}
      />
      <Select<TicketPriority>
        {...common}
        allowClear
        aria-label={t('tickets.filters.priority')}
        placeholder={t('tickets.filters.allPriorities')}
        value={filters.priority}
        onChange={(value) => setFilter('priority', value)}
        options={[...TICKET_PRIORITIES]
          .reverse()
          .map((value) => ({ value, label: t(`tickets.priority.${value}`) }))}
      />
      {isStaff && (
        <>
          <Select<TicketAssigneeFilter>
            {...common}
            aria-label={t('tickets.filters.assignee')}
            value={filters.assignee ?? 'all'}
            onChange={(value) => setFilter('assignee', value === 'all' ? undefined : value)}
            options={TICKET_ASSIGNEE_FILTERS.map((value) => ({
              value,
              label: t(`tickets.filters.assignees.${value}`),
            }))}
          />
          <OrganizationPicker
            value={filters.organizationId}
            onChange={(id) => setFilter('organization', id)}
            allowClear
            placeholder={t('tickets.filters.allCustomers')}
            style={{ minWidth: 260 }}
          />
        </>
      )}
    </Flex>
  );
}
