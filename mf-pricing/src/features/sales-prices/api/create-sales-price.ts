import { api } from '@portal/api';
import type { SalesPrice, SalesPriceInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * POST /sales-prices (super admin, management): adds a sales price row (spec §3; price a decimal string in euros,
 * months "YYYYMM"). Resolves with the new row (201); rejects with the axios error (400 with field errors, e.g. an
 * overlap on `startMonth` naming the clashing row, end before start on `endMonth`).
 */
export async function createSalesPrice(input: SalesPriceInput): Promise<SalesPrice> {
  const { data } = await api.post<SalesPrice>('/sales-prices', input);
  return data;
}

/** Adds a sales price; on success every sales price read (grid, history, bulk edits, price list) loads again. */
export function useCreateSalesPriceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSalesPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.salesPrices() }),
  });
}
