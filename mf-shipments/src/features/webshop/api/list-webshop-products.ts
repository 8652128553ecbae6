import { api } from '@portal/api';
import type { WebshopProduct } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { webshopKeys } from './webshop-keys';

/**
 * GET /webshop/products, or with `all` GET /webshop/products?all=true (staff; issue 15): the catalogue by supplier,
 * then plan. Without `all` only the active products (what a customer may order); with it the inactive ones too.
 * Rejects with the axios error.
 */
export async function listWebshopProducts(all = false): Promise<WebshopProduct[]> {
  const { data } = await api.get<WebshopProduct[]>('/webshop/products', {
    params: all ? { all: 'true' } : undefined,
  });
  return data;
}

/** Options of {@link useWebshopProductsQuery}. */
export interface WebshopProductsQueryOptions {
  /** Inactive products too (the staff's catalogue page). */
  all?: boolean;
  /** False: nothing is asked (e.g. a user who cannot order); default true. */
  enabled?: boolean;
}

/** The catalogue (`['webshop', 'products', { all }]`). */
export function useWebshopProductsQuery({ all = false, enabled = true }: WebshopProductsQueryOptions = {}) {
  return useQuery({
    queryKey: webshopKeys.productList(all),
    queryFn: enabled ? () => listWebshopProducts(all) : skipToken,
  });
}
