import { api } from '@portal/api';
import type { NewsListItem, NewsListQuery, Page } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** How many news items the home page shows. */
export const LATEST_NEWS_COUNT = 3;

const LATEST_NEWS: NewsListQuery = { pageSize: LATEST_NEWS_COUNT };

/** GET /news?pageSize=3: the newest published news items. Rejects with the axios error. */
export async function listLatestNews(): Promise<Page<NewsListItem>> {
  const { data } = await api.get<Page<NewsListItem>>('/news', { params: LATEST_NEWS });
  return data;
}

/**
 * The query of the home page's latest news, cached under `['news', 'list', { pageSize: 3 }]` and reloaded after a
 * news write: what the block reads and the home page's first reads (issue 18) fetch.
 */
export const latestNewsQuery = () => ({ queryKey: queryKeys.newsList(LATEST_NEWS), queryFn: listLatestNews });

/** The home page's latest news ({@link latestNewsQuery}). */
export function useLatestNewsQuery() {
  return useQuery(latestNewsQuery());
}
