import { api } from '@portal/api';
import type { SimSupplier, SupplierDetailsInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { simManagementKeys } from './sim-management-keys';

/** What {@link updateSupplierDetails} sends: the supplier and the details body (supplierDetailsInputSchema). */
export interface SupplierDetailsUpdate {
  supplierId: number;
  input: SupplierDetailsInput;
}

/**
 * PUT /sim-management/suppliers/{id} with `{portalUrl, descriptionEn, descriptionNl, hasRoamingList}` (editors:
 * SIM_MANAGEMENT_EDITOR_ROLES; issue 15). Resolves with the updated supplier; rejects with the axios error (400
 * `{errorMessage, errors: [{field: 'portalUrl' | 'descriptionEn' | 'descriptionNl', message}]}`).
 */
export async function updateSupplierDetails({
  supplierId,
  input,
}: SupplierDetailsUpdate): Promise<SimSupplier> {
  const { data } = await api.put<SimSupplier>(`/sim-management/suppliers/${supplierId}`, input);
  return data;
}

/** Saves a supplier's details; on success every SIM management read loads again (the cards show the new texts). */
export function useUpdateSupplierDetailsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupplierDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: simManagementKeys.all() }),
  });
}
