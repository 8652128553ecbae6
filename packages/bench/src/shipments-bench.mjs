#!/usr/bin/env node
/**
 * Shipment overview bench (issue 14 "Bench: the overview list with 1,000,000 seeded shipments, p95 reported on
 * PGlite and PostgreSQL"). Starts the production server once to migrate and seed, adds N shipments straight into its
 * database (one INSERT … SELECT generate_series per 100,000: sent over the last 365 days, so about a quarter fall in
 * the 90-day window; every organization; 80 % delivered; one in seven international), then starts it again and
 * times GET /api/shipments as staff and as a customer: the default page, each filter, a search by reference, a
 * sort, a deep page. Prints p50 and p95 per query (ms, over --samples runs after a warm-up).
 *
 * Usage (after `pnpm build`):
 *   node packages/bench/src/shipments-bench.mjs [--rows 1000000] [--samples 30]            # embedded PGlite
 *   node packages/bench/src/shipments-bench.mjs --pg postgres://user@127.0.0.1:5432/postgres  # PostgreSQL: makes
 *     and drops a scratch database next to the one named
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, startPortal } from './portal-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const rows = Number(option('--rows', 1_000_000));
const samples = Number(option('--samples', 30));
const pgAdminUrl = option('--pg', undefined);
const BATCH = 100_000;
const DEMO_PASSWORD = 'Portal-demo-2026!';

process.env.LOG_LEVEL = 'warn';
process.env.SHIPMENT_POLL_SECONDS = '0';
process.env.RATE_LIMIT_LOGIN = '100000';

// The database drivers are the server's dependencies.
const serverRequire = createRequire(path.join(repoRoot, 'packages', 'server', 'package.json'));
const load = async (name) => import(pathToFileURL(serverRequire.resolve(name)).href);

/** INSERT … SELECT of shipments `from`..`to` (1-based), spread over organizations, kinds, types and states. */
const insertSql = (from, to) => `
  INSERT INTO shipments (organization_id, kind, type, service_code, recipient_name, street_name, house_number,
    zip_code, city, country, country_code, sim_count, reference, barcode, status, carrier_status_code,
    carrier_status_at, sent_at, created_at, carrier)
  SELECT o.ids[1 + (n % array_length(o.ids, 1))],
    CASE WHEN n % 7 = 5 THEN 'international' ELSE 'domestic' END,
    CASE WHEN n % 7 = 5 THEN NULL ELSE (ARRAY['registeredLetter','insuredLetter','parcel','insuredParcel'])[1 + n % 4] END,
    CASE WHEN n % 7 = 5 THEN '65' ELSE NULL END,
    'Bench recipient ' || (n % 1000), 'Benchstraat', (1 + n % 200)::text, '3511 ED', 'Utrecht', 'Nederland', 'NL',
    1 + n % 20, 'BENCH-' || n, '3SBENCH' || lpad(n::text, 10, '0'),
    CASE WHEN n % 5 = 0 THEN 'inTransit' ELSE 'delivered' END,
    CASE WHEN n % 5 = 0 THEN 7 ELSE 8 END,
    t, t, t, 'demo'
  FROM generate_series(${from}, ${to}) AS n,
    (SELECT array_agg(id ORDER BY id) AS ids FROM organizations) AS o,
    LATERAL (SELECT now() - (n % 365) * interval '1 day' - (n % 86400) * interval '1 second' AS t) AS at`;

async function fill(query) {
  const started = performance.now();
  for (let from = 1; from <= rows; from += BATCH) {
    await query(insertSql(from, Math.min(rows, from + BATCH - 1)));
    process.stdout.write(`\r  inserted ${Math.min(rows, from + BATCH - 1).toLocaleString('en')} shipments`);
  }
  // As autovacuum would after a bulk load: statistics, and the visibility map that lets counts read only the index.
  await query('VACUUM ANALYZE shipments');
  console.info(` in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

async function signIn(base, email) {
  const res = await fetch(`${base}/api/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = await res.json();
  if (!body.token) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.token;
}

async function measure(base) {
  const staff = await signIn(base, 'admin@provider.example');
  const customer = await signIn(base, 'general@acme.example');
  const auth = (token) => ({ headers: { authorization: `Bearer ${token}` } });
  const acme = (await (await fetch(`${base}/api/organizations?search=100001`, auth(staff))).json()).items[0];
  const queries = [
    ['staff: first page (window, newest first)', staff, ''],
    ['staff: status in transit', staff, 'status=inTransit'],
    ['staff: international', staff, 'kind=international'],
    ['staff: type insured parcel', staff, 'type=insuredParcel'],
    ['staff: one organization', staff, `organizationId=${acme.id}`],
    ['staff: search a reference', staff, 'search=BENCH-123457'],
    ['staff: search a barcode part', staff, 'search=0000999'],
    ['staff: sort by reference', staff, 'sort=reference'],
    ['staff: page 500', staff, 'page=500'],
    ['customer: first page', customer, ''],
    ['customer: delivered, page 20', customer, 'status=delivered&page=20'],
  ];
  const results = [];
  for (const [label, token, query] of queries) {
    const url = `${base}/api/shipments?${query}`;
    for (let i = 0; i < 3; i++) await (await fetch(url, auth(token))).arrayBuffer();
    const times = [];
    let total = 0;
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      const res = await fetch(url, auth(token));
      const body = await res.json();
      times.push(performance.now() - started);
      if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(body)}`);
      total = body.total;
    }
    results.push({ label, total, p50: quantile(times, 0.5), p95: quantile(times, 0.95) });
  }
  console.info(`\n  ${'query'.padEnd(44)} ${'in window'.padStart(10)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
  for (const r of results) {
    console.info(
      `  ${r.label.padEnd(44)} ${r.total.toLocaleString('en').padStart(10)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}`,
    );
  }
}

if (pgAdminUrl) {
  const { default: pg } = await load('pg');
  const name = `portal_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString() };
  try {
    console.info(`PostgreSQL (${url.host}), ${rows.toLocaleString('en')} shipments`);
    const first = await startPortal({ env });
    await first.stop();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await fill((sql) => client.query(sql));
    await client.end();
    const portal = await startPortal({ env });
    try {
      await measure(portal.baseURL);
    } finally {
      await portal.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
} else {
  const { PGlite } = await load('@electric-sql/pglite');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shipments-bench-'));
  try {
    console.info(`PGlite (embedded), ${rows.toLocaleString('en')} shipments`);
    const first = await startPortal({ dataDir });
    await first.stop();
    // The same extensions as the server's openDatabase (PGLITE_EXTENSIONS): the trigram indexes need pg_trgm.
    const { pg_trgm } = await load('@electric-sql/pglite/contrib/pg_trgm');
    const db = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
    await fill((sql) => db.exec(sql));
    await db.close();
    const portal = await startPortal({ dataDir });
    try {
      await measure(portal.baseURL);
    } finally {
      await portal.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
