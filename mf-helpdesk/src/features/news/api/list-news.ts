import { api } from '@portal/api';
import { PAGE_SIZE, type NewsListItem, type NewsListQuery, type Page } from '@portal/domain';
import type { PageQuery } from '@portal/ui';
import { queryKeys } from '../../../shared/query-keys';

/** One request of the news list: 1-based page, page size (default 20) and the search text. */
export interface NewsListRequest {
  page: number;
  pageSize?: number;
  search?: string;
}

/** The query parameters of a request: 20 per page by default; an empty search is left out. */
export function toNewsListQuery(request: NewsListRequest): NewsListQuery {
  const query: NewsListQuery = { page: request.page, pageSize: request.pageSize ?? PAGE_SIZE };
  if (request.search?.trim()) query.search = request.search.trim();
  return query;
}

/**
 * GET /news: one page of news items, newest publish date first (customers: published items only; writers also
 * see scheduled ones). Rejects with the axios error.
 */
export async function listNews(request: NewsListRequest): Promise<Page<NewsListItem>> {
  const { data } = await api.get<Page<NewsListItem>>('/news', { params: toNewsListQuery(request) });
  return data;
}

/** The query of one page of the news list, for a DataTable (cached under `['news', 'list', query]`). */
export function newsPageQuery(request: NewsListRequest): PageQuery<NewsListItem> {
  return { queryKey: queryKeys.newsList(toNewsListQuery(request)), queryFn: () => listNews(request) };
}
