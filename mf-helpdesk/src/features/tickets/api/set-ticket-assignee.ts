import { api } from '@portal/api';
import type { Ticket } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketSaved } from './ticket-cache';

/**
 * PUT /tickets/{id}/assignee `{ assigneeId }` (handlers): assigns the ticket to an employee of the helpdesk, or
 * unassigns it (`null`). Resolves with the ticket; rejects with the axios error (400 field assigneeId when the
 * employee is not a handler).
 */
export async function setTicketAssignee(ticketId: number, assigneeId: number | null): Promise<Ticket> {
  const { data } = await api.put<Ticket>(`/tickets/${ticketId}/assignee`, { assigneeId });
  return data;
}

/** Changes the assignee; on success the answered ticket is cached and the lists reload. */
export function useSetTicketAssigneeMutation(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assigneeId: number | null) => setTicketAssignee(ticketId, assigneeId),
    onSuccess: (saved) => ticketSaved(queryClient, saved),
  });
}
