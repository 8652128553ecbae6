import { api } from '@portal/api';
import type { TicketAttachment } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketAttachmentsChanged } from './ticket-cache';

/** What attaching a file needs: the file, whether it is internal, and a progress callback (percent 0–100). */
export interface TicketAttachmentUpload {
  file: File;
  /** Handlers only (403 otherwise): an internal file, listed and served to staff only. */
  internal: boolean;
  /** Called as the upload goes on with the percentage sent; undefined when the size is unknown. */
  onProgress?: (percent: number | undefined) => void;
}

/**
 * POST /tickets/{id}/attachments[?internal=true] (multipart `file`; docs/helpdesk-api.md "Ticket attachments") →
 * 201 with the stored attachment. The server sniffs the type from the bytes (PDF, PNG/JPEG/GIF/WebP, office
 * documents, ZIP) and takes at most UPLOAD_MAX_BYTES (20 MB by default). Rejects with the axios error: 400 field
 * `file` (no file, another type, too large, or a closed ticket), 403 an internal file from a non-handler.
 */
export async function uploadTicketAttachment(
  ticketId: number,
  { file, internal, onProgress }: TicketAttachmentUpload,
): Promise<TicketAttachment> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await api.post<TicketAttachment>(`/tickets/${ticketId}/attachments`, form, {
    params: internal ? { internal: 'true' } : undefined,
    onUploadProgress: (event) =>
      onProgress?.(event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : undefined),
  });
  return data;
}

/** Attaches a file to ticket `ticketId`; on success the ticket and the ticket lists are loaded again. */
export function useUploadTicketAttachmentMutation(ticketId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: TicketAttachmentUpload) => uploadTicketAttachment(ticketId, upload),
    onSuccess: () => ticketAttachmentsChanged(queryClient, ticketId),
  });
}
