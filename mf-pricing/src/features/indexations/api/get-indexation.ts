import { api } from '@portal/api';
import type { Indexation } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /indexations/{id} (super admin; issue 17): one indexation — period, factor, price tier set, status, the
 * customers and prices it was applied to, who created and who closed it when. Rejects with the axios error (404 for
 * an unknown id: the API client goes to the not-found page).
 */
export async function getIndexation(id: number): Promise<Indexation> {
  const { data } = await api.get<Indexation>(`/indexations/${id}`);
  return data;
}

/** One indexation (`['indexations', id]`). */
export function useIndexationQuery(id: number) {
  return useQuery({ queryKey: queryKeys.indexation(id), queryFn: () => getIndexation(id) });
}
