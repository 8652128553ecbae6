import { EditOutlined } from '@ant-design/icons';
import type { SalesPriceFilter } from '@portal/domain';
import { useLocale } from '@portal/i18n';
import { Button } from 'antd';
import { useState } from 'react';
import { usePricingTranslation } from '../../../../i18n/use-pricing-translation';
import { BulkEditModal } from './bulk-edit-modal';
import { bulkSelectionOf } from './bulk-selection';

/** Props of the bulk edit launcher the sales price grid shows in its toolbar (writers only). */
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

/**
 * The toolbar button of the sales price grid that starts a bulk edit (issue 16 "Bulk edit: select rows (or the whole
 * filtered set)"): "Bulk edit (N)" for N ticked rows, else "Bulk edit all N" for the N rows the grid's filter
 * matches (disabled when there are none). It opens the bulk edit dialog (BulkEditModal: percentage and reason,
 * preview, apply, undo) for that selection, sending `ids` or the grid's `filter` of `organizationId`. `onApplied`
 * runs after the bulk edit was applied and again after it was undone.
 */
export function BulkEditButton({
  organizationId,
  selectedIds,
  filter,
  filteredTotal,
  onApplied,
}: BulkEditButtonProps) {
  const { t } = usePricingTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const selected = selectedIds.length > 0;
  const count = selected ? selectedIds.length : filteredTotal;
  const number = new Intl.NumberFormat(locale).format(count);

  return (
    <>
      <Button icon={<EditOutlined aria-hidden />} disabled={count === 0} onClick={() => setOpen(true)}>
        {selected ? t('bulkEdit.open.selected', { number }) : t('bulkEdit.open.all', { number })}
      </Button>
      {open && (
        <BulkEditModal
          selection={bulkSelectionOf(organizationId, selectedIds, filter)}
          count={count}
          onApplied={onApplied}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
