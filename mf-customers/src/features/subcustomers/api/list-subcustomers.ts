import { api } from '@portal/api';
import type { SubcustomerListItem } from '@portal/domain';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /organizations/{id}/subcustomers: the organization's subcustomers with reference, city and the number of
 * contact persons and addresses (spec §3 Subcustomer). Rejects with the axios error.
 */
export async function listSubcustomers(organizationId: number): Promise<SubcustomerListItem[]> {
  const { data } = await api.get<SubcustomerListItem[]>(`/organizations/${organizationId}/subcustomers`);
  return data;
}

/** The subcustomers of an organization (cached under `['organizations', id, 'subcustomers']`). */
export function useSubcustomersQuery(organizationId: number) {
  return useQuery({
    queryKey: queryKeys.subcustomers(organizationId),
    queryFn: () => listSubcustomers(organizationId),
  });
}

/**
 * Marks the subcustomer list of an organization stale and reloads it if shown (after a subcustomer, one of its
 * contact persons or addresses changed: the list shows its name, city and counts). Not the details below it.
 */
export function invalidateSubcustomerList(
  queryClient: QueryClient,
  organizationId: number,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.subcustomers(organizationId), exact: true });
}
