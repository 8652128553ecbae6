/**
 * Release, roll back and list the releases of one remote (ARCHITECTURE §3). The shell is never rebuilt: the
 * registry (remotes.json) is deploy-time data; the running portal picks a change up on the next page load.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { checkSharedVersions, validateRouteManifest } from './checks.mjs';
import {
  REMOTE_NAME_PATTERN,
  ReleaseError,
  SEMVER_PATTERN,
  currentActor,
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

/** Builds the remote alone with `version` as buildInfo.buildVersion (PORTAL_REMOTE_VERSION, read by @portal/config). */
export function buildRemote(root, folder, version, { log = () => {} } = {}) {
  log(`Building ${folder} ${version} (the shell is not rebuilt)`);
  const pnpm =
    process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath)
      ? [process.execPath, process.env.npm_execpath]
      : ['pnpm'];
  const result = spawnSync(pnpm[0], [...pnpm.slice(1), '--dir', path.join(root, folder), 'run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORTAL_REMOTE_VERSION: version, NODE_ENV: 'production' },
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
 * @param options.contract {routeManifestSchema, shellShared()} (see contract.mjs)
 * @param options.build (root, folder, version) → void; default {@link buildRemote}
 * @returns {{name, version, from, stored, changed}}
 */
export function releaseRemote(options) {
  const {
    root,
    storeDir,
    remote,
    skipBuild = false,
    contract,
    log = () => {},
    who = currentActor(),
  } = options;
  const build = options.build ?? ((r, f, v) => buildRemote(r, f, v, { log }));
  const { folder, dir } = resolveRemote(root, remote);
  if (!fs.existsSync(path.join(dir, 'package.json')))
    throw new ReleaseError(`${folder}: no such remote in ${root}`);
  const version = options.version ?? readJson(path.join(dir, 'package.json')).version;
  if (!SEMVER_PATTERN.test(version ?? ''))
    throw new ReleaseError(`version "${version}" is not semver (e.g. 1.4.0)`);

  if (!skipBuild) build(root, folder, version);
  const dist = path.join(dir, 'dist');
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new ReleaseError(`${folder}: ${manifestFile} is missing (build it first)`);
  const manifest = readJson(manifestFile);
  const name = manifest?.metaData?.name;
  if (!REMOTE_NAME_PATTERN.test(name ?? ''))
    throw new ReleaseError(`${folder}: mf-manifest.json has no valid container name`);
  const built = manifest.metaData.buildInfo?.buildVersion;
  if (built !== version) {
    throw new ReleaseError(
      `${folder}: dist was built as version ${built}, not ${version}` +
        (skipBuild ? ` (release it with --version ${built}, or rebuild without --skip-build)` : ''),
    );
  }

  const routesFile = path.join(dist, 'routes.json');
  if (!fs.existsSync(routesFile))
    throw new ReleaseError(`${folder}: dist/routes.json is missing (the build emits it)`);
  const routes = validateRouteManifest(
    readJson(routesFile),
    contract.routeManifestSchema,
    `${folder}/dist/routes.json`,
  );
  const warnings = checkSharedVersions(manifest.shared, contract.shellShared(), `${name}@${version}`);
  for (const warning of warnings) log(`  warning: ${warning}`);
  log(
    `  checks passed: route manifest (${routes.length} routes), shared libraries (${(manifest.shared ?? []).length})`,
  );

  const stored = storeBuild(storeDir, { name, version, dist });
  log(
    `  ${path.join(storeDir, name, version)}: ${stored === 'unchanged' ? 'already stored (identical)' : 'stored'}`,
  );
  const { previous, changes } = updateRegistry(
    storeDir,
    (registry) => {
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
