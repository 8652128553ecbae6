#!/usr/bin/env node
/**
 * Sales price list bench (issue 16 "Bench: the price list with 200,000 seeded rows"). Starts the production server
 * once to migrate and seed, adds N sales prices straight into its database (one INSERT … SELECT generate_series per
 * 50,000: every organization and supplier, five line types, invoice lines of 24 one-month periods over 2025–2026,
 * one in ten for a subcustomer-less line with an indexation), then starts it again and, as the super admin, times
 * GET /api/sales-price-list (the first PRICE_LIST_LIMIT rows in customer, invoice line, month order, and the total)
 * unfiltered and per filter, GET /api/sales-prices (the grid of one customer), a bulk edit preview of one customer's
 * month and the xlsx export of the whole list. Prints p50 and p95 per query (ms, over --samples runs after a
 * warm-up) and, for the export, its time, size and the server's peak resident memory.
 *
 * Usage (after `pnpm build`):
 *   node packages/bench/src/price-list-bench.mjs [--rows 200000] [--samples 20]            # embedded PGlite
 *   node packages/bench/src/price-list-bench.mjs --pg postgres://user@127.0.0.1:5432/postgres  # PostgreSQL: makes
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
const rows = Number(option('--rows', 200_000));
const samples = Number(option('--samples', 20));
const pgAdminUrl = option('--pg', undefined);
const BATCH = 50_000;
const DEMO_PASSWORD = 'Portal-demo-2026!';

process.env.LOG_LEVEL = 'warn';
process.env.SHIPMENT_POLL_SECONDS = '0';
process.env.RATE_LIMIT_LOGIN = '100000';

// The database drivers are the server's dependencies.
const serverRequire = createRequire(path.join(repoRoot, 'packages', 'server', 'package.json'));
const load = async (name) => import(pathToFileURL(serverRequire.resolve(name)).href);

/**
 * INSERT … SELECT of sales prices `from`..`to` (1-based): row n is month n % 24 (202501 + …) of invoice line
 * "Bench line ⌊n / 24⌋", so the periods of one line never overlap; lines go round the organizations and suppliers.
 */
const insertSql = (from, to) => `
  INSERT INTO sales_prices (supplier_id, organization_id, invoice_line, line_type, price, start_month, end_month,
    indexation, reason)
  SELECT s.ids[1 + ((n / 24) % array_length(s.ids, 1))],
    o.ids[1 + ((n / 24) % array_length(o.ids, 1))],
    'Bench line ' || (n / 24),
    (ARRAY['subscription','data','sms','voice','oneOff'])[1 + (n / 24) % 5],
    round((1 + (n % 997) / 10.0)::numeric, 4),
    m, m,
    CASE WHEN n % 10 = 0 THEN 1.025 ELSE 1.000 END,
    CASE WHEN n % 24 = 12 THEN 'Annual price increase 2026' ELSE '' END
  FROM generate_series(${from}, ${to}) AS n,
    (SELECT array_agg(id ORDER BY id) AS ids FROM organizations) AS o,
    (SELECT array_agg(id ORDER BY id) AS ids FROM suppliers) AS s,
    LATERAL (SELECT (2025 + (n % 24) / 12) * 100 + (n % 12) + 1 AS m) AS month`;

