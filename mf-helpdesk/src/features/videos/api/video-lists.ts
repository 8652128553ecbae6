import type { Video } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * After a write (add, edit, delete): marks every cached video list and category list stale and reloads those shown
 * (a new or renamed category appears in the filter and the form's suggestions). Resolves when they are loaded.
 */
export async function invalidateVideoLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.videoLists() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.videoCategoryLists() }),
  ]);
}

/** After an add or edit: the stored video fills its cache entry, and the video lists and categories reload. */
export async function storeSavedVideo(queryClient: QueryClient, saved: Video): Promise<void> {
  queryClient.setQueryData(queryKeys.video(saved.id), saved);
  await invalidateVideoLists(queryClient);
}
