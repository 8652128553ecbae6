import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SKIPPED } from './operations.js';
import type { Family } from './principals.js';
import { type Finding, fuzzOperations } from './runner.js';

/**
 * Issue 21: a property-based fuzz suite over the OpenAPI document. For every operation the app registers (new
 * endpoints join by being registered) and every principal family — anonymous, forged tokens, each staff role, each
 * organization role — fast-check sends a fixed budget of cases from a fixed seed: malformed path ids, query strings,
 * JSON bodies and content types. It asserts no 5xx, the spec §8 shape on every 4xx, no 2xx for a malformed path id
 * or a loose id in an id query parameter, and that no rejected request changed data (checksum.ts).
 *
 * The figures go to the console (one line) and, with every finding, to `<os tmpdir>/portal-fuzz-summary-<pglite or
 * postgresql>.json`.
 * Environment (local runs; CI uses the defaults): FUZZ_SEED (another seed), FUZZ_SCALE (runs × n), FUZZ_OPS (a
 * regular expression over "METHOD /api/path"), FUZZ_FAMILY and FUZZ_PATH (replay one case of a finding; data left by
 * earlier operations is not replayed, so the request printed with the finding is the surer reproduction).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_121);
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
/** Cases per operation × family (budget: the whole file ≤ ~90 s on PGlite on 2 cores). */
const RUNS: Record<Family, number> = { anonymous: 2, forged: 2, staff: 16, organization: 11 };
/** Public routes: signed-out callers reach validation and handler, so they get a staff-sized budget. */
const PUBLIC_RUNS: Partial<Record<Family, number>> = { anonymous: 20, forged: 4 };
const DATABASE = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';
/** One file per database kind: CI may run both at once. */
const SUMMARY_FILE = path.join(os.tmpdir(), `portal-fuzz-summary-${DATABASE}.json`);

const scaled = <T extends string>(runs: Partial<Record<T, number>>) =>
  Object.fromEntries(
    Object.entries(runs).map(([k, n]) => [k, Math.max(1, Math.round((n as number) * SCALE))]),
  ) as Record<T, number>;

/** Findings grouped by what went wrong where, with the first example of each. */
function report(findings: Finding[]): string[] {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const key = `${f.check} | ${f.operation} | ${f.status} | ${f.kind} | ${f.detail}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.entries()].map(([key, [first, ...more]]) => {
    const replay = `FUZZ_SEED=${first.replay.seed} FUZZ_OPS='^${first.operation.replace(/[{}]/g, '\\$&')}$' FUZZ_FAMILY=${first.replay.family} FUZZ_PATH=${first.replay.path}`;
    return [
      `${key} ×${more.length + 1}`,
      `  as ${first.principal}: ${first.request.method} ${first.request.url}`,
      first.request.contentType !== undefined ? `  content-type: ${first.request.contentType}` : '',
      first.request.body !== undefined ? `  body: ${first.request.body}` : '',
      `  → ${first.response}`,
      `  replay: ${replay}`,
    ]
      .filter(Boolean)
      .join('\n');
  });
}

it(
  'fuzzes every operation for every principal: no 5xx, §8 shape on every 4xx, no data changed by a rejected request',
  async () => {
    const filter = process.env.FUZZ_OPS ? new RegExp(process.env.FUZZ_OPS) : undefined;
    const { stats, findings } = await fuzzOperations({
      select: filter && ((op) => filter.test(op.key)),
      seed: SEED,
      runs: scaled(RUNS),
      publicRuns: scaled(PUBLIC_RUNS),
      family: process.env.FUZZ_FAMILY as Family | undefined,
      path: process.env.FUZZ_PATH,
    });
    const summary = {
      seed: SEED,
      database: DATABASE,
      ...stats,
      skipped: SKIPPED,
      findings,
    };
    writeFileSync(SUMMARY_FILE, `${JSON.stringify(summary, null, 2)}\n`);
    console.info(
      `fuzz (${summary.database}, seed ${SEED}): ${stats.operations} operations × ${stats.principals} principals, ` +
        `${stats.cases} cases, ${stats.fiveXx} 5xx, ${stats.shapeViolations} shape violations, ` +
        `${findings.length} findings, ${stats.rebuilds.length} fresh databases, ${(stats.durationMs / 1000).toFixed(1)} s ` +
        `— ${SUMMARY_FILE}`,
    );
    expect(report(findings)).toEqual([]);
    expect(stats.operations).toBeGreaterThan(filter ? 0 : 100);
    expect(stats.cases).toBeGreaterThan(0);
    expect(stats.fiveXx).toBe(0);
    expect(stats.shapeViolations).toBe(0);
  },
  15 * 60_000,
);
