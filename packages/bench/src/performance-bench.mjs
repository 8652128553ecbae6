#!/usr/bin/env node
/**
 * Speed figures of issue 18 against their budgets (budgets.json `browser` and `apiLoad`), in one run after
 * `pnpm build` (part of `pnpm bench`, after the bundle figures):
 *
 * - browser-bench.mjs: cold first remote screen, switch to a remote not yet loaded, switch back (ms at 1× and at
 *   the budget's CPU throttle; budgets apply to the throttled figures), Lighthouse mobile score of /login;
 * - api-load-bench.mjs: the organization list at the budget's fixed rate on PGlite, then on a throwaway PostgreSQL
 *   (packages/server/scripts/with-postgres.sh; PG_BIN selects the binaries). Without PostgreSQL binaries that
 *   figure is reported as not measured (and counts as over budget).
 *
 *   node src/performance-bench.mjs [--strict] [--json F] [--runs 3] [--only browser|api]
 *   --strict exits 1 when a figure is over its budget; --json writes every figure to F.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runApiLoadBench } from './api-load-bench.mjs';
import { runBrowserBench } from './browser-bench.mjs';
import { repoRoot } from './portal-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const budgets = JSON.parse(fs.readFileSync(path.join(here, '..', 'budgets.json'), 'utf8'));
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = option('--only');
const runs = Number(option('--runs') ?? 3);

/** One line of the report: `{ figure, value, budget, ok, unit }`. */
const rows = [];
const check = (figure, value, budget, { atMost = true, unit = 'ms' } = {}) => {
  const ok = value !== undefined && (atMost ? value <= budget : value >= budget);
  rows.push({ figure, value, budget: `${atMost ? '≤' : '≥'} ${budget}`, ok, unit });
};
const figures = {};

if (!only || only === 'browser') {
  console.info('Browser timing bench (issue 18)');
  const browser = budgets.browser;
  const result = await runBrowserBench({ runs, cpuRates: [1, browser.cpuThrottle] });
  figures.browser = result;
  const at = (rate) => result.screens[rate];
  const throttle = browser.cpuThrottle;
  for (const [key, label, budget] of [
    ['cold', 'cold first remote screen (/organizations rows)', browser.coldFirstRemoteScreenMs],
    ['switchNew', 'switch to a remote not yet loaded (Invoices rows)', browser.switchToNewRemoteMs],
    ['switchBack', 'switch back to a loaded remote (Customers rows)', browser.switchBackToLoadedRemoteMs],
  ]) {
    rows.push({ figure: `${label}, 1× CPU`, value: at(1)[key], budget: '', ok: true, unit: 'ms' });
    check(`${label}, ${throttle}× CPU`, at(throttle)[key], budget);
  }
  if (result.lighthouse) {
    check(
      'Lighthouse mobile performance, /login',
      result.lighthouse.score,
      browser.lighthouseLoginMobileMinScore,
      {
        atMost: false,
        unit: '',
      },
    );
    rows.push({ figure: '  its LCP', value: result.lighthouse.lcp, budget: '', ok: true, unit: 'ms' });
    rows.push({ figure: '  its TBT', value: result.lighthouse.tbt, budget: '', ok: true, unit: 'ms' });
  }
}

if (!only || only === 'api') {
  console.info('API load bench (issue 18)');
  const { pglite, postgres } = budgets.apiLoad.organizationList;
  const onPglite = await runApiLoadBench({ rates: [pglite.rate] });
  figures.pglite = onPglite;
  const report = (database, budget, result) => {
    const label = `organization list on ${database}, ${budget.rate} req/s open-loop`;
    if (!result) return check(`${label}: p95 (not measured)`, undefined, budget.p95Ms);
    check(`${label}: p95`, result.p95, budget.p95Ms);
    rows.push({
      figure: '  its p50 / p99',
      value: `${result.p50.toFixed(1)} / ${result.p99.toFixed(1)}`,
      budget: '',
      ok: true,
      unit: 'ms',
    });
    rows.push({
      figure: '  its achieved rate',
      value: result.achievedRate,
      budget: '',
      ok: true,
      unit: 'req/s',
    });
    check('  its errors', result.errors, 0, { unit: '' });
  };
  report('PGlite', pglite, onPglite.results[0]);

  const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
  let onPostgres;
  if (fs.existsSync(path.join(pgBin, 'initdb'))) {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pg-')), 'figures.json');
    const run = spawnSync(
      'bash',
      [
        path.join(repoRoot, 'packages/server/scripts/with-postgres.sh'),
        process.execPath,
        path.join(here, 'api-load-bench.mjs'),
        '--postgres',
        '--rate',
        String(postgres.rate),
        '--json',
        out,
      ],
      { stdio: 'inherit' },
    );
    if (run.status === 0) onPostgres = JSON.parse(fs.readFileSync(out, 'utf8'));
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  } else {
    console.warn(`  No PostgreSQL binaries at ${pgBin} (set PG_BIN): the PostgreSQL figure is not measured.`);
  }
  figures.postgres = onPostgres;
  report('PostgreSQL', postgres, onPostgres?.results[0]);
}

const format = (value, unit) =>
  value === undefined
    ? '—'
    : `${typeof value === 'number' ? Math.round(value * 10) / 10 : value}${unit ? ` ${unit}` : ''}`;
console.info(`\n${'figure'.padEnd(72)} ${'value'.padStart(14)} ${'budget'.padStart(10)}`);
for (const row of rows) {
  console.info(
    `${row.figure.padEnd(72)} ${format(row.value, row.unit).padStart(14)} ${row.budget.padStart(10)}${row.ok ? '' : '  OVER BUDGET'}`,
  );
}
const over = rows.filter((row) => !row.ok);
console.info(over.length ? `\n${over.length} figure(s) over budget.` : '\nAll speed figures within budget.');
if (option('--json')) fs.writeFileSync(option('--json'), JSON.stringify({ budgets, figures }, null, 2));
process.exit(args.includes('--strict') && over.length ? 1 : 0);
