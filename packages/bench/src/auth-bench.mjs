#!/usr/bin/env node
/**
 * Auth timing bench (issue "Sessions that follow the account"), against the production server on a fresh data
 * directory (portal-server.mjs, rate limits raised so only the work is measured):
 *
 * 1. Sign-in with a wrong password, an existing vs an unknown e-mail, interleaved: the answer must not tell them
 *    apart (same work: lock look-up, one argon2 verify — a dummy hash without an account — one counted failure).
 * 2. Password-reset request, existing vs unknown e-mail, interleaved (the look-up and mail run after the answer).
 * 3. The per-request cost of the session check (token verify + one session/user/organization query, no cache):
 *    GET /api/health without and with a valid bearer token (the auth hook runs whenever a token is sent).
 *
 * Prints medians and p90 side by side; the difference of medians should be within noise (a few tenths of a ms).
 * Usage: pnpm --filter @portal/bench exec node src/auth-bench.mjs [--samples 60]
 */
import { startPortal } from './portal-server.mjs';

const args = process.argv.slice(2);
const samples = Number(args[args.indexOf('--samples') + 1]) || 60;
const DEMO_PASSWORD = 'Portal-demo-2026!';
const EXISTING = 'tech@acme.example';

process.env.RATE_LIMIT_LOGIN = '100000';
process.env.RATE_LIMIT_RESET = '100000';
process.env.LOG_LEVEL = 'warn';

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (value) => `${value.toFixed(2)} ms`;

async function timed(run) {
  const started = performance.now();
  const response = await run();
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

function report(title, a, b) {
  const [ma, mb] = [quantile(a.times, 0.5), quantile(b.times, 0.5)];
  console.info(`\n${title} (${a.times.length} samples each, interleaved)`);
  for (const side of [a, b]) {
    console.info(`  ${side.label.padEnd(24)} median ${ms(quantile(side.times, 0.5))}, p90 ${ms(quantile(side.times, 0.9))}, statuses ${[...new Set(side.statuses)].join('/')}`);
  }
  console.info(`  difference of medians    ${ms(mb - ma)}`);
}

const portal = await startPortal();
try {
  const base = portal.baseURL;
  const json = (body, token) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const adminToken = (await (await fetch(`${base}/api/sessions`, json({ email: 'admin@provider.example', password: DEMO_PASSWORD }))).json()).token;
  const auth = { authorization: `Bearer ${adminToken}` };
  const acme = (await (await fetch(`${base}/api/organizations?search=100001`, { headers: auth })).json()).items[0];
  const existingUser = (await (await fetch(`${base}/api/organizations/${acme.id}/users`, { headers: auth })).json()).find((u) => u.email === EXISTING);

  // Warm-up (JIT, argon2 dummy hash, connection pool).
  for (let i = 0; i < 5; i++) {
    await timed(() => fetch(`${base}/api/sessions`, json({ email: `warm-${i}@nowhere.example`, password: 'Wrong-password-1' })));
  }

  const signIn = { existing: { label: 'existing e-mail', times: [], statuses: [] }, unknown: { label: 'unknown e-mail', times: [], statuses: [] } };
  for (let i = 0; i < samples; i++) {
    // The lock starts at the 5th failure: clear it (not measured) before it would change the answer.
    if (i % 4 === 0) await fetch(`${base}/api/users/${existingUser.id}/lock`, { method: 'DELETE', headers: auth });
    const pair = [
      ['existing', () => fetch(`${base}/api/sessions`, json({ email: EXISTING, password: `Wrong-password-${i}` }))],
      ['unknown', () => fetch(`${base}/api/sessions`, json({ email: `nobody-${i}-${Date.now()}@nowhere.example`, password: `Wrong-password-${i}` }))],
    ];
    if (i % 2) pair.reverse();
    for (const [side, run] of pair) {
      const { ms: took, status } = await timed(run);
      signIn[side].times.push(took);
      signIn[side].statuses.push(status);
    }
  }
  report('Sign-in with a wrong password', signIn.existing, signIn.unknown);

  const reset = { existing: { label: 'existing e-mail', times: [], statuses: [] }, unknown: { label: 'unknown e-mail', times: [], statuses: [] } };
  for (let i = 0; i < samples; i++) {
    const pair = [
      ['existing', () => fetch(`${base}/api/users/resetPassword?email=${encodeURIComponent(EXISTING)}`, { method: 'POST' })],
      ['unknown', () => fetch(`${base}/api/users/resetPassword?email=nobody-${i}%40nowhere.example`, { method: 'POST' })],
    ];
    if (i % 2) pair.reverse();
    for (const [side, run] of pair) {
      const { ms: took, status } = await timed(run);
      reset[side].times.push(took);
      reset[side].statuses.push(status);
    }
  }
  report('Password-reset request', reset.existing, reset.unknown);

  const session = { anonymous: { label: 'without a token', times: [], statuses: [] }, token: { label: 'with a session token', times: [], statuses: [] } };
  for (let i = 0; i < samples * 5; i++) {
    const pair = [
      ['anonymous', () => fetch(`${base}/api/health`)],
      ['token', () => fetch(`${base}/api/health`, { headers: auth })],
    ];
    if (i % 2) pair.reverse();
    for (const [side, run] of pair) {
      const { ms: took, status } = await timed(run);
      session[side].times.push(took);
      session[side].statuses.push(status);
    }
  }
  report('Per-request session check (GET /api/health; no cache)', session.anonymous, session.token);
} finally {
  await portal.stop();
}
