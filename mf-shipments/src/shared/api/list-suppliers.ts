import { api } from '@portal/api';
import type { Supplier } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/**
 * GET /suppliers (any signed-in user; spec §3 Supplier): every supplier `{id, name, providerType, hasRoamingList}`,
 * by name: the choices of a supplier service page's supplier and of a webshop product's supplier (issue 15).
 * Rejects with the axios error.
 */
export async function listSuppliers(): Promise<Supplier[]> {
  const { data } = await api.get<Supplier[]>('/suppliers');
  return data;
}

/** The suppliers (`['suppliers']`, shared with the other apps' reads of the same list). */
export function useSuppliersQuery() {
  return useQuery({ queryKey: queryKeys.suppliers(), queryFn: listSuppliers });
}
