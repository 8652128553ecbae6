import { api } from '@portal/api';
import type { WebshopOrder } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webshopKeys } from './webshop-keys';

/** The states a person moves an order to (shipping goes through a shipment). */
export type WebshopOrderStatusChange = 'processing' | 'cancelled';

/** What {@link updateWebshopOrderStatus} sends. */
export interface WebshopOrderStatusUpdate {
  orderId: number;
  status: WebshopOrderStatusChange;
}

/**
 * PUT /webshop/orders/{id}/status with `{status}` (issue 15): staff (WEBSHOP_STAFF_ROLES) move a received order to
 * processing and cancel a received or processing one; an orderer cancels their organization's order while it is
 * received. Resolves with the order; rejects with the axios error (400 "This order can no longer be changed this
 * way." for any other move).
 */
export async function updateWebshopOrderStatus({
  orderId,
  status,
}: WebshopOrderStatusUpdate): Promise<WebshopOrder> {
  const { data } = await api.put<WebshopOrder>(`/webshop/orders/${orderId}/status`, { status });
  return data;
}

/**
 * Changes an order's status; whether it succeeds or is refused (the order changed meanwhile), the order and the
 * orders table load again, so the screen shows the state the server has.
 */
export function useUpdateWebshopOrderStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebshopOrderStatus,
    onSuccess: (order) => queryClient.setQueryData(webshopKeys.order(order.id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webshopKeys.orders() }),
  });
}
