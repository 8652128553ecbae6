import { api } from '@portal/api';
import type { Ticket, TicketInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketSaved } from './ticket-cache';

/**
 * POST /tickets: opens a ticket (status open) and mails the support address (opened by a customer) or the
 * requester (opened by staff). Resolves with the stored ticket; rejects with the axios error (400 with field
 * errors, e.g. `priority` when urgent is not allowed, `organizationId`, `email`).
 */
export async function createTicket(input: TicketInput): Promise<Ticket> {
  const { data } = await api.post<Ticket>('/tickets', input);
  return data;
}

/** Opens a ticket; on success it is cached and the ticket lists reload. */
export function useCreateTicketMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (created) => ticketSaved(queryClient, created),
  });
}
