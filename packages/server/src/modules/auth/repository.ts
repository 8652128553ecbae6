import { type CurrentUser, alwaysUsesTwoFactor, organizationRoleFromCode, providerRoleFromCode, type Role } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { organizations, organizationSubsystems, users } from '../../db/schema/index.js';
import type { TokenPayload } from './jwt.js';

export type UserRow = typeof users.$inferSelect;

/** The user with this e-mail (matched lowercased), or undefined. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

/** The user with this id, or undefined. */
export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Role names of a user: the employee role for staff, the organization role codes otherwise (spec §3). */
export function roleNamesOf(user: Pick<UserRow, 'organizationId' | 'roles' | 'employeeRole'>): Role[] {
  if (user.organizationId === null) {
    const role = user.employeeRole === null ? undefined : providerRoleFromCode(user.employeeRole);
    return role ? [role] : [];
  }
  return [...new Set(user.roles.map((code) => organizationRoleFromCode(code)))];
}

/** Token claims of a user (spec §3 session user): roles as names, subsystems from the organization's links. */
export async function tokenPayloadFor(db: Database, user: UserRow): Promise<TokenPayload> {
  const subsystems =
    user.organizationId === null
      ? []
      : (
          await db
            .select({ subsystem: organizationSubsystems.subsystem })
            .from(organizationSubsystems)
            .where(eq(organizationSubsystems.organizationId, user.organizationId))
            .orderBy(organizationSubsystems.subsystem)
        ).map((r) => r.subsystem);
  return {
    sub: String(user.id),
    id: user.id,
    organizationId: user.organizationId,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`.trim(),
    roles: roleNamesOf(user),
    subsystems,
  };
}

/** True when `organizationId` names a deactivated organization (staff, with null, never are). */
export async function organizationIsInactive(db: Database, organizationId: number | null): Promise<boolean> {
  if (organizationId === null) return false;
  const [row] = await db
    .select({ isInactive: organizations.isInactive })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.isInactive === true;
}

/** Stores a new password hash; `confirm` also marks the account confirmed (when not yet). */
export async function updatePasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  const [row] = await db.select({ confirmedAt: users.confirmedAt }).from(users).where(eq(users.id, userId));
  await db
    .update(users)
    .set({ passwordHash, confirmedAt: row?.confirmedAt ?? new Date() })
    .where(eq(users.id, userId));
}

/** Records a successful sign-in. */
export async function touchLastLogin(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Whether the user signs in with a 2FA code: switched on, or holding a role that always uses it (spec §6) whatever
 * the stored flag says. Sign-in asks for the code on this, and the API reports it as `twoFactorEnabled`.
 */
export function usesTwoFactor(user: Pick<UserRow, 'twoFactorEnabled' | 'organizationId' | 'roles' | 'employeeRole'>): boolean {
  return user.twoFactorEnabled || alwaysUsesTwoFactor(roleNamesOf(user));
}

/** The wire shape of GET /api/users/me (CurrentUser, spec §3) of a user row. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    phoneNumber: user.phoneNumber,
    roles: roleNamesOf(user),
    organizationId: user.organizationId,
    twoFactorEnabled: usesTwoFactor(user),
    sendApnInfo: user.organizationId === null ? false : user.sendApnInfo,
    locale: user.locale === 'en' || user.locale === 'nl' ? user.locale : null,
  };
}
