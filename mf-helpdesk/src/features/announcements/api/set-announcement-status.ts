import { api } from '@portal/api';
import type { Announcement, AnnouncementStatusInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementSaved } from './announcement-cache';

/**
 * PUT /announcements/{id}/status `{ status, message, notify }` (writers): closes an announcement with its type's
 * closed status (CLOSED_STATUS_OF) and a final message, or reopens it (status open, message optional). Resolves
 * with the announcement; rejects with the axios error (400 on field message or status).
 */
export async function setAnnouncementStatus(
  announcementId: number,
  input: AnnouncementStatusInput,
): Promise<Announcement> {
  const { data } = await api.put<Announcement>(`/announcements/${announcementId}/status`, input);
  return data;
}

/** Closes or reopens; on success the answered announcement is cached and the lists and notifications reload. */
export function useSetAnnouncementStatusMutation(announcementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementStatusInput) => setAnnouncementStatus(announcementId, input),
    onSuccess: (saved) => announcementSaved(queryClient, saved),
  });
}
