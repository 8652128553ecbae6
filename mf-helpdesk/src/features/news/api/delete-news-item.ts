import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { invalidateNewsLists } from './news-lists';

/** DELETE /news/{id} (writers). Rejects with the axios error. */
export async function deleteNewsItem(id: number): Promise<void> {
  await api.delete(`/news/${id}`);
}

/**
 * Deletes a news item; on success the news lists reload and the item's cache entry is marked stale without
 * reloading it (the screen showing it is about to leave; reloading would answer 404).
 */
export function useDeleteNewsItemMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteNewsItem(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.newsItem(id), refetchType: 'none' }),
        invalidateNewsLists(queryClient),
      ]),
  });
}
