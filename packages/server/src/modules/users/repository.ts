import {
  alwaysUsesTwoFactor,
  type OrganizationUser,
  type organizationUserUpdateSchema,
  type Page,
  type UserListItem,
  type userListQuerySchema,
} from '@portal/domain';
import { type SQL, and, asc, count, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/search.js';
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

export type UserListParams = z.output<typeof userListQuerySchema>;

/** ORDER BY of each sort field, ascending; descending flips each part (ties by id stay ascending). */
const USER_ORDER: Record<string, (dir: 'asc' | 'desc') => SQL[]> = {
  name: (dir) => [sql`lower(${users.lastName}) ${sql.raw(dir)}`, sql`lower(${users.firstName}) ${sql.raw(dir)}`],
  email: (dir) => [sql`${users.email} ${sql.raw(dir)}`],
  organization: (dir) => [sql`lower(${organizations.name}) ${sql.raw(dir)}`, sql`lower(${users.lastName}) asc`],
  // Never signed in sorts after every sign-in, both ways.
  lastLogin: (dir) => [sql`${users.lastLoginAt} ${sql.raw(dir)} nulls last`],
};

/**
 * The users of every organization for the staff Users screen (GET /users; issue 11, spec §2 menu "Users"):
 * filtered by `search` (first or last name, e-mail, organization name, customer number; contains, any case),
 * `organizationId` and `role` (a code the user holds), sorted (default by last then first name), one page.
 * Employees (users without an organization) are never listed.
 */
export async function listUsers(db: Database, params: UserListParams): Promise<Page<UserListItem>> {
  const conditions: SQL[] = [isNotNull(users.organizationId)];
  if (params.organizationId !== undefined) conditions.push(eq(users.organizationId, params.organizationId));
  if (params.role !== undefined) conditions.push(sql`${Number(params.role)} = any(${users.roles})`);
  if (params.search) {
    const pattern = containsPattern(params.search);
    conditions.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        ilike(organizations.name, pattern),
        ilike(organizations.customerNumber, pattern),
        // "Ada Lovelace" finds Ada Lovelace.
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const field = (params.sort ?? 'name').replace(/^-/, '');
  const order = USER_ORDER[field]!(params.sort?.startsWith('-') ? 'desc' : 'asc');

  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ user: users, organizationName: organizations.name, customerNumber: organizations.customerNumber })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(where)
      .orderBy(...order, asc(users.id))
      .limit(params.pageSize)
      .offset((params.page - 1) * params.pageSize),
    db
      .select({ total: count() })
      .from(users)
      .innerJoin(organizations, eq(organizations.id, users.organizationId))
      .where(where),
  ]);
  return {
    items: rows.map(({ user, organizationName, customerNumber }) => {
      const { id, email, firstName, lastName, roles, twoFactorEnabled, confirmed, lastLoginAt } = toOrganizationUser(user);
      return {
        id,
        email,
        firstName,
        lastName,
        roles,
        twoFactorEnabled,
        confirmed,
        lastLoginAt,
        organizationId: user.organizationId!,
        organizationName,
        customerNumber,
      };
    }),
    total,
    page: params.page,
    pageSize: params.pageSize,
  };
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
