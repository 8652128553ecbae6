import { api } from '@portal/api';
import type { Supplier } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/**
 * GET /suppliers: the network suppliers, the providers a price belongs to (spec §3 Supplier, Purchasing price;
 * names are server data). Rejects with the axios error.
 */
export async function listSuppliers(): Promise<Supplier[]> {
  const { data } = await api.get<Supplier[]>('/suppliers');
  return data;
}

/** The suppliers (cached under `['suppliers']`, shared with the other apps' reads of the same list). */
export function useSuppliersQuery() {
  return useQuery({ queryKey: queryKeys.suppliers(), queryFn: listSuppliers });
}
