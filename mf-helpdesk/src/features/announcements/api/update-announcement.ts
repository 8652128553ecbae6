import { api } from '@portal/api';
import type { Announcement } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementSaved } from './announcement-cache';
import { toAnnouncementInput, type AnnouncementFormValues } from './announcement-input';

/**
 * PUT /announcements/{id} (writers): saves the form values; with `notify` the recipients are mailed and notified
 * again. Resolves with the stored announcement; rejects with the axios error (400 with field errors).
 */
export async function updateAnnouncement(
  announcementId: number,
  values: AnnouncementFormValues,
): Promise<Announcement> {
  const { data } = await api.put<Announcement>(
    `/announcements/${announcementId}`,
    toAnnouncementInput(values, 'edit'),
  );
  return data;
}

/** Saves an announcement; on success the stored one replaces the cached one and the lists and notifications reload. */
export function useUpdateAnnouncementMutation(announcementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: AnnouncementFormValues) => updateAnnouncement(announcementId, values),
    onSuccess: (saved) => announcementSaved(queryClient, saved),
  });
}
