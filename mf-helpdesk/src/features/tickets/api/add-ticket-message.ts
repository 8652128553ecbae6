import { api } from '@portal/api';
import type { Ticket, TicketReplyInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketSaved } from './ticket-cache';

/**
 * POST /tickets/{id}/messages `{ body, internal }`: a public reply (mailed to the requester, or for a customer's
 * reply to the assignee or the support address) or, for handlers, an internal note (never shown or mailed to the
 * customer). A customer's reply on "waiting for client" or "resolved" reopens the ticket. Resolves with the ticket;
 * rejects with the axios error (400 field body, e.g. on a closed ticket).
 */
export async function addTicketMessage(ticketId: number, input: TicketReplyInput): Promise<Ticket> {
  const { data } = await api.post<Ticket>(`/tickets/${ticketId}/messages`, input);
  return data;
}

/** Adds a reply or internal note; on success the answered ticket is cached and the lists reload. */
export function useAddTicketMessageMutation(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TicketReplyInput) => addTicketMessage(ticketId, input),
    onSuccess: (saved) => ticketSaved(queryClient, saved),
  });
}
