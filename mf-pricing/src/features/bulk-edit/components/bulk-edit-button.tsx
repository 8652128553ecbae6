import type { SalesPriceFilter } from '@portal/domain';

/**
 * Props of the bulk edit launcher the sales price grid shows in its toolbar (writers only). Placeholder: the bulk
 * edit flow replaces this file in this change.
 */
export interface BulkEditButtonProps {
  /** The customer whose grid this is. */
  organizationId: number;
  /** The rows ticked in the grid; empty: the whole filtered set (`filter`, `filteredTotal` rows). */
  selectedIds: number[];
  /** The grid's current filter (organizationId included). */
  filter: SalesPriceFilter;
  /** How many rows the filter matches (the grid's total). */
  filteredTotal: number;
  /** Called after a bulk edit was applied (the grid refetches; the selection is cleared). */
  onApplied: () => void;
}

export function BulkEditButton(_props: BulkEditButtonProps) {
  return null;
}
