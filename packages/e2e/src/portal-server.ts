import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The repository root (packages/e2e/src → ../../..). */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** The production build the suite needs (ARCHITECTURE §6: what `npm start` serves). */
const REQUIRED_BUILDS = ['shell/dist/index.html', 'packages/server/dist/main.js'];

export interface RunningPortal {
  baseURL: string;
  dataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

/** Fails with "run pnpm build first" when the shell, a remote or the server has no build. */
export function assertBuilt(): void {
  const missing = REQUIRED_BUILDS.filter((file) => !fs.existsSync(path.join(repoRoot, file)));
  const remotes = fs
    .readdirSync(repoRoot)
    .filter((name) => name.startsWith('mf-') && fs.statSync(path.join(repoRoot, name)).isDirectory());
  for (const remote of remotes) {
    if (!fs.existsSync(path.join(repoRoot, remote, 'dist', 'mf-manifest.json'))) missing.push(`${remote}/dist`);
  }
  if (missing.length) {
    throw new Error(`The production build is missing (${missing.join(', ')}): run pnpm build first.`);
  }
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  while (Date.now() < deadline) {
    if (exited !== undefined) {
      throw new Error(`The portal server exited (code ${exited}) before it was healthy. Log:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The portal server did not answer ${baseURL}/api/health within ${timeoutMs} ms. Log:\n${tail(logFile)}`);
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Starts the portal as `npm start` serves it: a fresh temporary DATA_DIR, the built remotes published into its
 * release store (scripts/publish-local.mjs), then `node packages/server/dist/main.js` on a free port of 127.0.0.1
 * (migrates and seeds the empty database). Resolves once /api/health answers.
 */
export async function startPortal(options: { label?: string; timeoutMs?: number } = {}): Promise<RunningPortal> {
  assertBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${options.label ?? 'e2e'}-`));
  const env = { ...process.env, DATA_DIR: dataDir };
  const publish = spawnSync(process.execPath, ['scripts/publish-local.mjs'], { cwd: repoRoot, env, encoding: 'utf8' });
  if (publish.status !== 0) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`publish-local failed (exit ${publish.status}):\n${publish.stdout}\n${publish.stderr}`);
  }

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(os.tmpdir(), `${path.basename(dataDir)}.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      NODE_ENV: 'production',
      // Shipments booked in the sandbox move one status every 2 s and are polled every second, so a journey can
      // watch a new shipment's status change (issue 14) without waiting minutes.
      CARRIER_SANDBOX_STEP_SECONDS: '2',
      SHIPMENT_POLL_SECONDS: '1',
      // The demo seed holds 118 sales prices: a list of at most 100 says that not all results are shown (issue 16).
      PRICE_LIST_LIMIT: '100',
    },
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
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, logFile, options.timeoutMs ?? 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, logFile, stop };
}
