import { api } from '@portal/api';
import type { SimSupplier } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { simManagementKeys } from './sim-management-keys';

/**
 * GET /sim-management/suppliers/{id} (issue 15): one supplier card with its current roaming list version. A 404
 * (unknown, or a supplier not linked to the customer's organization) goes to the not-found page through @portal/api
 * (spec §8); other errors reject with the axios error.
 */
export async function getSimSupplier(id: number): Promise<SimSupplier> {
  const { data } = await api.get<SimSupplier>(`/sim-management/suppliers/${id}`);
  return data;
}

/** The supplier id of a route parameter (`/simmanagement/suppliers/:id`), or null when it is not a positive integer. */
export function supplierIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return param !== undefined && Number.isInteger(id) && id > 0 ? id : null;
}

/** One supplier (`['sim-management', 'suppliers', id]`); nothing is loaded without an id (null). */
export function useSimSupplierQuery(id: number | null) {
  return useQuery({
    queryKey: simManagementKeys.supplier(id ?? 0),
    queryFn: id === null ? skipToken : () => getSimSupplier(id),
  });
}
