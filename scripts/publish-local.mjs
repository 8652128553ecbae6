#!/usr/bin/env node
/**
 * Publishes every built remote into the local release store (ARCHITECTURE §3, docs/contracts.md):
 *
 *   for each mf-*\/dist:  ${DATA_DIR:-.data}/releases/<name>/<version>/   (a copy of the build)
 *   then:                 ${DATA_DIR:-.data}/releases/remotes.json         (written atomically: tmp + rename)
 *
 * `name` is the federation container name (mf-manifest.json `metaData.name`, e.g. `customers`), `version` the
 * remote's package.json version. Each registry entry is `/remotes/<name>/<version>/mf-manifest.json` with the
 * remote's routes.json inlined; `allowOverrides` is false. Remotes already in the registry whose release folder
 * still exists are kept. Idempotent: publishing the same builds again changes nothing; a changed build under an
 * unchanged version replaces that folder (local store only) with a warning. Registry changes are appended to
 * releases/history.jsonl.
 *
 * Usage: node scripts/publish-local.mjs   (after `pnpm build`; `npm start` runs it)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(process.env.DATA_DIR || path.join(root, '.data'));
const releasesDir = path.join(dataDir, 'releases');
const registryFile = path.join(releasesDir, 'remotes.json');
const lockFile = `${registryFile}.lock`;
const historyFile = path.join(releasesDir, 'history.jsonl');
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const SEMVER = /^\d+\.\d+\.\d+(?:-[\w.-]+)?(?:\+[\w.-]+)?$/;

const log = (message) => process.stdout.write(`${message}\n`);
const fail = (message) => {
  process.stderr.write(`publish-local: ${message}\n`);
  process.exit(1);
};
const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every file below `dir`, as sorted relative paths. */
function listFiles(dir, base = dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
    })
    .sort();
}

/** A digest of a folder's file names and contents (to tell an identical release from a changed one). */
function folderDigest(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(file).update('\0').update(fs.readFileSync(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex');
}

/** Reads one built remote; returns undefined (with a note) when mf-x has no build. */
function readBuiltRemote(remoteDir) {
  const dist = path.join(remoteDir, 'dist');
  const label = path.basename(remoteDir);
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    log(`  ${label}: no build (run pnpm build first); skipped`);
    return undefined;
  }
  const { version } = readJson(path.join(remoteDir, 'package.json'));
  const manifest = readJson(path.join(dist, 'mf-manifest.json'));
  const name = manifest?.metaData?.name;
  if (!IDENTIFIER.test(name ?? '')) fail(`${label}: mf-manifest.json has no valid container name`);
  if (!SEMVER.test(version ?? '')) fail(`${label}: package.json version "${version}" is not semver`);
  const buildVersion = manifest.metaData.buildInfo?.buildVersion;
  if (buildVersion !== version) {
    log(`  ${label}: warning: built as version ${buildVersion}, package.json says ${version}`);
  }
  const routesFile = path.join(dist, 'routes.json');
  if (!fs.existsSync(routesFile)) fail(`${label}: dist/routes.json is missing (the build emits it)`);
  const routes = readJson(routesFile);
  if (!Array.isArray(routes)) fail(`${label}: routes.json is not a route manifest (an array of routes)`);
  return { name, version, dist, routes };
}

/** Copies the build into releases/<name>/<version>/ unless an identical copy is there. */
function storeRelease({ name, version, dist }) {
  const target = path.join(releasesDir, name, version);
  if (fs.existsSync(target)) {
    if (folderDigest(target) === folderDigest(dist)) return 'unchanged';
    log(`  ${name}@${version}: warning: the build changed but the version did not; replacing the local copy`);
  }
  const staging = path.join(releasesDir, name, `.${version}.${process.pid}.tmp`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  fs.cpSync(dist, staging, { recursive: true });
  const old = fs.existsSync(target) ? `${target}.${process.pid}.old` : undefined;
  if (old) fs.renameSync(target, old);
  fs.renameSync(staging, target);
  if (old) fs.rmSync(old, { recursive: true, force: true });
  return old ? 'replaced' : 'added';
}

/** Holds the registry lock while `fn` runs (a stale lock older than 60 s is taken over). */
function withLock(fn) {
  fs.mkdirSync(releasesDir, { recursive: true });
  for (let tries = 0; ; tries++) {
    try {
      fs.writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - fs.statSync(lockFile).mtimeMs;
      if (age > 60_000) fs.rmSync(lockFile, { force: true });
      else if (tries > 100) fail(`the registry is locked (${lockFile})`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/** Writes `value` as JSON to `file` atomically (tmp file in the same folder, then rename). */
function writeJsonAtomic(file, value) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(tmp, file);
}

const remoteDirs = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
  .map((entry) => path.join(root, entry.name))
  .sort();

log(`Publishing remotes into ${releasesDir}`);
const built = remoteDirs.map(readBuiltRemote).filter(Boolean);
const names = new Set();
for (const remote of built) {
  if (names.has(remote.name)) fail(`two remotes use the container name "${remote.name}"`);
  names.add(remote.name);
}

withLock(() => {
  for (const remote of built) log(`  ${remote.name}@${remote.version}: ${storeRelease(remote)}`);

  const previous = fs.existsSync(registryFile) ? readJson(registryFile) : { remotes: {} };
  const remotes = {};
  for (const [name, entry] of Object.entries(previous.remotes ?? {})) {
    if (fs.existsSync(path.join(releasesDir, name, String(entry.version)))) remotes[name] = entry;
  }
  for (const { name, version, routes } of built) {
    remotes[name] = { version, entry: `/remotes/${name}/${version}/mf-manifest.json`, routes };
  }
  const registry = {
    allowOverrides: false,
    overrideOrigins: previous.overrideOrigins ?? [],
    remotes: Object.fromEntries(Object.entries(remotes).sort(([a], [b]) => a.localeCompare(b))),
  };

  if (JSON.stringify(previous) === JSON.stringify(registry)) {
    log('  remotes.json: unchanged');
    return;
  }
  writeJsonAtomic(registryFile, registry);
  const who = (() => {
    try {
      return os.userInfo().username;
    } catch {
      return 'unknown';
    }
  })();
  const at = new Date().toISOString();
  const lines = Object.keys({ ...previous.remotes, ...registry.remotes })
    .filter((name) => previous.remotes?.[name]?.version !== registry.remotes[name]?.version)
    .map((name) =>
      JSON.stringify({
        at,
        who,
        action: 'publish-local',
        remote: name,
        from: previous.remotes?.[name]?.version ?? null,
        to: registry.remotes[name]?.version ?? null,
      }),
    );
  if (lines.length) fs.appendFileSync(historyFile, `${lines.join('\n')}\n`);
  log(`  remotes.json: written (${Object.keys(registry.remotes).join(', ') || 'no remotes'})`);
});
