import { api } from '@portal/api';
import type { Announcement } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /announcements/{id}: every field of spec §3, the messages oldest first and, for staff, the mail sends.
 * A 404 (unknown, or not concerning the user's organization) goes to the not-found page through @portal/api.
 */
export async function getAnnouncement(announcementId: number): Promise<Announcement> {
  const { data } = await api.get<Announcement>(`/announcements/${announcementId}`);
  return data;
}

/** One announcement (cached under `['announcements', id]`); nothing is loaded for an id that is not an integer. */
export function useAnnouncementQuery(announcementId: number) {
  return useQuery({
    queryKey: queryKeys.announcement(announcementId),
    queryFn: Number.isInteger(announcementId) ? () => getAnnouncement(announcementId) : skipToken,
  });
}
