import { downloadFile, type DownloadedFile } from '@portal/api';
import type { TicketAttachment } from '@portal/domain';

/**
 * GET /tickets/{id}/attachments/{attachmentId}?download=1, offered to the user as a download named by the server
 * (else the attachment's file name). Rejects with the axios error (404 when the file is gone or out of reach).
 */
export function downloadTicketAttachment(
  ticketId: number,
  attachment: Pick<TicketAttachment, 'id' | 'fileName'>,
): Promise<DownloadedFile> {
  return downloadFile(`/tickets/${ticketId}/attachments/${attachment.id}?download=1`, attachment.fileName);
}
