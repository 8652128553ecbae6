import {
  alwaysUsesTwoFactor,
  type OrganizationUser,
  type organizationUserUpdateSchema,
} from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import { loginThrottle, organizations, users } from '../../db/schema/index.js';
import { normalizeRoleCodes } from '../organizations/policy.js';
import { toOrganizationUser } from '../organizations/repository.js';

/**
 * Queries for the users of one organization (docs/customers-api.md "Organization users"; spec §3 Organization
 * user). A user id that is not a user of that organization (another organization's user, an employee) reads as
 * not found. Every write is audited (entity `organizationUser`) in its transaction; the audit states are the wire
 * shape plus `organizationId`, never the password hash.
 */

/** The wire shape of an organization user (roles as code strings), shared with the add-user route. */
export { toOrganizationUser };

export type OrganizationUserUpdateWrite = z.output<typeof organizationUserUpdateSchema>;
export type UserRow = typeof users.$inferSelect;

/** Called inside the transaction with the user as it is now; throws (403/400) to refuse the write. */
export type UserWriteGuard = (target: OrganizationUser) => void;

const auditState = (user: OrganizationUser, organizationId: number) => ({ ...user, organizationId });

/** Users of the organization, by last then first name (case-insensitive), then id; null when it does not exist. */
export async function listOrganizationUsers(
  db: Database,
  organizationId: number,
): Promise<OrganizationUser[] | null> {
  const [org] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!org) return null;
  const rows = await db
    .select({ user: users, lockedUntil: loginThrottle.lockedUntil })
    .from(users)
    .leftJoin(loginThrottle, eq(loginThrottle.email, users.email))
    .where(eq(users.organizationId, organizationId))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id));
  const now = Date.now();
  return rows.map(({ user, lockedUntil }) => ({
    ...toOrganizationUser(user),
    signInLockedUntil: lockedUntil && lockedUntil.getTime() > now ? lockedUntil.toISOString() : null,
  }));
}

/** The row of user `userId` when it is a user of organization `organizationId`, else undefined. */
export async function findOrganizationUserRow(
  db: Database,
  organizationId: number,
  userId: number,
  lock = false,
): Promise<UserRow | undefined> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Updates name, phone, roles, 2FA and APN mails of an organization user (not the e-mail). Role codes are stored
 * normalized (unknown → 0, spec §3); a role that always uses 2FA (spec §6) forces `twoFactorEnabled`. `guard`
 * sees the current state first. Returns the new state, or null when the user is not a user of that organization.
 */
export async function updateOrganizationUser(
  db: Database,
  organizationId: number,
  userId: number,
  input: OrganizationUserUpdateWrite,
  actor: Actor,
  guard: UserWriteGuard,
): Promise<OrganizationUser | null> {
  return db.transaction(async (tx) => {
    const row = await findOrganizationUserRow(tx, organizationId, userId, true);
    if (!row) return null;
    const before = toOrganizationUser(row);
    guard(before);
    const roles = normalizeRoleCodes(input.roles);
    const always2fa = alwaysUsesTwoFactor(roles);
    const [updated] = await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        roles,
        twoFactorEnabled: input.twoFactorEnabled || always2fa,
        sendApnInfo: input.sendApnInfo,
      })
      .where(eq(users.id, userId))
      .returning();
    const after = toOrganizationUser(updated);
    await writeAudit(
      tx,
      actor,
      'update',
      'organizationUser',
      userId,
      auditState(before, organizationId),
      auditState(after, organizationId),
    );
    return after;
  });
}

/**
 * Removes an organization user permanently (its tokens go with it, so it can no longer sign in or use a link).
 * `guard` sees the current state first. Returns false when the user is not a user of that organization.
 */
export async function deleteOrganizationUser(
  db: Database,
  organizationId: number,
  userId: number,
  actor: Actor,
  guard: UserWriteGuard,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await findOrganizationUserRow(tx, organizationId, userId, true);
    if (!row) return false;
    const before = toOrganizationUser(row);
    guard(before);
    await tx.delete(users).where(eq(users.id, userId));
    await writeAudit(
      tx,
      actor,
      'delete',
      'organizationUser',
      userId,
      auditState(before, organizationId),
      null,
    );
    return true;
  });
}

/** Records that a new confirmation link was mailed to an organization user (action `resendConfirmation`). */
export async function auditConfirmationResent(
  db: Database,
  organizationId: number,
  user: OrganizationUser,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    await writeAudit(tx, actor, 'resendConfirmation', 'organizationUser', user.id, null, {
      email: user.email,
      organizationId,
    });
  });
}
