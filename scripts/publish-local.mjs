#!/usr/bin/env node
/**
 * Publishes every built remote into the local release store (ARCHITECTURE §3, docs/contracts.md):
 *
 *   for each mf-*\/dist:  ${DATA_DIR:-.data}/releases/<name>/<version>/   (a copy of the build)
 *   shell/dist:           ${DATA_DIR:-.data}/releases/shell/<version>/shared-contract.json  (the deployed shell's
 *                         shared code, which `pnpm release` checks a remote against; registry `shell: {version}`)
 *   then:                 ${DATA_DIR:-.data}/releases/remotes.json         (written atomically: tmp + rename)
 *
 * `name` is the federation container name (mf-manifest.json `metaData.name`, e.g. `customers`), `version` the
 * remote's package.json version. Each registry entry is `/remotes/<name>/<version>/mf-manifest.json` with the
 * remote's routes.json inlined; `allowOverrides` / `overrideOrigins` are kept (false / [] in a new store; switch
 * them with `pnpm release-config`). Remotes already in the registry whose release folder
 * still exists are kept. Idempotent: publishing the same builds again changes nothing; a changed build under an
 * unchanged version replaces that folder (local store only) with a warning. Registry changes are appended to
 * releases/history.jsonl. The store logic (lock, atomic write, history) is shared with `pnpm release` (packages/release).
 *
 * Usage: node scripts/publish-local.mjs   (after `pnpm build`; `npm start` runs it)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  REMOTE_NAME_PATTERN as IDENTIFIER,
  ReleaseError,
  SEMVER_PATTERN as SEMVER,
  readJson,
  registryEntry,
  resolveStoreDir,
  storeBuild,
  storeShellContract,
  updateRegistry,
} from '../packages/release/src/store.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const releasesDir = resolveStoreDir(root, { DATA_DIR: process.env.DATA_DIR });

const log = (message) => process.stdout.write(`${message}\n`);
const fail = (message) => {
  process.stderr.write(`publish-local: ${message}\n`);
  process.exit(1);
};

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

const remoteDirs = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
  .map((entry) => path.join(root, entry.name))
  .sort();

const shellDist = path.join(root, 'shell', 'dist');
const shellVersion = readJson(path.join(root, 'shell', 'package.json')).version;
const shellBuilt = fs.existsSync(path.join(shellDist, 'shared-contract.json'));

log(`Publishing remotes into ${releasesDir}`);
const built = remoteDirs.map(readBuiltRemote).filter(Boolean);
const names = new Set();
for (const remote of built) {
  if (names.has(remote.name)) fail(`two remotes use the container name "${remote.name}"`);
  names.add(remote.name);
}

try {
  const { written } = updateRegistry(
    releasesDir,
    (previous) => {
      for (const remote of built) {
        log(
          `  ${remote.name}@${remote.version}: ${storeBuild(releasesDir, remote, { onChanged: 'replace', log })}`,
        );
      }
      const remotes = {};
      for (const [name, entry] of Object.entries(previous.remotes ?? {})) {
        if (fs.existsSync(path.join(releasesDir, name, String(entry.version)))) remotes[name] = entry;
      }
      for (const { name, version, routes } of built) remotes[name] = registryEntry(name, version, routes);
      // The shell this store serves with (npm start hosts shell/dist): what remotes released later must fit.
      let shell = previous.shell;
      if (shellBuilt) {
        storeShellContract(releasesDir, { version: shellVersion, shellDist });
        shell = { version: shellVersion };
        log(`  shell@${shellVersion}: shared contract recorded`);
      } else {
        log('  shell: no build (run pnpm build first); its shared contract is not recorded');
      }
      // The override settings are deploy-time data (pnpm release-config): kept as they are, off by default.
      return {
        ...previous,
        allowOverrides: previous.allowOverrides ?? false,
        overrideOrigins: previous.overrideOrigins ?? [],
        ...(shell ? { shell } : {}),
        remotes,
      };
    },
    { action: 'publish-local' },
  );
  const registry = readJson(path.join(releasesDir, 'remotes.json'));
  log(
    written
      ? `  remotes.json: written (${Object.keys(registry.remotes).join(', ') || 'no remotes'})`
      : '  remotes.json: unchanged',
  );
} catch (error) {
  if (error instanceof ReleaseError) fail(error.message);
  throw error;
}
