import { api } from '@portal/api';
import type { Supplier } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** GET /suppliers: the network suppliers (spec §3; names are server data). Rejects with the axios error. */
export async function listSuppliers(): Promise<Supplier[]> {
  const { data } = await api.get<Supplier[]>('/suppliers');
  return data;
}

/** The suppliers, optionally mapped by `select` (cached under `['suppliers']`). */
export function useSuppliersQuery<T = Supplier[]>(select?: (suppliers: Supplier[]) => T) {
  return useQuery({ queryKey: queryKeys.suppliers(), queryFn: listSuppliers, select });
}
