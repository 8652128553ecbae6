import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * After a write (add, edit, delete): marks every cached FAQ list and category list stale and reloads those shown
 * (a new or renamed category appears in the filter and the form's suggestions). Resolves when they are loaded.
 */
export async function invalidateFaqLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.faqLists() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.faqCategoryLists() }),
  ]);
}
