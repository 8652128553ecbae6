import type { AuditEntry, auditQuerySchema, Page } from '@portal/domain';
import { type SQL, and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';

/** Reads of the audit log (docs/customers-api.md "Audit"). Rows are written by `writeAudit` (src/audit.ts). */

export type AuditQueryParams = z.output<typeof auditQuerySchema>;

/**
 * One page of audit entries, newest first (by id, i.e. write order), optionally only for an `entity`, an
 * `entityId` and an actor. The actor is `{id, name, email}` of the user who wrote, or null for system writes and
 * for users removed since.
 */
export async function listAuditEntries(db: Database, params: AuditQueryParams): Promise<Page<AuditEntry>> {
  const conditions: SQL[] = [];
  if (params.entity) conditions.push(eq(auditLog.entity, params.entity));
  if (params.entityId) conditions.push(eq(auditLog.entityId, params.entityId));
  if (params.actorUserId) conditions.push(eq(auditLog.actorUserId, params.actorUserId));
  const where = conditions.length ? and(...conditions) : undefined;

  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        actorId: users.id,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        actorEmail: users.email,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);

  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor:
        r.actorId === null
          ? null
          : {
              id: r.actorId,
              name: `${r.actorFirstName ?? ''} ${r.actorLastName ?? ''}`.trim(),
              email: r.actorEmail ?? '',
            },
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      before: r.before,
      after: r.after,
    })),
    total,
    page: params.page,
    pageSize: params.pageSize,
  };
}
