import { api } from '@portal/api';
import {
  PAGE_SIZE,
  type AnnouncementListItem,
  type AnnouncementListQuery,
  type AnnouncementPriority,
  type AnnouncementRegion,
  type AnnouncementStatus,
  type AnnouncementType,
  type Page,
} from '@portal/domain';
import type { PageQuery } from '@portal/ui';
import { queryKeys } from '../../../shared/query-keys';

/** Open or closed announcements (spec §3 closed flag): `open` is status open, `closed` any closed status. */
export type AnnouncementState = 'open' | 'closed';

/** One request of the announcement list: 1-based page, search text (title) and the filters of the list screen. */
export interface AnnouncementListRequest {
  page: number;
  pageSize?: number;
  search?: string;
  state?: AnnouncementState;
  type?: AnnouncementType;
  status?: AnnouncementStatus;
  priority?: AnnouncementPriority;
  region?: AnnouncementRegion;
  supplierId?: number;
}

/** The query parameters of a request: 20 per page by default; empty values left out. */
export function toAnnouncementListQuery(request: AnnouncementListRequest): AnnouncementListQuery {
  const query: AnnouncementListQuery = { page: request.page, pageSize: request.pageSize ?? PAGE_SIZE };
  if (request.search?.trim()) query.search = request.search.trim();
  if (request.state) query.state = request.state;
  if (request.type) query.type = request.type;
  if (request.status) query.status = request.status;
  if (request.priority) query.priority = request.priority;
  if (request.region) query.region = request.region;
  if (request.supplierId !== undefined) query.supplierId = request.supplierId;
  return query;
}

/**
 * GET /announcements: one page of the announcements the user may read (open first, then by priority and start;
 * docs/helpdesk-api.md). Rejects with the axios error.
 */
export async function listAnnouncements(
  request: AnnouncementListRequest,
): Promise<Page<AnnouncementListItem>> {
  const { data } = await api.get<Page<AnnouncementListItem>>('/announcements', {
    params: toAnnouncementListQuery(request),
  });
  return data;
}

/** The query of one page of the announcement list, for a DataTable (`['announcements', 'list', query]`). */
export function announcementsPageQuery(request: AnnouncementListRequest): PageQuery<AnnouncementListItem> {
  return {
    queryKey: queryKeys.announcementList(toAnnouncementListQuery(request)),
    queryFn: () => listAnnouncements(request),
  };
}
