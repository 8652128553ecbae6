import { existsSync, readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/**
 * "No rejected request changed data" (issue 21), cheaply: the next transaction id (`pg_snapshot_xmax` of the
 * current snapshot) moves only when a transaction wrote something or took a row lock (taking the snapshot assigns
 * none), so it is compared around every case; only when it moved are the tables checksummed to name what changed.
 * On PostgreSQL the counter is shared by the whole cluster, so other databases move it too — that costs a checksum,
 * never a false finding.
 */

/**
 * Tables a rejected request may write by design, per operation, and why (keep it minimal; anything else a 4xx
 * leaves changed is a finding).
 */
export const WRITES_ON_REJECTION: readonly { table: string; operations: readonly string[]; why: string }[] = [
  {
    table: 'login_throttle',
    operations: ['POST /api/sessions'],
    why:
      'a failed sign-in (401, or 429 while locked) counts a failure for that e-mail, known or not, and locks the ' +
      'account when due (modules/auth/throttle.ts recordFailure; spec §7 brute-force protection)',
  },
];

const rows = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The next transaction id of the database's cluster, as text. */
export async function nextXid(db: Database): Promise<string> {
  const [row] = await rows(db, sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`);
  return String(row.xid);
}

/** md5 of every row of every table in the public schema (rows in text form, ordered by that text), by table. */
export async function tableChecksums(db: Database): Promise<Map<string, string>> {
  const tables = await rows(
    db,
    sql`select tablename::text as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const union = tables
    .map(({ name }) => {
      const table = String(name).replace(/"/g, '""');
      return `select '${table.replace(/'/g, "''")}' as name, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum from "${table}" t`;
    })
    .join(' union all ');
  const sums = await rows(db, sql.raw(union));
  return new Map(sums.map((r) => [String(r.name), String(r.sum)]));
}

/** Tables whose checksum differs between `before` and `after` (added or dropped tables included). */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

/** The files under `dir` (the file storage: contracts, invoices, attachments, videos), as sorted relative paths. */
export function storedFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.slice(dir.length)}/${entry.name}`)
    .sort();
}
