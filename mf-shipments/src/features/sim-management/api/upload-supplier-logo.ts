import { api } from '@portal/api';
import type { SimSupplier } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { simManagementKeys } from './sim-management-keys';

/** The files a supplier logo may be: PNG, JPEG or WebP (SVG is refused: it can carry script). */
export const SUPPLIER_LOGO_TYPES = ['.png', '.jpg', '.jpeg', '.webp'] as const;

/** What {@link uploadSupplierLogo} sends. */
export interface SupplierLogoUpload {
  supplierId: number;
  /** A PNG, JPEG or WebP image of at most SUPPLIER_LOGO_MAX_BYTES (512 KB). */
  file: File;
}

/**
 * PUT /sim-management/suppliers/{id}/logo (multipart `file`; editors: SIM_MANAGEMENT_EDITOR_ROLES; issue 15):
 * replaces the supplier's logo. Resolves with the supplier (its new `logoVersion`); rejects with the axios error
 * (400 on `file`: wrong type, too large).
 */
export async function uploadSupplierLogo({ supplierId, file }: SupplierLogoUpload): Promise<SimSupplier> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await api.put<SimSupplier>(`/sim-management/suppliers/${supplierId}/logo`, form);
  return data;
}

/** Uploads a supplier logo; on success every SIM management read loads again (the cards show the new logo). */
export function useUploadSupplierLogoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadSupplierLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: simManagementKeys.all() }),
  });
}
