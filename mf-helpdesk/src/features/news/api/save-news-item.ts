import { api } from '@portal/api';
import type { NewsInput, NewsItem } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { invalidateNewsLists } from './news-lists';

/**
 * POST /news (writers: super admin, management, support): adds a news item. Resolves with the stored item;
 * rejects with the axios error (400 with field errors, 403 for anyone else).
 */
export async function createNewsItem(input: NewsInput): Promise<NewsItem> {
  const { data } = await api.post<NewsItem>('/news', input);
  return data;
}

/** PUT /news/{id} (writers): saves a news item. Resolves with the stored item; rejects with the axios error. */
export async function updateNewsItem(id: number, input: NewsInput): Promise<NewsItem> {
  const { data } = await api.put<NewsItem>(`/news/${id}`, input);
  return data;
}

/**
 * Adds (`id` undefined) or saves a news item; on success the stored item fills its cache entry (the item page
 * shows it at once) and the news lists reload.
 */
export function useSaveNewsItemMutation(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewsInput) => (id === undefined ? createNewsItem(input) : updateNewsItem(id, input)),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.newsItem(saved.id), saved);
      return invalidateNewsLists(queryClient);
    },
  });
}
