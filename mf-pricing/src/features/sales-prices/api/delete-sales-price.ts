import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** DELETE /sales-prices/{id} (super admin, management; 204). Rejects with the axios error. */
export async function deleteSalesPrice(id: number): Promise<void> {
  await api.delete(`/sales-prices/${id}`);
}

/** Deletes a sales price; on success every sales price read loads again. */
export function useDeleteSalesPriceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSalesPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.salesPrices() }),
  });
}
