import type {
  AccountManagerInfo,
  CurrentUser,
  profileInputSchema,
  settingsInputSchema,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import { organizations, users } from '../../db/schema/index.js';
import { toCurrentUser, type UserRow } from '../auth/repository.js';

/**
 * The signed-in user's own profile, two-factor and settings (docs/customers-api.md "Own profile, 2FA, settings,
 * account manager"). Every change is audited (entity `user`, the CurrentUser shape before and after, never the
 * password hash) in its transaction.
 */

export type ProfileWrite = z.output<typeof profileInputSchema>;
export type SettingsWrite = z.output<typeof settingsInputSchema>;
type UserChange = Partial<
  Pick<UserRow, 'firstName' | 'lastName' | 'phoneNumber' | 'twoFactorEnabled' | 'sendApnInfo' | 'locale'>
>;

/** Called inside the transaction with the current row; throws (e.g. 403) to refuse, or returns the change. */
export type OwnChange = (current: UserRow) => UserChange;

/**
 * Applies `change` to the user's own row and audits it under `action`. Returns the new CurrentUser, or null when
 * the user no longer exists (a token of a removed user).
 */
export async function changeOwnUser(
  db: Database,
  userId: number,
  action: string,
  change: OwnChange,
  actor: Actor,
): Promise<CurrentUser | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
    if (!row) return null;
    const values = change(row);
    const [updated] = await tx.update(users).set(values).where(eq(users.id, userId)).returning();
    const before = toCurrentUser(row);
    const after = toCurrentUser(updated);
    await writeAudit(tx, actor, action, 'user', userId, before, after);
    return after;
  });
}

/** Profile change: name and phone (PUT /users/me/profile). */
export const profileChange =
  (input: ProfileWrite): OwnChange =>
  () => ({ firstName: input.firstName, lastName: input.lastName, phoneNumber: input.phoneNumber });

/** Settings change: preferred language (null: follow Accept-Language) and APN mails (staff: always false). */
export const settingsChange =
  (input: SettingsWrite): OwnChange =>
  (row) => ({ locale: input.locale, sendApnInfo: row.organizationId === null ? false : input.sendApnInfo });

/**
 * The account manager page of an organization: its contact person as a card (null when it has none) and the
 * support phone and e-mail. Null when the organization does not exist.
 */
export async function findAccountManager(
  db: Database,
  organizationId: number,
  support: AccountManagerInfo['support'],
): Promise<AccountManagerInfo | null> {
  const [row] = await db
    .select({
      organizationId: organizations.id,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
    })
    .from(organizations)
    .leftJoin(users, eq(users.id, organizations.contactPersonId))
    .where(eq(organizations.id, organizationId))
    .limit(1);
  if (!row) return null;
  const accountManager =
    row.id === null
      ? null
      : {
          id: row.id,
          name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
          email: row.email ?? '',
          phoneNumber: row.phoneNumber,
        };
  return { accountManager, support };
}
