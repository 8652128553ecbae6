import { api } from '@portal/api';
import type { Announcement } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementSaved } from './announcement-cache';
import { toAnnouncementInput, type AnnouncementFormValues } from './announcement-input';

/**
 * POST /announcements (writers): creates and publishes an announcement (one notification; mails when the
 * organization or roles are to be mailed). Resolves with the stored announcement; rejects with the axios error
 * (400 with field errors, e.g. `endsAt`).
 */
export async function createAnnouncement(values: AnnouncementFormValues): Promise<Announcement> {
  const { data } = await api.post<Announcement>('/announcements', toAnnouncementInput(values, 'create'));
  return data;
}

/** Creates an announcement; on success it is cached and the lists and notifications reload. */
export function useCreateAnnouncementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAnnouncement,
    onSuccess: (created) => announcementSaved(queryClient, created),
  });
}
