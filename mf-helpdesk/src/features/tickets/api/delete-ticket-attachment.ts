import { api } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketAttachmentsChanged } from './ticket-cache';

/**
 * DELETE /tickets/{id}/attachments/{attachmentId} (handlers: super admin, management, support) → 204; the stored
 * file is removed too. Rejects with the axios error (403 for others, 404 for an unknown attachment).
 */
export async function deleteTicketAttachment(ticketId: number, attachmentId: number): Promise<void> {
  await api.delete(`/tickets/${ticketId}/attachments/${attachmentId}`);
}

/** Deletes a file of ticket `ticketId`; on success the ticket and the ticket lists are loaded again. */
export function useDeleteTicketAttachmentMutation(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: number) => deleteTicketAttachment(ticketId, attachmentId),
    onSuccess: () => ticketAttachmentsChanged(queryClient, ticketId),
  });
}
