import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { invalidateAnnouncementLists } from './announcement-cache';

/**
 * DELETE /announcements/{id} (writers): deletes an announcement with its messages, sends, notifications and unsent
 * mails. Resolves on 204; rejects with the axios error.
 */
export async function deleteAnnouncement(announcementId: number): Promise<void> {
  await api.delete(`/announcements/${announcementId}`);
}

/**
 * Deletes an announcement; on success the lists and notifications reload, and the cached announcement is dropped
 * without reloading it (the screen showing it is about to leave; reloading would answer 404).
 */
export function useDeleteAnnouncementMutation(announcementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAnnouncement(announcementId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: queryKeys.announcement(announcementId),
          refetchType: 'none',
        }),
        invalidateAnnouncementLists(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications() }),
      ]),
  });
}
