import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * After mail left the Unknown users queue (linked or deleted as spam): marks every page of the queue stale and
 * reloads the one on screen. Resolves when it is loaded again.
 */
export async function invalidateUnknownSenderLists(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: queryKeys.unknownSenderLists() });
}
