import { api } from '@portal/api';
import type { PurchasingPrice, PurchasingPriceInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * PUT /purchasing-prices/{id} (super admin): replaces a purchasing price's fields (spec §3). Resolves with the saved
 * price; rejects with the axios error (400 with field errors as on create; 404 when it was deleted meanwhile).
 */
export async function updatePurchasingPrice({
  id,
  input,
}: {
  id: number;
  input: PurchasingPriceInput;
}): Promise<PurchasingPrice> {
  const { data } = await api.put<PurchasingPrice>(`/purchasing-prices/${id}`, input);
  return data;
}

/** Saves a purchasing price; on success every purchasing price list is loaded again. */
export function useUpdatePurchasingPriceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePurchasingPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.purchasingPrices() }),
  });
}
