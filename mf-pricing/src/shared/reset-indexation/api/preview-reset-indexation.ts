import { api } from '@portal/api';
import type { ResetIndexationInput, ResetIndexationPreview } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';

/** What a reset preview sends: the customer and the first month ("YYYYMM"). */
export type ResetIndexationPreviewInput = Pick<ResetIndexationInput, 'organizationId' | 'startMonth'>;

/**
 * POST /sales-prices/reset-indexation/preview (super admin, management; issue 17; spec §5 "reset indexation to
 * 1,000", §9): the customer's rows that run in or after the first month and whose indexation is not 1.000, each with
 * its indexation before and after (1.000), the effective prices and the change; writes nothing. Rejects with the
 * axios error: 400 on `startMonth` (IndexationMessages.notIndexed: nothing of this customer is indexed from then
 * on; SalesPriceMessages.yearMonth).
 */
export async function previewResetIndexation(
  input: ResetIndexationPreviewInput,
): Promise<ResetIndexationPreview> {
  const { data } = await api.post<ResetIndexationPreview>('/sales-prices/reset-indexation/preview', input);
  return data;
}

/** Previews a reset on request (a POST that writes nothing, so nothing is invalidated). */
export function usePreviewResetIndexationMutation() {
  return useMutation({ mutationFn: previewResetIndexation });
}
