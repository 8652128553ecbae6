/**
 * Release, roll back and list the releases of one remote (ARCHITECTURE §3). The shell is never rebuilt: the
 * registry (remotes.json) is deploy-time data; the running portal picks a change up on the next page load.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkAgainstDeployed, validateRouteManifest } from './checks.mjs';
import {
  REMOTE_NAME_PATTERN,
  ReleaseError,
  SEMVER_PATTERN,
  SHARED_CONTRACT_FILE,
  readDeployedContracts,
  currentActor,
  overrideSettings,
  readHistory,
  readJson,
  readRegistry,
  registryEntry,
  storeBuild,
  updateRegistry,
  previousVersion,
} from './store.mjs';

/** `mf-customers` or `customers` → {dir: <root>/mf-customers, name: 'customers'} (name = container name by convention). */
export function resolveRemote(root, arg) {
  if (!arg) throw new ReleaseError('name the remote, e.g. mf-customers');
  const folder = arg.startsWith('mf-') ? arg : `mf-${arg}`;
  const name = folder.slice(3);
  const dir = path.join(root, folder);
  return { folder, dir, name };
}

/**
 * Builds the remote alone with `version` as buildInfo.buildVersion (PORTAL_REMOTE_VERSION, read by @portal/config)
 * into `outDir` (PORTAL_OUTPUT_DIR, read by @portal/config): a release build never replaces the remote's own
 * `dist/`, which `npm start` publishes under the package.json version.
 */
