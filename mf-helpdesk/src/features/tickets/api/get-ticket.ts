import { api } from '@portal/api';
import type { Ticket } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * GET /tickets/{id}: the ticket (spec §3 Ticket) with its thread oldest first (internal notes for staff only) and
 * the statuses the caller may move it to (`allowedStatuses`). A 404 (unknown, or another organization's ticket)
 * goes to the not-found page through @portal/api.
 */
export async function getTicket(ticketId: number): Promise<Ticket> {
  const { data } = await api.get<Ticket>(`/tickets/${ticketId}`);
  return data;
}

/** One ticket (cached under `['tickets', id]`); nothing is loaded for an id that is not an integer. */
export function useTicketQuery(ticketId: number) {
  return useQuery({
    queryKey: queryKeys.ticket(ticketId),
    queryFn: Number.isInteger(ticketId) ? () => getTicket(ticketId) : skipToken,
  });
}
