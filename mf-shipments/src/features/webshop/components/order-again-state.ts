import type { WebshopOrder } from '@portal/domain';

/**
 * "Order again" from the order page (issue 15): it opens /webshop with the order in the location state, and the
 * webshop page fills its order form from it (no request: the order is on screen already).
 */
export interface WebshopPageState {
  orderAgain?: WebshopOrder;
}

/** The location state that asks /webshop to fill its order form from `order`. */
export function orderAgainState(order: WebshopOrder): WebshopPageState {
  return { orderAgain: order };
}

/** The order of a location state made by {@link orderAgainState}, else undefined (a page reached otherwise). */
export function orderAgainOf(state: unknown): WebshopOrder | undefined {
  const order = (state as WebshopPageState | null)?.orderAgain;
  return order && typeof order === 'object' && typeof order.id === 'number' ? order : undefined;
}