export function buildRemote(root, folder, version, outDir, { log = () => {} } = {}) {
  log(`Building ${folder} ${version} into ${outDir} (the shell is not rebuilt)`);
  const pnpm =
    process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath)
      ? [process.execPath, process.env.npm_execpath]
      : ['pnpm'];
  const result = spawnSync(pnpm[0], [...pnpm.slice(1), '--dir', path.join(root, folder), 'run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORTAL_REMOTE_VERSION: version, PORTAL_OUTPUT_DIR: outDir, NODE_ENV: 'production' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new ReleaseError(`the build of ${folder} failed (exit ${result.status}); nothing was released`);
}

/**
 * Releases one remote: (build), check, copy to <store>/<name>/<version>/, point the registry at it, record history.
 *
 * @param options.root workspace root
 * @param options.storeDir release store
 * @param options.remote `mf-<name>`
 * @param options.version release version (default: the remote's package.json version)
 * @param options.skipBuild release the existing dist
 * @param options.from release this pre-built folder (a build of the remote; implies no build)
 * @param options.contract {routeManifestSchema} (see contract.mjs)
 * @param options.build (root, folder, version, outDir) → void; default {@link buildRemote} (into a temp folder,
 *   removed afterwards: the remote's own dist/ is left alone)
 * @returns {{name, version, from, stored, changed}}
 */
export function releaseRemote(options) {
  const { root, remote, skipBuild = false, log = () => {}, who = currentActor() } = options;
  const build = options.build ?? ((r, f, v, out) => buildRemote(r, f, v, out, { log }));
  const { folder, dir, name: expectedName } = resolveRemote(root, remote);
  if (!fs.existsSync(path.join(dir, 'package.json')))
    throw new ReleaseError(`${folder}: no such remote in ${root}`);
  const version = options.version ?? readJson(path.join(dir, 'package.json')).version;
  if (!SEMVER_PATTERN.test(version ?? ''))
    throw new ReleaseError(`version "${version}" is not semver (e.g. 1.4.0)`);

  if (options.from) {
    const from = path.resolve(options.from);
    if (!fs.existsSync(from)) throw new ReleaseError(`--from ${from}: no such folder`);
    return releaseBuild({ ...options, version, folder, expectedName, who, log, dist: from, label: from });
  }
  if (skipBuild) {
    return releaseBuild({ ...options, version, folder, expectedName, who, log, dist: path.join(dir, 'dist') });
  }
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `release-${expectedName}-${version}-`));
  try {
    build(root, folder, version, outDir);
    return releaseBuild({ ...options, version, folder, expectedName, who, log, dist: outDir, label: 'the build' });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/** Checks the build in `dist` and releases it (the part of {@link releaseRemote} after the build). */
function releaseBuild({ storeDir, version, folder, expectedName, skipBuild, from: fromDir, contract, log, who, dist, label }) {
  label ??= `${folder}/dist`;
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new ReleaseError(`${folder}: ${manifestFile} is missing (build it first)`);
  const manifest = readJson(manifestFile);
  const name = manifest?.metaData?.name;
  if (!REMOTE_NAME_PATTERN.test(name ?? ''))
    throw new ReleaseError(`${folder}: mf-manifest.json has no valid container name`);
  if (name !== expectedName)
    throw new ReleaseError(`${folder}: ${label} is a build of "${name}", not of "${expectedName}"`);
  const built = manifest.metaData.buildInfo?.buildVersion;
  if (built !== version) {
    throw new ReleaseError(
      `${folder}: ${label} was built as version ${built}, not ${version}` +
        (skipBuild ? ` (release it with --version ${built}, or rebuild without --skip-build)` : '') +
        (fromDir ? ` (release it with --version ${built})` : ''),
    );
  }

  const routesFile = path.join(dist, 'routes.json');
  if (!fs.existsSync(routesFile))
    throw new ReleaseError(`${folder}: ${label}/routes.json is missing (the build emits it)`);
  const routes = validateRouteManifest(
    readJson(routesFile),
    contract.routeManifestSchema,
    `${label}/routes.json`,
  );
  const contractFile = path.join(dist, SHARED_CONTRACT_FILE);
  if (!fs.existsSync(contractFile))
    throw new ReleaseError(`${folder}: ${label}/${SHARED_CONTRACT_FILE} is missing (the build emits it; rebuild)`);
  const sharedContract = readJson(contractFile);
  // Against what is deployed now (the registry's shell and remotes), not against the workspace.
  const check = () =>
    checkAgainstDeployed(
      sharedContract,
      readDeployedContracts(storeDir, readRegistry(storeDir), { except: name }),
      `${name}@${version}`,
    );
  const warnings = check();
  for (const warning of warnings) log(`  warning: ${warning}`);
  log(
    `  checks passed: route manifest (${routes.length} routes), shared code against the deployed shell and ` +
      `remotes (${Object.keys(sharedContract.shared ?? {}).length} shared keys)`,
  );

  const stored = storeBuild(storeDir, { name, version, dist });
  log(
    `  ${path.join(storeDir, name, version)}: ${stored === 'unchanged' ? 'already stored (identical)' : 'stored'}`,
  );
  const { previous, changes } = updateRegistry(
    storeDir,
    (registry) => {
      // Again under the lock: a shell or remote deployed since the first check counts too.
      check();
      registry.remotes = { ...registry.remotes, [name]: registryEntry(name, version, routes) };
      return registry;
    },
    { action: 'release', who },
  );
  const from = previous.remotes?.[name]?.version ?? null;
  return { name, version, from, stored, changed: changes.length > 0 };
}

/**
 * Points the registry of `remote` back to the previous version (see previousVersion in store.mjs), under the
 * lock, with a history line (action rollback). Routes come from the stored release's routes.json.
 * @returns {{name, from, to}}
 */
export function rollbackRemote({ root, storeDir, remote, who = currentActor() }) {
  const { name } = resolveRemote(root, remote);
  let result;
  updateRegistry(
    storeDir,
    (registry) => {
      const current = registry.remotes?.[name]?.version;
      if (!current)
        throw new ReleaseError(`${name} is not in the registry (${storeDir}); nothing to roll back`);
      const target = previousVersion(storeDir, name, current);
      if (!target)
        throw new ReleaseError(
          `${name}@${current}: no earlier release in the history that still exists in the store`,
        );
      const routes = readJson(path.join(storeDir, name, target, 'routes.json'));
      registry.remotes = { ...registry.remotes, [name]: registryEntry(name, target, routes) };
      result = { name, from: current, to: target };
      return registry;
    },
    { action: 'rollback', who },
  );
  return result;
}

/** The history of one remote as rows, oldest first, the change that set the current version marked. */
export function listReleases({ root, storeDir, remote }) {
  const { name } = resolveRemote(root, remote);
  const current = readRegistry(storeDir).remotes?.[name]?.version ?? null;
  const history = readHistory(storeDir, name);
  let currentIndex = -1;
  history.forEach((entry, index) => {
    if (entry.to === current) currentIndex = index;
  });
  return {
    name,
    current,
    rows: history.map((entry, index) => ({ ...entry, current: index === currentIndex })),
  };
}

/** A plain-text table of {@link listReleases}. */
export function formatReleases({ name, current, rows }) {
  if (!rows.length) return `${name}: no history${current ? ` (current ${current})` : ''}`;
  const table = [['', 'when', 'action', 'from', 'to', 'who']].concat(
    rows.map((row) => [row.current ? '*' : '', row.at, row.action, row.from ?? '-', row.to ?? '-', row.who]),
  );
  const widths = table[0].map((_, col) => Math.max(...table.map((r) => String(r[col]).length)));
  const lines = table.map((r) =>
    r
      .map((cell, col) => String(cell).padEnd(widths[col]))
      .join('  ')
      .trimEnd(),
  );
  return `${lines.join('\n')}\n\n${name}: current version ${current ?? '(not in the registry)'} (marked *)`;
}

/**
 * An origin as the shell compares it (`new URL(entry).origin`): scheme, host and port only, http(s).
 * Returns the normalised origin; throws a ReleaseError for anything else (a path, a wildcard, another scheme).
 */
export function normalizeOrigin(value) {
  let url;
  try {
    url = new URL(String(value).trim());
  } catch {
    throw new ReleaseError(`"${value}" is not an origin (e.g. https://staging.example or http://127.0.0.1:4001)`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!/^https?:$/.test(url.protocol) || !bare || url.origin === 'null') {
    throw new ReleaseError(`"${value}" is not an origin: give scheme, host and port only (e.g. ${url.origin})`);
  }
  return url.origin;
}

/**
 * Switches the staging override settings of the registry (`allowOverrides`, `overrideOrigins`; ARCHITECTURE §3)
 * under the same lock, atomic write and history as a release (history line `{action: 'config', setting:
 * 'overrides', from, to}`). Omitted options keep their value. `origins` replaces the list; `addOrigins` and
 * `removeOrigins` edit it. `loadTimeoutMs` sets the shell's bounded wait for a remote's screen (1000–120000 ms).
 * @throws ReleaseError for an origin that is not one or a load timeout out of bounds (nothing is written)
 * @returns {{from, to, changed}} the settings before and after
 */
export function configureOverrides({
  storeDir,
  allowOverrides,
  origins,
  addOrigins = [],
  removeOrigins = [],
  loadTimeoutMs,
  who = currentActor(),
}) {
  if (loadTimeoutMs !== undefined && !(Number.isInteger(loadTimeoutMs) && loadTimeoutMs >= 1000 && loadTimeoutMs <= 120_000)) {
    throw new ReleaseError(`--load-timeout must be a whole number of milliseconds from 1000 to 120000`);
  }
  const replace = origins === undefined ? undefined : origins.map(normalizeOrigin);
  const add = addOrigins.map(normalizeOrigin);
  const remove = new Set(removeOrigins.map(normalizeOrigin));
  const { previous, registry, written } = updateRegistry(
    storeDir,
    (current) => {
      const list = [...(replace ?? current.overrideOrigins ?? []), ...add].filter((o) => !remove.has(o));
      return {
        ...current,
        allowOverrides: allowOverrides ?? current.allowOverrides ?? false,
        overrideOrigins: [...new Set(list)],
        ...(loadTimeoutMs !== undefined || current.loadTimeoutMs !== undefined
          ? { loadTimeoutMs: loadTimeoutMs ?? current.loadTimeoutMs }
          : {}),
        remotes: current.remotes ?? {},
      };
    },
    { action: 'config', who },
  );
  const from = overrideSettings(previous);
  const to = overrideSettings(registry);
  return { from, to, changed: written && JSON.stringify(from) !== JSON.stringify(to) };
}

/** A one-line description of override settings. */
export function formatOverrideSettings({ allowOverrides, overrideOrigins, loadTimeoutMs }) {
  return `allowOverrides: ${allowOverrides}, overrideOrigins: ${overrideOrigins.length ? overrideOrigins.join(', ') : '(none)'}, loadTimeoutMs: ${loadTimeoutMs}`;
}
