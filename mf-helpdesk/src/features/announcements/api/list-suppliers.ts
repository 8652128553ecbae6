import { api } from '@portal/api';
import type { Supplier } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';

/**
 * The key of GET /suppliers in the portal's shared query cache: the same key mf-customers uses, so both remotes
 * share one answer. (shared/query-keys.ts has no suppliers key yet.)
 */
const SUPPLIERS_KEY = ['suppliers'] as const;

/** GET /suppliers: the network suppliers, sorted by name (spec §3; any signed-in user). Rejects with the axios error. */
export async function listSuppliers(): Promise<Supplier[]> {
  const { data } = await api.get<Supplier[]>('/suppliers');
  return data;
}

/** The suppliers (cached under `['suppliers']`). */
export function useSuppliersQuery() {
  return useQuery({ queryKey: SUPPLIERS_KEY, queryFn: listSuppliers });
}
