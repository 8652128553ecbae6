import type { SalesPriceFilter } from '@portal/domain';
import { toSalesPriceFilter } from '../../api/list-sales-prices';

/** What a bulk edit changes: the rows ticked in the grid, or the whole filtered set of one customer. */
export type BulkSelection = { ids: number[] } | { filter: SalesPriceFilter };

/**
 * The selection part of a bulk edit's body (@portal/domain salesPriceBulkSchema: exactly one of `ids` and
 * `filter`): the ticked rows when there are any, else the grid's filter of `organizationId` with empty values left
 * out (an empty search is no filter).
 */
export function bulkSelectionOf(
  organizationId: number,
  selectedIds: readonly number[],
  filter: SalesPriceFilter,
): BulkSelection {
  if (selectedIds.length > 0) return { ids: [...selectedIds] };
  return { filter: toSalesPriceFilter({ ...filter, organizationId }) };
}
