import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** DELETE /purchasing-prices/{id} (super admin; 204). Rejects with the axios error. */
export async function deletePurchasingPrice(id: number): Promise<void> {
  await api.delete(`/purchasing-prices/${id}`);
}

/** Deletes a purchasing price; on success every purchasing price list is loaded again. */
export function useDeletePurchasingPriceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePurchasingPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.purchasingPrices() }),
  });
}
