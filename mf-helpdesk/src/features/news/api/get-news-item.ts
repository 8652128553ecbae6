import { api } from '@portal/api';
import type { NewsItem } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /news/{id}: one news item with its sanitized HTML body. Rejects with the axios error (404, also for a
 * customer while the item is scheduled: the not-found page, spec §8).
 */
export async function getNewsItem(id: number): Promise<NewsItem> {
  const { data } = await api.get<NewsItem>(`/news/${id}`);
  return data;
}

/** The news item id of a route parameter (`/news/:id`), or null when it is not a positive integer. */
export function newsIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return param !== undefined && Number.isInteger(id) && id > 0 ? id : null;
}

/** One news item (cached under `['news', id]`); nothing is loaded without an id (null). */
export function useNewsItemQuery(id: number | null) {
  return useQuery({
    queryKey: queryKeys.newsItem(id ?? 0),
    queryFn: id === null ? skipToken : () => getNewsItem(id),
  });
}
