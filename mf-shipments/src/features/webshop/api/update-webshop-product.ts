import { api } from '@portal/api';
import type { WebshopProduct, WebshopProductInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webshopKeys } from './webshop-keys';

/** What {@link updateWebshopProduct} sends: the product and its new body. */
export interface WebshopProductUpdate {
  productId: number;
  input: WebshopProductInput;
}

/**
 * PUT /webshop/products/{id} with `{supplierId, formFactor, plan, active}` (staff: WEBSHOP_STAFF_ROLES; issue 15):
 * the product as a whole (an inactive one can no longer be ordered; orders keep what was ordered). Resolves with the
 * saved product; rejects with the axios error (400 with field errors, as {@link createWebshopProduct}).
 */
export async function updateWebshopProduct({
  productId,
  input,
}: WebshopProductUpdate): Promise<WebshopProduct> {
  const { data } = await api.put<WebshopProduct>(`/webshop/products/${productId}`, input);
  return data;
}

/** Saves a product; on success both product lists load again. */
export function useUpdateWebshopProductMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebshopProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webshopKeys.products() }),
  });
}
