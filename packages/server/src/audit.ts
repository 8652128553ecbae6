import type { FastifyRequest } from 'fastify';
import type { Database } from './db/client.js';
import { auditLog } from './db/schema/index.js';

/** Who performs a write, for the audit log (the signed-in user's id; null for system writes such as the seed). */
export interface Actor {
  userId: number | null;
}

/** The audit actor of a request: the signed-in user's id (null when signed out, which access hooks refuse). */
export function actorOf(request: FastifyRequest): Actor {
  return { userId: request.user?.id ?? null };
}

/**
 * Records one write in `audit_log` (issue 3: every write of staff and user managers): who (`actor`), what
 * (`action` such as create/update/delete, `entity` such as organization/address/organizationUser, `entityId`)
 * and the JSON `before` / `after` states (null for a create's before or a delete's after). Call it inside the
 * write's transaction so the record and the change commit together.
 */
export async function writeAudit(
  db: Database,
  actor: Actor,
  action: string,
  entity: string,
  entityId: number | string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.userId,
    action,
    entity,
    entityId: String(entityId),
    before: before ?? null,
    after: after ?? null,
  });
}
