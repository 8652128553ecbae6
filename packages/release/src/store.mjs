/**
 * The release store (ARCHITECTURE §3): shared by `pnpm release|rollback|releases` (cli.mjs) and
 * scripts/publish-local.mjs.
 *
 *   <store>/<name>/<version>/   immutable copy of one remote build (served under /remotes/<name>/<version>/)
 *   <store>/remotes.json        the registry the shell fetches at boot (written atomically, under a lock)
 *   <store>/remotes.json.lock   the lock (O_EXCL create; holds {pid, host, user, at})
 *   <store>/shell/<version>/shared-contract.json   what the deployed shell provides to the share scope; the
 *                               registry's `shell: {version}` names the deployed one (publish-local records it)
 *   <store>/history.jsonl       one line per registry change: {at, who, action, remote, from, to}; a change of the
 *                               override settings is a line with `setting: 'overrides'` and `remote: null`; a new
 *                               shell is a line with `remote: 'shell'`
 *
 * Plain Node ESM, synchronous on purpose (a release is a short critical section; no build step).
 * No `import.meta` here: jest runs these modules through @swc/jest as CommonJS.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const REMOTE_NAME_PATTERN = /^[A-Za-z_$][\w$]*$/;
export const SEMVER_PATTERN = /^\d+\.\d+\.\d+(?:-[\w.-]+)?(?:\+[\w.-]+)?$/;

/** A failure with a message meant for the person releasing (the CLI prints it without a stack). */
export class ReleaseError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ReleaseError';
  }
}

/** The release store folder: $RELEASE_STORE, else ${DATA_DIR:-<root>/.data}/releases (what the server serves). */
export function resolveStoreDir(root, env = process.env) {
  if (env.RELEASE_STORE) return path.resolve(env.RELEASE_STORE);
  return path.join(path.resolve(env.DATA_DIR || path.join(root, '.data')), 'releases');
}

/** The files of a store. */
export function storePaths(storeDir) {
  const registryFile = path.join(storeDir, 'remotes.json');
  return {
    storeDir,
    registryFile,
    lockFile: `${registryFile}.lock`,
    historyFile: path.join(storeDir, 'history.jsonl'),
  };
}

/** Who makes a change: $RELEASE_ACTOR, else the OS user name. */
export function currentActor(env = process.env) {
  if (env.RELEASE_ACTOR) return env.RELEASE_ACTOR;
  try {
    return os.userInfo().username || 'unknown';
  } catch {
    return 'unknown';
  }
}

export const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every file below `dir`, as sorted relative paths. */
export function listFiles(dir, base = dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
    })
    .sort();
}

