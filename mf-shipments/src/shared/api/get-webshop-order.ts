import { api } from '@portal/api';
import type { WebshopOrder } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';

/**
 * The query key of one webshop order as the shipment flow reads it: under the webshop's order (so the webshop's
 * invalidations reach it) but apart from the webshop feature's own read, which sends a 404 to the not-found page.
 */
export const webshopOrderKey = (id: number | undefined) => ['webshop', 'orders', id, 'to-ship'] as const;

/**
 * GET /webshop/orders/{id} → WebshopOrder (issue 15): the order a staff member ships through the shipment flow. A 404
 * is passed on (`passNotFound`) so the flow shows it instead of leaving for the not-found page.
 */
export async function getWebshopOrder(id: number): Promise<WebshopOrder> {
  const { data } = await api.get<WebshopOrder>(`/webshop/orders/${id}`, { passNotFound: true });
  return data;
}

/** One webshop order, read afresh on every mount (it may have been shipped since); none while `id` is undefined. */
export function useWebshopOrderQuery(id: number | undefined) {
  return useQuery({
    queryKey: webshopOrderKey(id),
    queryFn: id === undefined ? skipToken : () => getWebshopOrder(id),
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
