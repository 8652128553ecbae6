import { api } from '@portal/api';
import type { WebshopOrder, WebshopOrderInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webshopKeys } from './webshop-keys';

/**
 * POST /webshop/orders with `{productId, quantity, addressId, reference, remark}` (organization users of a role in
 * WEBSHOP_ORDERER_ROLES order for their own organization; staff would add `organizationId`; issue 15) → 201 with
 * the order (its `orderNumber`, e.g. "WS-000123", status "received"). Rejects with the axios error: 400
 * `{errorMessage, errors: [{field: 'productId' | 'quantity' | 'addressId' | 'reference' | 'remark', message}]}`,
 * e.g. productId "This product can no longer be ordered.".
 */
export async function createWebshopOrder(input: WebshopOrderInput): Promise<WebshopOrder> {
  const { data } = await api.post<WebshopOrder>('/webshop/orders', input);
  return data;
}

/** Places an order; on success every order read (the orders table) loads again. */
export function useCreateWebshopOrderMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebshopOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webshopKeys.orders() }),
  });
}
