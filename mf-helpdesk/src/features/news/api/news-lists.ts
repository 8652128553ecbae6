import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * Marks every cached news list stale and reloads those shown (after a write: the news list pages and the home
 * page's latest news, all under `['news', 'list']`). Not the items themselves.
 */
export function invalidateNewsLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.newsLists() });
}
