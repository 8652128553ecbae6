import { api } from '@portal/api';
import type { WebshopProduct, WebshopProductInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webshopKeys } from './webshop-keys';

/**
 * POST /webshop/products with `{supplierId, formFactor, plan, active}` (staff: WEBSHOP_STAFF_ROLES; issue 15) → 201
 * with the new product. Rejects with the axios error (400 `{errorMessage, errors: [{field: 'supplierId' |
 * 'formFactor' | 'plan' | 'active', message}]}`).
 */
export async function createWebshopProduct(input: WebshopProductInput): Promise<WebshopProduct> {
  const { data } = await api.post<WebshopProduct>('/webshop/products', input);
  return data;
}

/** Adds a product to the catalogue; on success both product lists load again. */
export function useCreateWebshopProductMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebshopProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webshopKeys.products() }),
  });
}
