import type { Ticket } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * After a write answered with the stored ticket (create, reply, status, assignee): caches it (no second request)
 * and marks every page of the ticket list stale (each list key starts with `['tickets', 'list']`). Resolves when
 * the lists on screen are loaded again.
 */
export async function ticketSaved(queryClient: QueryClient, ticket: Ticket): Promise<void> {
  queryClient.setQueryData(queryKeys.ticket(ticket.id), ticket);
  await queryClient.invalidateQueries({ queryKey: queryKeys.ticketLists() });
}

/**
 * After a write that answers without the ticket (attaching or deleting a file, issue 13): loads ticket `ticketId`
 * again, so its `attachments` are those of the server, and marks every page of the ticket list stale (attaching
 * moves the last activity). Resolves when the ticket and the lists on screen are loaded again.
 */
export async function ticketAttachmentsChanged(queryClient: QueryClient, ticketId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.ticket(ticketId), exact: true }),
    queryClient.invalidateQueries({ queryKey: queryKeys.ticketLists() }),
  ]);
}
