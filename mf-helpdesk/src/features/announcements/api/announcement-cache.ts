import type { Announcement } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * Marks every page of every announcement list stale (the list screen, the home page's open announcements): every
 * list key starts with `['announcements', 'list']`.
 */
export function invalidateAnnouncementLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.announcementLists() });
}

/**
 * After a write answered with the stored announcement (create, edit, message, close, reopen): caches it (no second
 * request), reloads the lists, and the notifications (a publish or notified message makes one; the header bell's
 * unread count is under `['notifications', 'unread-count']`). Resolves when those on screen are loaded again.
 */
export async function announcementSaved(queryClient: QueryClient, announcement: Announcement): Promise<void> {
  queryClient.setQueryData(queryKeys.announcement(announcement.id), announcement);
  await Promise.all([
    invalidateAnnouncementLists(queryClient),
    queryClient.invalidateQueries({ queryKey: queryKeys.notifications() }),
  ]);
}
