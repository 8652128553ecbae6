import { api } from '@portal/api';
import type { SalesPriceBatch, ValidationResult } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * POST /excel-validations/{id}/apply (no body; super admin, management — SALES_PRICE_WRITER_ROLES; issue 17): creates
 * the rows of a sales price import without errors as sales prices, in one transaction, recorded as one batch (undone
 * with POST /sales-price-batches/{id}/undo on the Prices page). Resolves with the batch (201); rejects with the axios
 * error: 400 ValidatorMessages.notApplicable (another profile, or errors), 409 ValidatorMessages.alreadyApplied, 400
 * with `errors: [{field: 'row.<n>', message}]` when a row overlaps a sales price created since the validation.
 */
export async function applyValidation(id: number): Promise<SalesPriceBatch> {
  const { data } = await api.post<SalesPriceBatch>(`/excel-validations/${id}/apply`);
  return data;
}

/**
 * Applies a validation; on success the validation shows its batch (`appliedBatchId`, as the server now records it),
 * and the history and every sales price read (grids, bulk edits, price list) load again.
 */
export function useApplyValidationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyValidation,
    onSuccess: (batch, id) => {
      queryClient.setQueryData<ValidationResult>(queryKeys.excelValidation(id), (result) =>
        result ? { ...result, appliedBatchId: batch.id } : result,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.excelValidationLists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.salesPrices() }),
      ]);
    },
  });
}