/** A digest of a folder's file names and contents (to tell an identical release from a changed one). */
export function folderDigest(dir) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir)) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** Writes `value` as JSON to `file` atomically: tmp file in the same folder, fsync, rename, fsync the folder. */
export function writeJsonAtomic(file, value) {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  const tmp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  let fd;
  try {
    fd = fs.openSync(tmp, 'wx');
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fd = undefined;
    fs.renameSync(tmp, file);
  } catch (error) {
    if (fd !== undefined) fs.closeSync(fd);
    fs.rmSync(tmp, { force: true });
    throw error;
  }
  try {
    const dirFd = fs.openSync(path.dirname(file), 'r');
    try {
      fs.fsyncSync(dirFd);
    } finally {
      fs.closeSync(dirFd);
    }
  } catch {
    // Directory fsync is not supported everywhere (e.g. Windows); the rename is still atomic.
  }
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function readLock(lockFile) {
  try {
    const text = fs.readFileSync(lockFile, 'utf8');
    try {
      return { text, ...JSON.parse(text) };
    } catch {
      return { text, pid: Number.parseInt(text, 10) || undefined }; // old format: "<pid>\n"
    }
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Holds the registry lock while `fn` runs. The lock is created with O_EXCL; a lock whose process is gone (same
 * host) or older than `staleMs` is taken over. Waits up to `timeoutMs` for a held lock, then throws a
 * ReleaseError naming the holder.
 */
export function withLock(storeDir, fn, { timeoutMs = 10_000, staleMs = 60_000, retryMs = 50 } = {}) {
  const { lockFile } = storePaths(storeDir);
  fs.mkdirSync(storeDir, { recursive: true });
  const me = JSON.stringify({
    pid: process.pid,
    host: os.hostname(),
    user: currentActor(),
    at: new Date().toISOString(),
  });
  const started = Date.now();
  for (;;) {
    try {
      fs.writeFileSync(lockFile, `${me}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const holder = readLock(lockFile);
    if (!holder) continue; // released between our attempt and the read
    let age;
    try {
      age = Date.now() - fs.statSync(lockFile).mtimeMs;
    } catch {
      continue;
    }
    const sameHost = !holder.host || holder.host === os.hostname();
    const dead = sameHost && holder.pid && holder.pid !== process.pid && !processAlive(holder.pid);
    if (dead || age > staleMs) {
      // Take the stale lock over: move it aside, and put it back if it changed meanwhile (someone else took it).
      const aside = `${lockFile}.${process.pid}.stale`;
      try {
        fs.renameSync(lockFile, aside);
        if (fs.readFileSync(aside, 'utf8') !== holder.text) fs.renameSync(aside, lockFile);
        else fs.rmSync(aside, { force: true });
      } catch {
        // Another process moved it first; retry.
      }
      continue;
    }
    if (Date.now() - started >= timeoutMs) {
      const who = [
        holder.user && `user ${holder.user}`,
        holder.pid && `pid ${holder.pid}`,
        holder.host && `on ${holder.host}`,
      ]
        .filter(Boolean)
        .join(', ');
      throw new ReleaseError(
        `the registry is locked by another release (${who || 'unknown holder'}, since ${holder.at ?? `${Math.round(age / 1000)} s ago`}). ` +
          `Wait for it to finish; if no release is running, delete ${lockFile}`,
      );
    }
    sleep(retryMs);
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/** An empty registry (production default: no overrides). */
export const emptyRegistry = () => ({ allowOverrides: false, overrideOrigins: [], remotes: {} });

/** The registry of a store, or an empty one. */
export function readRegistry(storeDir) {
  const { registryFile } = storePaths(storeDir);
  return fs.existsSync(registryFile) ? readJson(registryFile) : emptyRegistry();
}

/** A registry with its remotes sorted by name (stable diffs). */
export function normalizeRegistry(registry) {
  return {
    ...registry,
    allowOverrides: registry.allowOverrides ?? false,
    overrideOrigins: registry.overrideOrigins ?? [],
    remotes: Object.fromEntries(
      Object.entries(registry.remotes ?? {}).sort(([a], [b]) => a.localeCompare(b)),
    ),
  };
}

/** The registry entry of `name@version` (ARCHITECTURE §2): served from the store's versioned folder. */
export const registryEntry = (name, version, routes) => ({
  version,
  entry: `/remotes/${name}/${version}/mf-manifest.json`,
  routes,
});

/** Appends history lines (call under the lock). */
export function appendHistory(storeDir, entries) {
  if (!entries.length) return;
  const { historyFile } = storePaths(storeDir);
  fs.appendFileSync(historyFile, `${entries.map((entry) => JSON.stringify(entry)).join('\n')}\n`);
}

/** The history of a store (optionally of one remote), oldest first. Unparsable lines are skipped. */
export function readHistory(storeDir, remote) {
  const { historyFile } = storePaths(storeDir);
  if (!fs.existsSync(historyFile)) return [];
  return fs
    .readFileSync(historyFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    })
    .filter((entry) => !remote || entry.remote === remote);
}

/** History lines for every remote (and the shell) whose version differs between two registries. */
export function registryChanges(
  previous,
  next,
  { action, who = currentActor(), at = new Date().toISOString() },
) {
  const remoteLines = Object.keys({ ...previous.remotes, ...next.remotes })
    .filter((name) => previous.remotes?.[name]?.version !== next.remotes?.[name]?.version)
    .map((name) => ({
      at,
      who,
      action,
      remote: name,
      from: previous.remotes?.[name]?.version ?? null,
      to: next.remotes?.[name]?.version ?? null,
    }));
  const shellFrom = previous.shell?.version ?? null;
  const shellTo = next.shell?.version ?? null;
  const shellLines =
    shellFrom === shellTo ? [] : [{ at, who, action, remote: SHELL_STORE_NAME, from: shellFrom, to: shellTo }];
  return [...remoteLines, ...shellLines];
}

/** The store folder name of the shell's records (never a remote's container name: the host is `shell`). */
export const SHELL_STORE_NAME = 'shell';
/** The file every build emits beside mf-manifest.json (@portal/config SharedContractPlugin). */
export const SHARED_CONTRACT_FILE = 'shared-contract.json';

/**
 * Records the shell build in `shellDist` as deployed: copies its shared-contract.json to
 * <store>/shell/<version>/ (replacing a local copy of the same version) — call inside {@link updateRegistry}'s
 * change and set `registry.shell = {version}` there. Throws a ReleaseError when the build has no contract.
 */
export function storeShellContract(storeDir, { version, shellDist }) {
  const source = path.join(shellDist, SHARED_CONTRACT_FILE);
  if (!fs.existsSync(source)) throw new ReleaseError(`${source} is missing: build the shell first (pnpm build)`);
  const target = path.join(storeDir, SHELL_STORE_NAME, version);
  fs.mkdirSync(target, { recursive: true });
  const file = path.join(target, SHARED_CONTRACT_FILE);
  fs.writeFileSync(`${file}.${process.pid}.tmp`, fs.readFileSync(source));
  fs.renameSync(`${file}.${process.pid}.tmp`, file);
}

/**
 * The shared contracts of what `registry` deploys: the shell's (undefined when none is recorded) and every
 * current remote's except `except` (remotes released before contracts existed are left out).
 */
export function readDeployedContracts(storeDir, registry, { except } = {}) {
  const read = (...parts) => {
    const file = path.join(storeDir, ...parts, SHARED_CONTRACT_FILE);
    return fs.existsSync(file) ? readJson(file) : undefined;
  };
  const shell = registry.shell?.version ? read(SHELL_STORE_NAME, String(registry.shell.version)) : undefined;
  const remotes = Object.entries(registry.remotes ?? {})
    .filter(([name]) => name !== except)
    .map(([name, entry]) => read(name, String(entry.version)))
    .filter(Boolean);
  return { shell, remotes };
}

/** The shell's default bounded wait for a remote's screen (ms), as @portal/federation's DEFAULT_LOAD_TIMEOUT_MS. */
export const DEFAULT_LOAD_TIMEOUT_MS = 15_000;

/** The deploy-time settings of a registry (ARCHITECTURE §3): overrides and the shell's load timeout (ms). */
export const overrideSettings = (registry) => ({
  allowOverrides: registry.allowOverrides ?? false,
  overrideOrigins: registry.overrideOrigins ?? [],
  loadTimeoutMs: registry.loadTimeoutMs ?? DEFAULT_LOAD_TIMEOUT_MS,
});

/** A history line when the override settings differ between two registries (else none). */
export function settingsChanges(previous, next, { action, who = currentActor(), at = new Date().toISOString() }) {
  const from = overrideSettings(previous);
  const to = overrideSettings(next);
  if (JSON.stringify(from) === JSON.stringify(to)) return [];
  return [{ at, who, action, remote: null, setting: 'overrides', from, to }];
}

/**
 * Under the lock: reads the registry, lets `change(registry)` return the next one, writes it atomically when it
 * differs and appends one history line per changed remote. Returns {previous, registry, changes, written}.
 */
export function updateRegistry(storeDir, change, { action, who, lock } = {}) {
  return withLock(
    storeDir,
    () => {
      const previous = readRegistry(storeDir);
      const registry = normalizeRegistry(change(structuredClone(previous)));
      if (
        JSON.stringify(normalizeRegistry(previous)) === JSON.stringify(registry) &&
        fs.existsSync(storePaths(storeDir).registryFile)
      ) {
        return { previous, registry, changes: [], written: false };
      }
      writeJsonAtomic(storePaths(storeDir).registryFile, registry);
      const changes = registryChanges(previous, registry, { action, who });
      appendHistory(storeDir, [...changes, ...settingsChanges(previous, registry, { action, who })]);
      return { previous, registry, changes, written: true };
    },
    lock,
  );
}

/**
 * Copies a build into <store>/<name>/<version>/ (staging folder + rename, so the versioned folder appears whole).
 * An existing folder with identical content is kept ('unchanged'). A different one is refused (versioned folders are
 * immutable: the server caches them for a year) unless `onChanged: 'replace'` (publish-local, local store only).
 * Returns 'added' | 'unchanged' | 'replaced'.
 */
export function storeBuild(storeDir, { name, version, dist }, { onChanged = 'refuse', log = () => {} } = {}) {
  if (!REMOTE_NAME_PATTERN.test(name ?? '') || name === SHELL_STORE_NAME)
    throw new ReleaseError(`"${name}" is not a valid container name for a remote`);
  if (!SEMVER_PATTERN.test(version ?? '')) throw new ReleaseError(`version "${version}" is not semver`);
  const target = path.join(storeDir, name, version);
  const changedMessage =
    `${name}@${version} is already released with different content (${target}). Released versions are ` +
    'immutable: release under a new version (--version <semver>).';
  if (fs.existsSync(target)) {
    if (folderDigest(target) === folderDigest(dist)) return 'unchanged';
    if (onChanged !== 'replace') throw new ReleaseError(changedMessage);
    log(`  ${name}@${version}: warning: the build changed but the version did not; replacing the local copy`);
  }
  const staging = path.join(storeDir, name, `.${version}.${process.pid}.tmp`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  fs.cpSync(dist, staging, { recursive: true });
  const old = fs.existsSync(target) ? `${target}.${process.pid}.old` : undefined;
  if (old) fs.renameSync(target, old);
  try {
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Another release of the same version won the race: fine when identical.
    if (!old && fs.existsSync(target)) {
      if (folderDigest(target) === folderDigest(dist)) return 'unchanged';
      throw new ReleaseError(changedMessage);
    }
    throw error;
  }
  if (old) fs.rmSync(old, { recursive: true, force: true });
  return old ? 'replaced' : 'added';
}

/** Whether <store>/<name>/<version>/ holds a release. */
export const versionExists = (storeDir, name, version) =>
  !!version && fs.existsSync(path.join(storeDir, name, String(version), 'mf-manifest.json'));

/**
 * The version a rollback of `name` restores. History is replayed as a stack (release/publish push their `to`,
 * a rollback pops back to its `to`), so repeated rollbacks walk further back. The answer is the nearest version
 * below the current one that still exists in the store. Returns undefined when there is none.
 */
export function previousVersion(storeDir, name, current) {
  const stack = [];
  for (const { action, from, to } of readHistory(storeDir, name)) {
    if (action === 'rollback') {
      while (stack.length && stack[stack.length - 1] !== to) stack.pop();
      if (!stack.length && to) stack.push(to);
    } else if (to) {
      if (!stack.length && from) stack.push(from);
      stack.push(to);
    } else {
      stack.length = 0; // removed from the registry
    }
  }
  const top = stack.lastIndexOf(current);
  const below = top >= 0 ? stack.slice(0, top) : stack;
  for (let i = below.length - 1; i >= 0; i--) {
    if (below[i] !== current && versionExists(storeDir, name, below[i])) return below[i];
  }
  return undefined;
}
