import { api } from '@portal/api';
import type { Ticket, TicketStatus } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketSaved } from './ticket-cache';

/**
 * PUT /tickets/{id}/status `{ status }` (handlers: super admin, management, support): moves the ticket along
 * TICKET_TRANSITIONS (closed is final). Resolves with the ticket; rejects with the axios error (400 field status
 * when the transition is refused, 403 for others).
 */
export async function setTicketStatus(ticketId: number, status: TicketStatus): Promise<Ticket> {
  const { data } = await api.put<Ticket>(`/tickets/${ticketId}/status`, { status });
  return data;
}

/** Changes the status; on success the answered ticket is cached and the lists reload. */
export function useSetTicketStatusMutation(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: TicketStatus) => setTicketStatus(ticketId, status),
    onSuccess: (saved) => ticketSaved(queryClient, saved),
  });
}
