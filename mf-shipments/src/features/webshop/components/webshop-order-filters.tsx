import { WEBSHOP_ORDER_STATUSES, type WebshopOrderStatus } from '@portal/domain';
import { OrganizationPicker, useListFilter } from '@portal/ui';
import { Flex, Select } from 'antd';
import { useShipmentsTranslation } from '../../../i18n/use-shipments-translation';
import type { WebshopOrderListRequest } from '../api/list-webshop-orders';

/** The orders table's own filters as kept in the URL (`?status=processing&organization=7`; the search is the table's). */
export type WebshopOrderFilterValues = Pick<WebshopOrderListRequest, 'status' | 'organizationId'>;

/**
 * Reads the filters from the URL search params: an unknown status is ignored (every status), and so is the customer
 * for an organization user (the server limits them to their own organization anyway).
 */
export function readWebshopOrderFilters(params: URLSearchParams, isStaff: boolean): WebshopOrderFilterValues {
  const status = params.get('status');
  const organization = Number(params.get('organization'));
  return {
    status: (WEBSHOP_ORDER_STATUSES as readonly string[]).includes(status ?? '')
      ? (status as WebshopOrderStatus)
      : undefined,
    organizationId: isStaff && Number.isInteger(organization) && organization > 0 ? organization : undefined,
  };
}

/** Props of {@link WebshopOrderFilters}. */
export interface WebshopOrderFiltersProps {
  filters: WebshopOrderFilterValues;
  /** Staff also filter by customer (OrganizationPicker). */
  isStaff: boolean;
}

/**
 * The controls above the orders table (issue 15): the status ("All statuses" when cleared) and, for staff, the
 * customer. A choice goes into the URL (`status`, `organization`) and back to page 1; each has a label for screen
 * readers.
 */
export function WebshopOrderFilters({ filters, isStaff }: WebshopOrderFiltersProps) {
  const { t } = useShipmentsTranslation();
  const setFilter = useListFilter();
  return (
    <Flex gap={8} wrap>
      <Select<WebshopOrderStatus>
        allowClear
        aria-label={t('webshop.orders.statusFilter')}
        placeholder={t('webshop.orders.allStatuses')}
        value={filters.status}
        onChange={(value) => setFilter('status', value)}
        options={WEBSHOP_ORDER_STATUSES.map((value) => ({ value, label: t(`webshop.status.${value}`) }))}
        style={{ minWidth: 180 }}
        popupMatchSelectWidth={false}
      />
      {isStaff && (
        <OrganizationPicker
          value={filters.organizationId}
          onChange={(id) => setFilter('organization', id)}
          allowClear
          style={{ minWidth: 260 }}
        />
      )}
    </Flex>
  );
}
