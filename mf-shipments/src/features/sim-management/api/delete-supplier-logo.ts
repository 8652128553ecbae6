import { api } from '@portal/api';
import type { SimSupplier } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { simManagementKeys } from './sim-management-keys';

/**
 * DELETE /sim-management/suppliers/{id}/logo (editors: SIM_MANAGEMENT_EDITOR_ROLES; issue 15): removes the logo
 * (the cards show the initials instead). Resolves with the supplier (`logoVersion` null); rejects with the axios
 * error.
 */
export async function deleteSupplierLogo(supplierId: number): Promise<SimSupplier> {
  const { data } = await api.delete<SimSupplier>(`/sim-management/suppliers/${supplierId}/logo`);
  return data;
}

/** Removes a supplier logo; on success every SIM management read loads again. */
export function useDeleteSupplierLogoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSupplierLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: simManagementKeys.all() }),
  });
}
