import { api } from '@portal/api';
import type { PurchasingPrice, PurchasingPriceInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * POST /purchasing-prices (super admin): adds a purchasing price (spec §3; `price` a decimal string in euros).
 * Resolves with the new price (201); rejects with the axios error (400 with field errors, e.g. `ratePlan` when the
 * provider, type, bundle size and zone already have a rate plan, `supplierId` for an unknown provider).
 */
export async function createPurchasingPrice(input: PurchasingPriceInput): Promise<PurchasingPrice> {
  const { data } = await api.post<PurchasingPrice>('/purchasing-prices', input);
  return data;
}

/** Adds a purchasing price; on success every purchasing price list is loaded again. */
export function useCreatePurchasingPriceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPurchasingPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.purchasingPrices() }),
  });
}
