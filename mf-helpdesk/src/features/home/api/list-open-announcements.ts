import { api } from '@portal/api';
import type { AnnouncementListItem, AnnouncementListQuery, Page } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** How many open announcements the home page shows at most. */
export const HOME_ANNOUNCEMENT_COUNT = 10;

const OPEN_ANNOUNCEMENTS: AnnouncementListQuery = { state: 'open', pageSize: HOME_ANNOUNCEMENT_COUNT };

/**
 * GET /announcements?state=open&pageSize=10: the open announcements that concern the signed-in user (the server
 * filters by organization; staff see all), critical first, then high, medium, low, each by start date. Rejects
 * with the axios error.
 */
export async function listOpenAnnouncements(): Promise<Page<AnnouncementListItem>> {
  const { data } = await api.get<Page<AnnouncementListItem>>('/announcements', {
    params: OPEN_ANNOUNCEMENTS,
  });
  return data;
}

/**
 * The query of the home page's open announcements, cached under `['announcements', 'list', { state: 'open',
 * pageSize: 10 }]`: what the block reads and the home page's first reads (issue 18) fetch.
 */
export const openAnnouncementsQuery = () => ({
  queryKey: queryKeys.announcementList(OPEN_ANNOUNCEMENTS),
  queryFn: listOpenAnnouncements,
});

/** The home page's open announcements ({@link openAnnouncementsQuery}). */
export function useOpenAnnouncementsQuery() {
  return useQuery(openAnnouncementsQuery());
}
