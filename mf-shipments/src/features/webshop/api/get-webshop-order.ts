import { api } from '@portal/api';
import type { WebshopOrder } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { webshopKeys } from './webshop-keys';

/**
 * GET /webshop/orders/{id} (issue 15): one order. A 404 (unknown, or another organization's order) goes to the
 * not-found page through @portal/api (spec §8); other errors reject with the axios error.
 */
export async function getWebshopOrder(id: number): Promise<WebshopOrder> {
  const { data } = await api.get<WebshopOrder>(`/webshop/orders/${id}`);
  return data;
}

/** The order id of a route parameter (`/webshop/orders/:id`), or null when it is not a positive integer. */
export function webshopOrderIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return param !== undefined && Number.isInteger(id) && id > 0 ? id : null;
}

/** One order (`['webshop', 'orders', id]`); nothing is loaded without an id (null). */
export function useWebshopOrderQuery(id: number | null) {
  return useQuery({
    queryKey: webshopKeys.order(id ?? 0),
    queryFn: id === null ? skipToken : () => getWebshopOrder(id),
  });
}
