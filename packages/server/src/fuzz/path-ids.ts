import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Operation } from './operations.js';

/**
 * Path ids that reach real records, so the fuzzed cases get past "not found" into the handlers: each `{param}` is
 * matched to the table named by the path segment before it (`organizations/{id}` → organizations,
 * `subcustomers/{subCustomerId}` → subcustomers, `contacts/{contactId}` → subcustomer_contacts), and consecutive
 * parameters are joined along the foreign key between their tables (an address of that subcustomer of that
 * organization). Read from the database's own catalogue: a new route over a new table joins without a change here.
 * A parameter with no such table gets no tuples (the generic id pool still covers it).
 */

const MAX_TUPLES = 24;

const rows = async (db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** Path segments whose records live in a table the naming rules below would miss (tier ids are of the sets). */
const TABLE_OF_SEGMENT: Record<string, string> = { 'price-tiers': 'price_tier_sets' };

/**
 * The table a path segment names: TABLE_OF_SEGMENT, exact, then `…_segment`, then `singular_…` (contract_files,
 * faq_items).
 */
function tableFor(segment: string, tables: string[]): string | undefined {
  const known = TABLE_OF_SEGMENT[segment];
  if (known && tables.includes(known)) return known;
  const name = segment.toLowerCase().replace(/-/g, '_');
  const singular = name.replace(/s$/, '');
  return (
    tables.find((t) => t === name) ??
    tables.find((t) => t.endsWith(`_${name}`)) ??
    tables.find((t) => t.startsWith(`${singular}_`) || t === singular)
  );
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** For every operation with path parameters: up to MAX_TUPLES tuples of existing ids (as strings), in order. */
export async function pathIdTuples(db: Database, operations: Operation[]): Promise<Map<string, string[][]>> {
  const tables = (
    await rows(
      db,
      sql`select table_name::text as name from information_schema.columns
          where table_schema = 'public' and column_name = 'id' and data_type in ('integer', 'bigint')`,
    )
  ).map((r) => String(r.name));
  const foreignKeys = (
    await rows(
      db,
      sql`select kcu.table_name::text as child, kcu.column_name::text as col, ccu.table_name::text as parent
          from information_schema.table_constraints tc
          join information_schema.key_column_usage kcu
            on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
          join information_schema.constraint_column_usage ccu
            on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
          where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
          order by 1, 2`,
    )
  ).map((r) => ({ child: String(r.child), col: String(r.col), parent: String(r.parent) }));

  const result = new Map<string, string[][]>();
  for (const op of operations) {
    if (!op.pathParams.length) continue;
    const segments = op.url.split('/');
    const chain = segments.flatMap((s, i) =>
      s.startsWith(':') ? [tableFor(segments[i - 1] ?? '', tables)] : [],
    );
    if (chain.some((t) => !t)) continue;
    const joins: string[] = [];
    let joined = true;
    chain.forEach((table, i) => {
      if (i === 0) return;
      const fk = foreignKeys.find((f) => f.child === table && f.parent === chain[i - 1]);
      if (!fk) joined = false;
      else joins.push(`join ${quote(table!)} t${i} on t${i}.${quote(fk.col)} = t${i - 1}.id`);
    });
    if (!joined) continue;
    const columns = chain.map((_, i) => `t${i}.id::text as p${i}`).join(', ');
    const order = chain.map((_, i) => `t${i}.id`).join(', ');
    const found = await rows(
      db,
      sql.raw(
        `select ${columns} from ${quote(chain[0]!)} t0 ${joins.join(' ')} order by ${order} limit ${MAX_TUPLES}`,
      ),
    );
    if (found.length)
      result.set(
        op.key,
        found.map((r) => chain.map((_, i) => String(r[`p${i}`]))),
      );
  }
  return result;
}
