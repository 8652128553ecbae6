import { api } from '@portal/api';
import type { BulkPreview, SalesPriceBulkInput } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /sales-prices/bulk/preview (super admin, management; issue 16 "Bulk edit"): what a bulk edit would do, without
 * writing anything. `input` holds either `ids` or `filter`, the percentage ("3.5", "-2"), the reason, the first month
 * ("YYYYMM") and the rounding (`decimals` 2 or 4). Resolves with every row that changes (old and new price in euros,
 * `split` or `replace`) and the number skipped; rejects with the axios error (400 in the spec §8 shape with errors on
 * `percentage`, `reason`, `startMonth` or `ids`).
 */
export async function previewBulkEdit(input: SalesPriceBulkInput): Promise<BulkPreview> {
  const { data } = await api.post<BulkPreview>('/sales-prices/bulk/preview', input);
  return data;
}

/** Previews a bulk edit (a POST that writes nothing, so nothing is invalidated). */
export function usePreviewBulkEditMutation() {
  return useMutation({ mutationFn: previewBulkEdit });
}
