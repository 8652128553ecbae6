import { api } from '@portal/api';
import type { SalesPrice, SalesPriceInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * PUT /sales-prices/{id} (super admin, management): replaces a sales price row's fields. Resolves with the saved
 * row; rejects with the axios error (400 with field errors as on create; 404 when it was deleted meanwhile).
 */
export async function updateSalesPrice({
  id,
  input,
}: {
  id: number;
  input: SalesPriceInput;
}): Promise<SalesPrice> {
  const { data } = await api.put<SalesPrice>(`/sales-prices/${id}`, input);
  return data;
}

/** Saves a sales price; on success every sales price read loads again. */
export function useUpdateSalesPriceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSalesPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.salesPrices() }),
  });
}
