import { api } from '@portal/api';
import {
  TICKET_PAGE_SIZE,
  TICKET_SORT_FIELDS,
  type Page,
  type TicketAssigneeFilter,
  type TicketListItem,
  type TicketListQuery,
  type TicketPriority,
  type TicketStatus,
} from '@portal/domain';
import type { PageQuery } from '@portal/ui';
import { queryKeys } from '../../../shared/query-keys';

/** Which tickets by status: the six working ones (`active`, the server's default) or every ticket (`all`). */
export type TicketState = 'active' | 'all';

/**
 * One request of the ticket list (docs/helpdesk-api.md GET /api/tickets): 1-based page, sort (`field` or `-field`),
 * search text and the filters of the list screen. `organizationId` and `assignee` are staff filters.
 */
export interface TicketListRequest {
  page: number;
  pageSize?: number;
  sort?: string;
  search?: string;
  state?: TicketState;
  status?: TicketStatus;
  priority?: TicketPriority;
  assignee?: TicketAssigneeFilter;
  organizationId?: number;
}

/** A sort the server knows (`field` or `-field` of TICKET_SORT_FIELDS), else undefined (a hand-edited URL). */
function knownSort(sort: string | undefined): string | undefined {
  const field = sort?.replace(/^-/, '');
  return (TICKET_SORT_FIELDS as readonly string[]).includes(field ?? '') ? sort : undefined;
}

/**
 * The query parameters of a request: 20 per page by default, empty values and unknown sorts left out (the server
 * then applies its defaults: active tickets, every assignee, last activity first). One chosen status is sent with
 * `state=all`, so the server returns it whatever it counts as active (e.g. `status=closed`).
 */
export function toTicketListQuery(request: TicketListRequest): TicketListQuery {
  const query: TicketListQuery = { page: request.page, pageSize: request.pageSize ?? TICKET_PAGE_SIZE };
  if (request.search?.trim()) query.search = request.search.trim();
  if (request.status) {
    query.state = 'all';
    query.status = request.status;
  } else if (request.state) {
    query.state = request.state;
  }
  if (request.priority) query.priority = request.priority;
  if (request.assignee) query.assignee = request.assignee;
  if (request.organizationId !== undefined) query.organizationId = request.organizationId;
  const sort = knownSort(request.sort);
  if (sort) query.sort = sort;
  return query;
}

/**
 * GET /tickets: one page of the tickets the user may see (organization users: their organization's; staff: all),
 * last activity first unless sorted otherwise. Rejects with the axios error.
 */
export async function listTickets(request: TicketListRequest): Promise<Page<TicketListItem>> {
  const { data } = await api.get<Page<TicketListItem>>('/tickets', { params: toTicketListQuery(request) });
  return data;
}

/** The query of one page of the ticket list, for a DataTable (`['tickets', 'list', query]`). */
export function ticketsPageQuery(request: TicketListRequest): PageQuery<TicketListItem> {
  return {
    queryKey: queryKeys.ticketList(toTicketListQuery(request)),
    queryFn: () => listTickets(request),
  };
}
