import { type AnyPgColumn, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './organizations.js';

/** Why a session ended (stored, so every server instance refuses it the same way). */
export const SESSION_END_REASONS = ['signOut', 'passwordChanged', 'passwordReset'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * One sign-in (spec §4; issue "Sessions that follow the account"). The token carries only its `id` (claim `sid`)
 * besides the display claims; every request loads the session with the user's current roles and organization.
 * `authority` is the user's roles and organization at sign-in: when they no longer match (a role change, a move,
 * a removal) the session has ended. Sign-out and password changes end sessions explicitly (`endedAt`).
 */
export const sessions = pgTable(
  'sessions',
  {
    /** 128-bit random, base64url: the token's `sid`. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    authority: text('authority').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedReason: text('ended_reason', { enum: SESSION_END_REASONS }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per account, keyed by the lowercased e-mail whether or not such an account exists (so the lock
 * tells nothing about existence). After a few failures each further attempt waits longer (progressive lock, as
 * Keycloak's brute-force detection); a success or staff clear it. Spec §7 rate limits.
 */
export const loginThrottle = pgTable('login_throttle', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
