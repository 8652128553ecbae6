import { api } from '@portal/api';
import type { SimSupplier } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { simManagementKeys } from './sim-management-keys';

/**
 * GET /sim-management/suppliers[?organizationId=N] (issue 15; spec §2 /simmanagement): the supplier cards by name.
 * An organization user gets their own organization's suppliers (the server ignores `organizationId` for them); staff
 * get every supplier, or with `organizationId` the suppliers linked to that organization. Rejects with the axios
 * error.
 */
export async function listSimSuppliers(organizationId?: number): Promise<SimSupplier[]> {
  const { data } = await api.get<SimSupplier[]>('/sim-management/suppliers', {
    params: organizationId === undefined ? undefined : { organizationId: String(organizationId) },
  });
  return data;
}

/** The supplier cards (`['sim-management', 'suppliers', 'list', { organizationId }]`); staff may name an organization. */
export function useSimSuppliersQuery(organizationId: number | undefined) {
  return useQuery({
    queryKey: simManagementKeys.supplierList(organizationId),
    queryFn: () => listSimSuppliers(organizationId),
  });
}
