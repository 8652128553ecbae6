import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierServiceKeys } from './supplier-service-keys';

/** What {@link deleteSupplierServiceDocument} removes: a document of a page. */
export interface SupplierServiceDocumentRef {
  subsystem: number;
  documentId: number;
}

/**
 * DELETE /supplier-services/{subsystem}/documents/{id} (editors: SUPPLIER_SERVICE_EDITOR_ROLES; issue 15) → 204: the
 * document and its file are gone. Rejects with the axios error.
 */
export async function deleteSupplierServiceDocument({
  subsystem,
  documentId,
}: SupplierServiceDocumentRef): Promise<void> {
  await api.delete(`/supplier-services/${subsystem}/documents/${documentId}`);
}

/** Deletes a document of a page; on success the page loads again. */
export function useDeleteSupplierServiceDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplierServiceDocument,
    onSuccess: (_nothing, { subsystem }) =>
      queryClient.invalidateQueries({ queryKey: supplierServiceKeys.page(subsystem) }),
  });
}
