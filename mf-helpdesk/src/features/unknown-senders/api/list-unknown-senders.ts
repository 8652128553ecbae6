import { api } from '@portal/api';
import {
  TICKET_PAGE_SIZE,
  type Page,
  type UnknownSenderQuery,
  type UnknownSenderTicket,
} from '@portal/domain';
import type { PageQuery } from '@portal/ui';
import { queryKeys } from '../../../shared/query-keys';

/**
 * One request of the Unknown users (spam) queue (docs/helpdesk-api.md GET /api/tickets/unknown): 1-based page and
 * a search text (sender name, sender e-mail and subject).
 */
export interface UnknownSenderListRequest {
  page: number;
  pageSize?: number;
  search?: string;
}

/** The query parameters of a request: 20 per page by default, the search trimmed and left out when empty. */
export function toUnknownSenderQuery(request: UnknownSenderListRequest): UnknownSenderQuery {
  const query: UnknownSenderQuery = { page: request.page, pageSize: request.pageSize ?? TICKET_PAGE_SIZE };
  const search = request.search?.trim();
  if (search) query.search = search;
  return query;
}

/**
 * GET /tickets/unknown (staff): one page of the mail from senders the portal does not know, newest first, each
 * with the organization its e-mail domain suggests (null for none). Rejects with the axios error.
 */
export async function listUnknownSenders(
  request: UnknownSenderListRequest,
): Promise<Page<UnknownSenderTicket>> {
  const { data } = await api.get<Page<UnknownSenderTicket>>('/tickets/unknown', {
    params: toUnknownSenderQuery(request),
  });
  return data;
}

/** The query of one page of the queue, for a DataTable (`['tickets', 'unknown', query]`). */
export function unknownSendersPageQuery(request: UnknownSenderListRequest): PageQuery<UnknownSenderTicket> {
  return {
    queryKey: queryKeys.unknownSenderList(toUnknownSenderQuery(request)),
    queryFn: () => listUnknownSenders(request),
  };
}