async function fill(query) {
  const started = performance.now();
  for (let from = 1; from <= rows; from += BATCH) {
    await query(insertSql(from, Math.min(rows, from + BATCH - 1)));
    process.stdout.write(`\r  inserted ${Math.min(rows, from + BATCH - 1).toLocaleString('en')} sales prices`);
  }
  // As autovacuum would after a bulk load: statistics, and the visibility map that lets counts read only the index.
  await query('VACUUM ANALYZE sales_prices');
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

/** Times `request` (`samples` runs after 3 warm-ups); returns p50/p95 in ms and what `summary` says of the answer. */
async function timed(label, request, summary) {
  for (let i = 0; i < 3; i++) await request();
  const times = [];
  let said = '';
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const body = await request();
    times.push(performance.now() - started);
    said = summary(body);
  }
  return { label, said, p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

/** Peak resident memory of the server process (VmHWM, MB) from /proc, or null when it cannot be read. */
function peakMemoryMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

async function measure(portal) {
  const base = portal.baseURL;
  const token = await signIn(base, 'admin@provider.example');
  const headers = { authorization: `Bearer ${token}` };
  const getJson = async (url) => {
    const res = await fetch(`${base}${url}`, { headers });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  const acme = (await getJson('/api/organizations?search=100001')).items[0];
  const suppliers = await getJson('/api/suppliers');
  const supplierId = (Array.isArray(suppliers) ? suppliers : suppliers.items)[0].id;
  const list = (label, query) =>
    timed(label, () => getJson(`/api/sales-price-list?${query}`), (b) => `${b.items.length} of ${b.total}`);
  const results = [
    await list('price list: everything', ''),
    await list('price list: one customer', `organizationId=${acme.id}`),
    await list('price list: one provider', `supplierId=${supplierId}`),
    await list('price list: line type data', 'lineType=data'),
    await list('price list: active in 202606', 'activeIn=202606'),
    await list('price list: search "line 4242"', 'search=line%204242'),
    await list('price list: customer, 202606', `organizationId=${acme.id}&activeIn=202606`),
    await timed(
      'grid: one customer, page 1',
      () => getJson(`/api/sales-prices?organizationId=${acme.id}`),
      (b) => `${b.items.length} of ${b.total}`,
    ),
    await timed(
      'grid: one customer, page 200, by price',
      () => getJson(`/api/sales-prices?organizationId=${acme.id}&page=200&sort=-price`),
      (b) => `${b.items.length} of ${b.total}`,
    ),
    await timed(
      'bulk edit preview: one customer, 202606',
      async () => {
        const res = await fetch(`${base}/api/sales-prices/bulk/preview`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            filter: { organizationId: acme.id, activeIn: '202606' },
            percentage: '3.5',
            reason: 'Bench',
            startMonth: '202606',
          }),
        });
        const body = await res.json();
        if (res.status !== 200) throw new Error(`preview: ${res.status} ${JSON.stringify(body)}`);
        return body;
      },
      (b) => `${b.count} rows`,
    ),
  ];
  console.info(`\n  ${'query'.padEnd(44)} ${'rows'.padStart(16)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`);
  for (const r of results) {
    console.info(
      `  ${r.label.padEnd(44)} ${r.said.padStart(16)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}`,
    );
  }

  const peakBefore = portal.pid ? peakMemoryMb(portal.pid) : null;
  const started = performance.now();
  const res = await fetch(`${base}/api/sales-price-list/export`, { headers });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`export: ${res.status}`);
  const seconds = (performance.now() - started) / 1000;
  const peak = portal.pid ? peakMemoryMb(portal.pid) : null;
  console.info(
    `\n  export of the whole list (xlsx): ${seconds.toFixed(1)} s, ${(bytes / 1024 / 1024).toFixed(1)} MB` +
      (peak === null ? '' : `; server peak resident memory ${peakBefore.toFixed(0)} MB before, ${peak.toFixed(0)} MB after`),
  );
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
    console.info(`PostgreSQL (${url.host}), ${rows.toLocaleString('en')} sales prices`);
    const first = await startPortal({ env });
    await first.stop();
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await fill((sql) => client.query(sql));
    await client.end();
    const portal = await startPortal({ env });
    try {
      await measure(portal);
    } finally {
      await portal.stop();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
} else {
  const { PGlite } = await load('@electric-sql/pglite');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-price-list-bench-'));
  try {
    console.info(`PGlite (embedded), ${rows.toLocaleString('en')} sales prices`);
    const first = await startPortal({ dataDir });
    await first.stop();
    // The same extensions as the server's openDatabase (PGLITE_EXTENSIONS).
    const { pg_trgm } = await load('@electric-sql/pglite/contrib/pg_trgm');
    const db = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
    await fill((sql) => db.exec(sql));
    await db.close();
    const portal = await startPortal({ dataDir });
    try {
      await measure(portal);
    } finally {
      await portal.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
