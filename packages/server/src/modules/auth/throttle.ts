import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { loginThrottle } from '../../db/schema/index.js';

/**
 * Per-account brute-force protection (spec §7 rate limits; issue "Sessions that follow the account"), beside the
 * per-IP + e-mail rate limit: failures are counted per e-mail in the database (so they add up across client
 * addresses and server instances). From the {@link LOCK_AFTER_FAILURES}th failure on, the account is locked for
 * {@link LOCK_BASE_MS} doubling with every further failure up to {@link LOCK_MAX_MS} — a delay, never a permanent
 * lockout that anyone could use to keep a customer out. Quiet for {@link FAILURE_RESET_MS}: the count starts over.
 * A successful sign-in or staff (DELETE /api/users/{id}/lock) clear it.
 */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_BASE_MS = 30_000;
export const LOCK_MAX_MS = 15 * 60_000;
export const FAILURE_RESET_MS = 12 * 60 * 60_000;

/** The lock of an account after `failures` failures (ms), 0 below the threshold. */
export function lockDurationMs(failures: number): number {
  if (failures < LOCK_AFTER_FAILURES) return 0;
  return Math.min(LOCK_BASE_MS * 2 ** (failures - LOCK_AFTER_FAILURES), LOCK_MAX_MS);
}

const key = (email: string) => email.trim().toLowerCase().slice(0, 254);

/** Until when the account `email` is locked, or null when it is not (now). */
export async function lockedUntil(db: Database, email: string, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(eq(loginThrottle.email, key(email)));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** Counts a failed sign-in of `email` (known account or not) and locks it when due. Returns the new count. */
export async function recordFailure(db: Database, email: string, now = new Date()): Promise<number> {
  const resetBefore = new Date(now.getTime() - FAILURE_RESET_MS);
  const [row] = await db
    .insert(loginThrottle)
    .values({ email: key(email), failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.email,
      set: {
        failures: sql`case when ${loginThrottle.lastFailureAt} < ${resetBefore.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottle.failures });
  const lock = lockDurationMs(row.failures);
  if (lock > 0) {
    await db
      .update(loginThrottle)
      .set({ lockedUntil: new Date(now.getTime() + lock) })
      .where(eq(loginThrottle.email, key(email)));
  }
  return row.failures;
}

/** Forgets the failures and any lock of `email` (successful sign-in, staff unlock). */
export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.email, key(email)));
}

/** The failures counted for `email` and the lock they caused (null when none or over). */
export async function throttleOf(db: Database, email: string, now = new Date()): Promise<{ failures: number; lockedUntil: Date | null }> {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.email, key(email)));
  if (!row) return { failures: 0, lockedUntil: null };
  return { failures: row.failures, lockedUntil: row.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null };
}
