import type { WebshopOrderListQuery } from './list-webshop-orders';

/**
 * Query keys of the webshop reads (issue 15; TanStack Query), all under `['webshop']`. A key mirrors the resource
 * it reads:
 *   GET /webshop/products             → ['webshop', 'products', { all: false }]
 *   GET /webshop/products?all=true    → ['webshop', 'products', { all: true }]
 *   GET /webshop/orders?page=2&…      → ['webshop', 'orders', 'list', { page: 2, pageSize: 20, … }]
 *   GET /webshop/orders/12            → ['webshop', 'orders', 12]
 * A product write invalidates `['webshop', 'products']`; an order placed or changed invalidates `['webshop', 'orders']`
 * (every list page and every order).
 */
export const webshopKeys = {
  /** Every webshop read. */
  all: () => ['webshop'] as const,
  /** Both product lists (active only, and all). */
  products: () => ['webshop', 'products'] as const,
  productList: (all: boolean) => ['webshop', 'products', { all }] as const,
  /** Every order read: the list pages and the single orders. */
  orders: () => ['webshop', 'orders'] as const,
  orderList: (query: WebshopOrderListQuery) => ['webshop', 'orders', 'list', query] as const,
  order: (id: number) => ['webshop', 'orders', id] as const,
};
