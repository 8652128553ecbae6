import { api } from '@portal/api';
import type { Supplier } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** GET /suppliers: the network suppliers, sorted by name (spec §3; any signed-in user). Rejects with the axios error. */
export async function listSuppliers(): Promise<Supplier[]> {
  const { data } = await api.get<Supplier[]>('/suppliers');
  return data;
}

/** The suppliers (cached under `['suppliers']`). */
export function useSuppliersQuery() {
  return useQuery({ queryKey: queryKeys.suppliers(), queryFn: listSuppliers });
}
