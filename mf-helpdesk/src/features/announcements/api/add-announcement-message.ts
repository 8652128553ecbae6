import { api } from '@portal/api';
import type { Announcement, AnnouncementMessageInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementSaved } from './announcement-cache';

/**
 * POST /announcements/{id}/messages `{ body, notify }` (writers): adds an update to the timeline; with `notify` the
 * recipients are mailed and notified. Resolves with the announcement; rejects with the axios error (400 field body).
 */
export async function addAnnouncementMessage(
  announcementId: number,
  input: AnnouncementMessageInput,
): Promise<Announcement> {
  const { data } = await api.post<Announcement>(`/announcements/${announcementId}/messages`, input);
  return data;
}

/** Adds a message; on success the answered announcement is cached and the lists and notifications reload. */
export function useAddAnnouncementMessageMutation(announcementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementMessageInput) => addAnnouncementMessage(announcementId, input),
    onSuccess: (saved) => announcementSaved(queryClient, saved),
  });
}
