import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { jobLeases } from './schema/index.js';

/**
 * Takes or renews the lease `name` for `holder` for `ttlMs` milliseconds (issue 14: "only one instance polls at a
 * time"). One statement: INSERT … ON CONFLICT DO UPDATE … WHERE the lease lapsed or is already `holder`'s, which
 * PostgreSQL runs under the row's lock, so of several instances asking at once exactly one gets it. Works the same
 * on PGlite (one process) and PostgreSQL (several instances). True when `holder` holds the lease now.
 */
export async function takeLease(db: Database, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const expiresAt = sql`now() + make_interval(secs => ${ttlMs / 1000})`;
  const taken = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt },
      setWhere: sql`${jobLeases.expiresAt} < now() or ${jobLeases.holder} = ${holder}`,
    })
    .returning({ holder: jobLeases.holder });
  return taken.length === 1;
}

/** Gives the lease `name` up if `holder` holds it (another instance may take it at once). */
export async function releaseLease(db: Database, name: string, holder: string): Promise<void> {
  await db.delete(jobLeases).where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}
