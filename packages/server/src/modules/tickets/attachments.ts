import { type TicketAttachment, TicketMessages } from '@portal/domain';
import { and, asc, eq } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import { ticketAttachments, tickets } from '../../db/schema/index.js';
import { badRequest, forbidden } from '../../errors.js';
import type { StoredUpload } from '../../files/upload.js';
import type { TenantScope } from '../../plugins/access.js';
import type { TicketViewer } from './repository.js';

/**
 * Ticket attachments (issue 13; docs/helpdesk-api.md): files in the file storage, one row each. Who sees a file
 * follows the ticket (the tenant rule); internal files only staff. Writes are audited in their transaction.
 */

type Row = typeof ticketAttachments.$inferSelect;

/** A stored attachment as the API shows it. */
export const toAttachment = (row: Row): TicketAttachment => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  internal: row.internal,
  uploadedByName: row.uploadedByName,
  createdAt: row.createdAt.toISOString(),
});

/** The ticket condition of a tenant scope (staff: all; organization users: their organization's). */
const ticketInScope = (scope: TenantScope) =>
  scope.kind === 'all' ? undefined : eq(tickets.organizationId, scope.organizationId);

/** The attachments of a ticket the viewer reaches, oldest first (internal ones for staff only). */
export async function listTicketAttachments(
  db: Database,
  ticketId: number,
  staff: boolean,
): Promise<TicketAttachment[]> {
  const rows = await db
    .select()
    .from(ticketAttachments)
    .where(
      and(
        eq(ticketAttachments.ticketId, ticketId),
        staff ? undefined : eq(ticketAttachments.internal, false),
      ),
    )
    .orderBy(asc(ticketAttachments.id));
  return rows.map(toAttachment);
}

/**
 * Whether the viewer may add a file to ticket `id`: null when the ticket is outside its scope (404); throws 403
 * for an internal file from a non-handler and 400 (field file) on a closed ticket. Checked before the upload is
 * read, so nothing is stored for a refused request.
 */
export async function assertMayAttach(
  db: Database,
  viewer: TicketViewer,
  id: number,
  internal: boolean,
): Promise<boolean> {
  if (internal && !viewer.handler) throw forbidden('Only the helpdesk adds internal files.');
  const [ticket] = await db
    .select({ status: tickets.status })
    .from(tickets)
    .where(and(eq(tickets.id, id), ticketInScope(viewer.scope)));
  if (!ticket) return false;
  if (ticket.status === 'closed') throw badRequest([{ field: 'file', message: TicketMessages.closedTicket }]);
  return true;
}

/** Records a stored upload as an attachment of ticket `id` (moves its last activity); audited. */
export async function insertTicketAttachment(
  db: Database,
  viewer: TicketViewer,
  id: number,
  file: StoredUpload,
  internal: boolean,
  actor: Actor,
): Promise<TicketAttachment> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ticketAttachments)
      .values({
        ticketId: id,
        internal,
        fileName: file.fileName,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        sha256: file.sha256,
        storageKey: file.storageKey,
        uploadedBy: viewer.userId,
        uploadedByName: viewer.name,
      })
      .returning();
    await tx.update(tickets).set({ lastActivityAt: row.createdAt }).where(eq(tickets.id, id));
    await writeAudit(tx, actor, 'attach', 'ticket', id, null, {
      attachmentId: row.id,
      fileName: row.fileName,
    });
    return toAttachment(row);
  });
}

/** One attachment the viewer may read (for download), with its storage key; null otherwise (404). */
export async function findTicketAttachment(
  db: Database,
  viewer: TicketViewer,
  ticketId: number,
  attachmentId: number,
): Promise<Row | null> {
  const [row] = await db
    .select({ attachment: ticketAttachments })
    .from(ticketAttachments)
    .innerJoin(tickets, eq(tickets.id, ticketAttachments.ticketId))
    .where(
      and(
        eq(ticketAttachments.id, attachmentId),
        eq(ticketAttachments.ticketId, ticketId),
        ticketInScope(viewer.scope),
        viewer.staff ? undefined : eq(ticketAttachments.internal, false),
      ),
    );
  return row?.attachment ?? null;
}

/** Deletes an attachment row (handlers); returns its storage key for the caller to remove, or null (404). */
export async function deleteTicketAttachment(
  db: Database,
  ticketId: number,
  attachmentId: number,
  actor: Actor,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(ticketAttachments)
      .where(and(eq(ticketAttachments.id, attachmentId), eq(ticketAttachments.ticketId, ticketId)))
      .returning();
    if (!row) return null;
    await writeAudit(
      tx,
      actor,
      'detach',
      'ticket',
      ticketId,
      { attachmentId: row.id, fileName: row.fileName },
      null,
    );
    return row.storageKey;
  });
}
