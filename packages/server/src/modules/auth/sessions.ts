import { randomBytes } from 'node:crypto';
import type { TokenClaims } from '@portal/domain';
import { decodeJwt } from 'jose';
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { organizations, sessions, type SessionEndReason, users } from '../../db/schema/index.js';
import { signToken } from './jwt.js';
import { roleNamesOf, tokenPayloadFor, type UserRow } from './repository.js';

/**
 * The authority a session was started with: organization and roles (spec §6 bases every permission on them).
 * When the user's current value differs, every session started before the change has ended.
 */
export function authorityOf(user: Pick<UserRow, 'organizationId' | 'roles' | 'employeeRole'>): string {
  return `${user.organizationId ?? 'provider'}:${[...roleNamesOf(user)].sort().join(',')}`;
}

/** A new session id: 128 random bits, base64url (the token's `sid`). */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/** Stores a session of `user` that expires with its token at `expiresAt`; also drops that user's expired rows. */
export async function startSession(db: Database, user: UserRow, id: string, expiresAt: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, new Date())));
  await db.insert(sessions).values({ id, userId: user.id, authority: authorityOf(user), expiresAt });
}

/** Why a request's session is not usable; `null` when it is. */
export type SessionState = { user: TokenClaims; ended: null } | { user: null; ended: 'ended' | 'unknown' };

/**
 * The signed-in user of a request, from the database (never from the token's claims): the session `sid` must
 * exist, be open and unexpired; the user must still exist with the roles and organization the session started
 * with; an organization user's organization must be active. Claims are rebuilt from the current rows (roles,
 * organization, subsystems). Returns `ended` for a session that existed but may no longer be used.
 */
export async function loadSessionUser(db: Database, sid: string, token: Pick<TokenClaims, 'exp' | 'iat'>): Promise<SessionState> {
  const [row] = await db
    .select({ session: sessions, user: users, organizationInactive: organizations.isInactive })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(sessions.id, sid))
    .limit(1);
  if (!row) return { user: null, ended: 'unknown' };
  const { session, user, organizationInactive } = row;
  const usable =
    session.endedAt === null &&
    session.expiresAt.getTime() > Date.now() &&
    session.authority === authorityOf(user) &&
    organizationInactive !== true;
  if (!usable) return { user: null, ended: 'ended' };
  return { user: { ...(await tokenPayloadFor(db, user)), sid, exp: token.exp, iat: token.iat }, ended: null };
}

/** Ends one session (sign-out). Returns whether an open session was ended. */
export async function endSession(db: Database, sid: string, reason: SessionEndReason): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: new Date(), endedReason: reason })
    .where(and(eq(sessions.id, sid), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/**
 * Ends every open session of a user (password reset), or every one but `except` (password change: the session
 * that changed it goes on). Use `tx` inside a transaction so the change and the ending land together.
 */
export async function endUserSessions(
  db: Database,
  userId: number,
  reason: SessionEndReason,
  { except }: { except?: string } = {},
): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: new Date(), endedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), except ? ne(sessions.id, except) : undefined));
}


/**
 * Signs in `user`: stores a new session and returns its token (claims of spec §7 for display, plus `sid`; expiry
 * `config.jwtExpiresIn`, which is also the session's).
 */
export async function issueSessionToken(
  db: Database,
  config: Pick<AppConfig, 'jwtSecret' | 'jwtExpiresIn'>,
  user: UserRow,
): Promise<string> {
  const sid = newSessionId();
  const token = await signToken(config, { ...(await tokenPayloadFor(db, user)), sid });
  const { exp } = decodeJwt(token);
  await startSession(db, user, sid, new Date((exp ?? 0) * 1000));
  return token;
}
