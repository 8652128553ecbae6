import { api } from '@portal/api';
import type { AnnouncementListItem, AnnouncementListQuery, Page } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mergeSearchResults, SUGGESTION_LIMIT } from './subject-search';

/** How many open announcements one search asks for (the merged list shows SUGGESTION_LIMIT of them). */
const SEARCH_PAGE_SIZE = 5;

/**
 * Cache key `['announcements', 'matching', terms]`, below the announcements' prefix so announcement writes refresh
 * it. Belongs in shared/query-keys.ts (as `queryKeys.matchingAnnouncements`); kept here until it moves there.
 */
export const matchingAnnouncementsKey = (terms: string[]) => ['announcements', 'matching', terms] as const;

/**
 * GET /announcements?state=open&search=&pageSize=5, once per term at the same time (docs/helpdesk-api.md): the open
 * announcements whose title contains a term and that concern the user (the server applies the concern rule to
 * organization users), merged by mergeSearchResults to at most SUGGESTION_LIMIT (3), critical first within each
 * search. Rejects with the axios error when any request fails.
 */
export async function listMatchingAnnouncements(terms: string[]): Promise<AnnouncementListItem[]> {
  const lists = await Promise.all(
    terms.map(async (search) => {
      const params: AnnouncementListQuery = { state: 'open', search, pageSize: SEARCH_PAGE_SIZE };
      const { data } = await api.get<Page<AnnouncementListItem>>('/announcements', { params });
      return data.items;
    }),
  );
  return mergeSearchResults(lists, SUGGESTION_LIMIT);
}

/**
 * The known-issue suggestions of a new ticket (skipped without terms); the previous answer stays while the next
 * terms load.
 */
export function useMatchingAnnouncementsQuery(terms: string[]) {
  return useQuery({
    queryKey: matchingAnnouncementsKey(terms),
    queryFn: () => listMatchingAnnouncements(terms),
    enabled: terms.length > 0,
    placeholderData: keepPreviousData,
  });
}
