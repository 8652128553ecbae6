#!/usr/bin/env node
/**
 * `pnpm dev` (ARCHITECTURE §6): development servers with live reload.
 *
 *   pnpm dev                     the API in watch mode (tsx watch packages/server/src/main.ts), the shell's dev
 *                                server and every remote's dev server; the shell's /remotes.json points every
 *                                remote at its local dev server.
 *   pnpm dev --remote pricing    the API, the shell and only that remote (`pricing` or `mf-pricing`) locally; the
 *                                other remotes come from the local release store (run `pnpm build` and
 *                                `node scripts/publish-local.mjs` once to fill it).
 *
 * Ports: the API on $PORT (8080); the shell and each remote on the `port` of its webpack.config.ts (passed on as
 * PORTAL_DEV_PORT, see packages/config/src/webpack/dev-env.ts). Output lines are prefixed with the process name.
 * Every child runs in its own process group (tsx watch and webpack start children of their own); Ctrl+C, SIGTERM
 * or the exit of any child stops them all.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const apiPort = Number(process.env.PORT ?? 8080);
const apiUrl = `http://${HOST}:${apiPort}`;
const FIRST_REMOTE_PORT = 3001;

/** Parses `--remote <name>` / `--remote=<name>`; anything else is an error. */
function parseArgs(argv) {
  const options = { remote: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--remote') options.remote = argv[++i];
    else if (arg.startsWith('--remote=')) options.remote = arg.slice('--remote='.length);
    else if (arg === '--') continue;
    else {
      process.stderr.write(`dev: unknown argument ${arg}\nUsage: pnpm dev [--remote <name>]\n`);
      process.exit(2);
    }
  }
  if (options.remote !== undefined && !options.remote) {
    process.stderr.write('dev: --remote needs a name, e.g. --remote customers\n');
    process.exit(2);
  }
  return options;
}

/** The dev server port written in an app's webpack.config.ts (`port: 3001`), if any. */
function configuredPort(dir) {
  const file = ['webpack.config.ts', 'webpack.config.js', 'webpack.config.mjs']
    .map((name) => path.join(dir, name))
    .find((candidate) => fs.existsSync(candidate));
  const match = file && /\bport:\s*(\d+)/.exec(fs.readFileSync(file, 'utf8'));
  return match ? Number(match[1]) : undefined;
}

/** Every remote of the workspace (mf-* folders with a package.json), with its short name and dev port. */
function findRemotes() {
  const dirs = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .filter((entry) => fs.existsSync(path.join(root, entry.name, 'package.json')))
    .map((entry) => entry.name)
    .sort();
  const used = new Set([3000, apiPort]);
  const remotes = dirs.map((folder) => {
    const dir = path.join(root, folder);
    const port = configuredPort(dir);
    if (port) used.add(port);
    return { folder, name: folder.slice('mf-'.length), dir, port };
  });
  let next = FIRST_REMOTE_PORT;
  for (const remote of remotes) {
    if (remote.port) continue;
    while (used.has(next)) next++;
    remote.port = next;
    used.add(next);
  }
  return remotes;
}

/** The command of a package binary: its node_modules/.bin link when present, else through `pnpm exec`. */
function binary(dir, name, args) {
  const local = path.join(dir, 'node_modules', '.bin', name);
  return fs.existsSync(local) ? [local, args] : ['pnpm', ['exec', name, ...args]];
}

const children = new Set();
let stopping = false;

/** Starts one long-running process with prefixed output. */
function startProcess(label, dir, [command, args], env = {}) {
  const child = spawn(command, args, {
    cwd: dir,
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${label}] `;
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) target.write(`${prefix}${line}\n`);
    });
    stream.on('end', () => pending && target.write(`${prefix}${pending}\n`));
  }
  children.add(child);
  child.on('error', (error) => {
    process.stderr.write(`${prefix}could not start: ${error.message}\n`);
    children.delete(child);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (stopping) return;
    process.stderr.write(`${prefix}exited (${signal ?? `code ${code}`}); stopping the others\n`);
    stopAll(code || 1);
  });
  return child;
}

/** Sends `signal` to a child's whole process group (falls back to the child alone). */
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** Stops every child (SIGTERM, then SIGKILL after 5 s) and exits with `code`. */
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) killGroup(child, 'SIGTERM');
  const deadline = setTimeout(() => {
    for (const child of children) killGroup(child, 'SIGKILL');
    process.exit(code);
  }, 5000);
  const wait = setInterval(() => {
    if (children.size > 0) return;
    clearInterval(wait);
    clearTimeout(deadline);
    process.exit(code);
  }, 100);
}

function main() {
  const { remote: selected } = parseArgs(process.argv.slice(2));
  const remotes = findRemotes();
  let local = remotes;
  if (selected) {
    const wanted = selected.replace(/^mf-/, '');
    local = remotes.filter((r) => r.name === wanted);
    if (local.length === 0) {
      process.stderr.write(`dev: no remote "${selected}" (known: ${remotes.map((r) => r.name).join(', ') || 'none'})\n`);
      process.exit(2);
    }
  }

  const devRemotes = local.map((r) => `${r.name}=http://${HOST}:${r.port}`).join(',');
  const shellDir = path.join(root, 'shell');
  const shellPort = configuredPort(shellDir) ?? 3000;
  const webpackServe = ['serve', '--mode', 'development'];

  startProcess('api', path.join(root, 'packages', 'server'), binary(path.join(root, 'packages', 'server'), 'tsx', ['watch', 'src/main.ts']), {
    PORT: String(apiPort),
    HOST,
  });
  for (const r of local) {
    startProcess(r.name, r.dir, binary(r.dir, 'webpack', webpackServe), {
      PORTAL_API_URL: apiUrl,
      PORTAL_DEV_PORT: String(r.port),
    });
  }
  startProcess('shell', shellDir, binary(shellDir, 'webpack', webpackServe), {
    PORTAL_API_URL: apiUrl,
    PORTAL_DEV_PORT: String(shellPort),
    PORTAL_DEV_REMOTES: devRemotes,
  });

  const lines = [
    `Portal (shell):  http://${HOST}:${shellPort}`,
    `API:             ${apiUrl}/api (docs: ${apiUrl}/api/docs)`,
    ...local.map((r) => `Remote ${r.name.padEnd(9)} http://${HOST}:${r.port} (local dev server)`),
  ];
  if (selected) {
    const others = remotes.filter((r) => !local.includes(r)).map((r) => r.name);
    if (others.length) lines.push(`From the release store: ${others.join(', ')} (fill it with pnpm build + node scripts/publish-local.mjs)`);
  }
  process.stdout.write(`\n${lines.join('\n')}\nCtrl+C stops everything.\n\n`);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
process.on('exit', () => {
  for (const child of children) killGroup(child, 'SIGKILL');
});
main();
