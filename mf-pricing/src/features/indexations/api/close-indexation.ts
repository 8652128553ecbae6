import { api } from '@portal/api';
import type { Indexation } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * POST /indexations/{id}/close (super admin; issue 17; spec §2 "close"): closes an indexation, which makes it
 * read-only — no apply, no undo of its batches. Resolves with the closed indexation; rejects with the axios error
 * (409 IndexationMessages.alreadyClosed).
 */
export async function closeIndexation(id: number): Promise<Indexation> {
  const { data } = await api.post<Indexation>(`/indexations/${id}/close`);
  return data;
}

/**
 * Closes an indexation; on success the closed indexation is shown at once and every indexation read loads again but
 * the previews (a closed indexation has none: asking would answer 409).
 */
export function useCloseIndexationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeIndexation,
    onSuccess: (closed) => {
      queryClient.setQueryData(queryKeys.indexation(closed.id), closed);
      return queryClient.invalidateQueries({
        queryKey: queryKeys.indexations(),
        predicate: (query) => query.queryKey[2] !== 'preview',
      });
    },
  });
}
