/**
 * Starts the production portal the way the e2e suite does (packages/e2e/src/portal-server.ts): a fresh temporary
 * DATA_DIR, the built remotes published into it, `node packages/server/dist/main.js` on a free 127.0.0.1 port.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export function assertBuilt() {
  const missing = ['shell/dist/index.html', 'packages/server/dist/main.js'].filter(
    (file) => !fs.existsSync(path.join(repoRoot, file)),
  );
  for (const name of fs.readdirSync(repoRoot)) {
    if (name.startsWith('mf-') && !fs.existsSync(path.join(repoRoot, name, 'dist', 'mf-manifest.json'))) {
      missing.push(`${name}/dist`);
    }
  }
  if (missing.length) throw new Error(`The production build is missing (${missing.join(', ')}): run pnpm build first.`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the portal. `dataDir`: use (and keep) this data directory instead of a fresh temporary one; `env`: more
 * environment for the server (e.g. DATABASE_URL). Returns `{ baseURL, dataDir, stop, pid }` (pid: the server process).
 */
export async function startPortal({ timeoutMs = 60_000, dataDir: givenDataDir, env: extraEnv = {} } = {}) {
  assertBuilt();
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const env = { ...process.env, ...extraEnv, DATA_DIR: dataDir };
  const publish = spawnSync(process.execPath, ['scripts/publish-local.mjs'], { cwd: repoRoot, env, encoding: 'utf8' });
  if (publish.status !== 0) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`publish-local failed:\n${publish.stdout}\n${publish.stderr}`);
  }
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = `${dataDir}.log`;
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseURL, NODE_ENV: 'production' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(logFile, { force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) {
      const text = fs.readFileSync(logFile, 'utf8');
      await stop();
      throw new Error(`The portal server exited (code ${child.exitCode}):\n${text.split('\n').slice(-30).join('\n')}`);
    }
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`No answer from ${baseURL}/api/health within ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseURL, dataDir, stop, pid: child.pid };
}

/** The demo accounts' password (README). */
export const DEMO_PASSWORD = 'Portal-demo-2026!';

/** Signs `email` in on the portal at `baseURL` (POST /api/sessions) and returns the token; throws on failure. */
export async function signIn(baseURL, email = 'admin@provider.example') {
  const response = await fetch(`${baseURL}/api/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = await response.json();
  if (!body.token) throw new Error(`Sign-in of ${email} failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body.token;
}
