import { api } from '@portal/api';
import type { Ticket, TicketLinkInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';
import { invalidateUnknownSenderLists } from './unknown-sender-cache';

/** Which mail of the queue goes to which organization. */
export interface TicketLinkRequest {
  ticketId: number;
  organizationId: number;
}

/**
 * PUT /tickets/{id}/organization `{ organizationId }` (handlers: super admin, management, support): links a mail
 * of the Unknown users queue to an organization, which makes it a ticket of that organization with the sender as
 * its requester (the organization's user with that e-mail, when there is one); the message is kept. Resolves with
 * the ticket; rejects with the axios error (400 field organizationId for an unknown organization or mail already
 * linked; 403 for account managers). A 404 (the mail was deleted meanwhile) is passed on as an error to show, not
 * sent to the not-found page: the queue is still on screen.
 */
export async function linkTicketToOrganization({
  ticketId,
  organizationId,
}: TicketLinkRequest): Promise<Ticket> {
  const input: TicketLinkInput = { organizationId };
  const { data } = await api.put<Ticket>(`/tickets/${ticketId}/organization`, input, {
    passNotFound: true,
  });
  return data;
}

/**
 * Links a mail to an organization; on success the ticket is cached (its page opens without a request) and the
 * queue and the ticket lists reload.
 */
export function useLinkTicketMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkTicketToOrganization,
    onSuccess: async (ticket) => {
      queryClient.setQueryData(queryKeys.ticket(ticket.id), ticket);
      await Promise.all([
        invalidateUnknownSenderLists(queryClient),
        queryClient.invalidateQueries({ queryKey: queryKeys.ticketLists() }),
      ]);
    },
  });
}
