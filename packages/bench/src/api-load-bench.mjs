#!/usr/bin/env node
/**
 * API load bench (issue 18): the staff organization list with filters (GET /api/organizations, spec §2) at a fixed
 * request rate, on large data (large-seed.mjs: 10,000 organizations, 100,000 users, next to the demo seed), against
 * the production server (portal-server.mjs) on the embedded PGlite or on PostgreSQL.
 *
 * The generator is open-loop: request n is due at start + n / rate whatever happened to the ones before, and its
 * latency counts from that moment (so a server that falls behind shows it in the percentiles instead of slowing the
 * generator down, as a closed-loop tool such as autocannon would). Requests go over an undici Pool of keep-alive
 * connections; latencies are recorded in an HdrHistogram (µs, 3 significant digits). A request counts as an error
 * when it fails or its status is not 200.
 *
 * Exports {@link runApiLoadBench} for bench.mjs; run alone:
 *   node packages/bench/src/api-load-bench.mjs [--rate 400] [--seconds 10]                  # embedded PGlite
 *   packages/server/scripts/with-postgres.sh node packages/bench/src/api-load-bench.mjs --postgres [--rate 1000]
 *     (PostgreSQL: the throwaway database of TEST_DATABASE_URL, which with-postgres.sh provides)
 *   --json F writes the figures to F instead of printing them.
 */
import { build } from 'hdr-histogram-js';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Pool } from 'undici';
import { seedLargeData } from './large-seed.mjs';
import { repoRoot, signIn, startPortal } from './portal-server.mjs';


/** The organization list queries a staff user makes, in turn: paging, sorting, searching and the two filters. */
export const ORGANIZATION_LIST_QUERIES = [
  '/api/organizations?page=1&pageSize=20',
  '/api/organizations?page=7&pageSize=20&sort=city',
  '/api/organizations?search=sensors&page=1&pageSize=20',
  '/api/organizations?inactive=true&prospect=true&sort=-customerNumber&page=25&pageSize=20',
  '/api/organizations?search=utrecht&page=2&pageSize=20',
  '/api/organizations?prospect=true&sort=country&page=120&pageSize=20',
  '/api/organizations?search=5004&pageSize=20',
  '/api/organizations?page=300&pageSize=20&sort=-name',
];

// The database drivers are the server's dependencies.
const serverRequire = createRequire(path.join(repoRoot, 'packages', 'server', 'package.json'));
const loadServerModule = async (name) => import(pathToFileURL(serverRequire.resolve(name)).href);

/**
 * Sends `rate` requests a second for `seconds` seconds, open-loop, round-robin over `paths`, through `pool`.
 * Returns `{ sent, ok, errors, statuses, achievedRate, p50, p95, p99, max }` (latencies in ms, rate in req/s).
 */
export async function openLoop(pool, { paths, headers, rate, seconds }) {
  const histogram = build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 120_000_000,
    numberOfSignificantValueDigits: 3,
  });
  const total = Math.max(1, Math.round(rate * seconds));
  const statuses = {};
  let sent = 0;
  let settled = 0;
  let ok = 0;
  let errors = 0;
  let lastDone = 0;
  const start = performance.now();
  await new Promise((resolve) => {
    const settle = (intended, status) => {
      lastDone = performance.now();
      histogram.recordValue(Math.max(1, Math.round((lastDone - intended) * 1000)));
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 200) ok += 1;
      else errors += 1;
      settled += 1;
      if (settled === total) resolve();
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (sent < due) {
        const intended = start + (sent * 1000) / rate;
        const requestPath = paths[sent % paths.length];
        sent += 1;
        pool.request({ method: 'GET', path: requestPath, headers }).then(
          async (response) => {
            await response.body.text();
            settle(intended, response.statusCode);
          },
          (error) => settle(intended, error.code ?? 'error'),
        );
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
  });
  const ms = (percentile) => histogram.getValueAtPercentile(percentile) / 1000;
  const result = {
    sent,
    ok,
    errors,
    statuses,
    achievedRate: ok / ((lastDone - start) / 1000),
    p50: ms(50),
    p95: ms(95),
    p99: ms(99),
    max: histogram.maxValue / 1000,
  };
  histogram.destroy();
  return result;
}


/** Fills the database of a stopped portal: PGlite in `dataDir`, or PostgreSQL at `databaseUrl`. */
async function fillDatabase({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const { default: pg } = await loadServerModule('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await seedLargeData((sql) => client.query(sql));
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await loadServerModule('@electric-sql/pglite');
  // The same extensions as the server's openDatabase (PGLITE_EXTENSIONS).
  const { pg_trgm } = await loadServerModule('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
  try {
    return await seedLargeData((sql) => db.exec(sql));
  } finally {
    await db.close();
  }
}

/**
 * Seeds a fresh portal with the large data and measures the organization list at each of `rates` (req/s) for
 * `seconds` s after a `warmupSeconds` warm-up at the same rate. `databaseUrl`: PostgreSQL (an empty database);
 * default the embedded PGlite in a temporary data directory. Returns
 * `{ database, seedSeconds, results: [{ rate, ...openLoop result }] }`.
 */
export async function runApiLoadBench({
  databaseUrl,
  rates,
  seconds = 10,
  warmupSeconds = 3,
  log = console.info,
} = {}) {
  process.env.LOG_LEVEL ??= 'warn';
  process.env.RATE_LIMIT_LOGIN ??= '100000';
  process.env.SHIPMENT_POLL_SECONDS ??= '0';
  const database = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const env = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-load-bench-'));
  try {
    const first = await startPortal({ dataDir, env });
    await first.stop();
    const seedSeconds = await fillDatabase({ dataDir, databaseUrl });
    log(`  ${database}: seeded 10,000 organizations and 100,000 users in ${seedSeconds.toFixed(1)} s`);
    const portal = await startPortal({ dataDir, env });
    const pool = new Pool(portal.baseURL, { connections: 256, keepAliveTimeout: 30_000 });
    try {
      const headers = { authorization: `Bearer ${await signIn(portal.baseURL)}`, accept: 'application/json' };
      const sample = await (
        await fetch(`${portal.baseURL}${ORGANIZATION_LIST_QUERIES[0]}`, { headers })
      ).json();
      if (!(sample.total > 5_000)) throw new Error(`The large data is missing: total ${sample.total}`);
      const results = [];
      for (const rate of rates ?? [databaseUrl ? 1000 : 400]) {
        await openLoop(pool, { paths: ORGANIZATION_LIST_QUERIES, headers, rate, seconds: warmupSeconds });
        const result = {
          rate,
          ...(await openLoop(pool, { paths: ORGANIZATION_LIST_QUERIES, headers, rate, seconds })),
        };
        log(
          `  ${database} ${rate} req/s: achieved ${result.achievedRate.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, ` +
            `p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, errors ${result.errors}`,
        );
        results.push(result);
      }
      return { database, seedSeconds, results };
    } finally {
      await pool.close();
      await portal.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const databaseUrl = args.includes('--postgres') ? process.env.TEST_DATABASE_URL : undefined;
  if (args.includes('--postgres') && !databaseUrl)
    throw new Error('--postgres needs TEST_DATABASE_URL (run under with-postgres.sh)');
  const rate = option('--rate');
  const result = await runApiLoadBench({
    databaseUrl,
    rates: rate ? rate.split(',').map(Number) : undefined,
    seconds: Number(option('--seconds') ?? 10),
  });
  if (option('--json')) fs.writeFileSync(option('--json'), JSON.stringify(result, null, 2));
  else console.info(JSON.stringify(result, null, 2));
}
