#!/usr/bin/env node
/**
 * pnpm release mf-<name> [--version <semver>] [--skip-build]   build one remote, check it, store it, point the registry
 * pnpm rollback mf-<name>                                       point the registry back to the previous version
 * pnpm releases mf-<name>                                       the history of that remote (current marked *)
 *
 * Store: $RELEASE_STORE, else ${DATA_DIR:-.data}/releases (served by the server). Who: $RELEASE_ACTOR or the OS user.
 * Usage: node packages/release/src/cli.mjs <release|rollback|releases> mf-<name> [options]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatReleases, listReleases, releaseRemote, rollbackRemote } from './release.mjs';
import { ReleaseError, resolveStoreDir } from './store.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const log = (message) => process.stdout.write(`${message}\n`);
const USAGE =
  'usage: pnpm release mf-<name> [--version <semver>] [--skip-build] | pnpm rollback mf-<name> | pnpm releases mf-<name>';

function parseArgs(argv) {
  const [command, ...rest] = argv;
  const options = { command, remote: undefined, version: undefined, skipBuild: false };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--') continue;
    if (arg === '--version') options.version = rest[++i];
    else if (arg.startsWith('--version=')) options.version = arg.slice('--version='.length);
    else if (arg === '--skip-build') options.skipBuild = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (!arg.startsWith('-') && !options.remote) options.remote = arg;
    else throw new ReleaseError(`unknown argument ${arg}\n${USAGE}`);
  }
  if (options.version === undefined && rest.includes('--version'))
    throw new ReleaseError('--version needs a value');
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help || !options.remote) {
    log(USAGE);
    process.exit(options.help ? 0 : 1);
  }
  const storeDir = resolveStoreDir(root);
  const started = performance.now();
  const took = () => `${((performance.now() - started) / 1000).toFixed(2)} s`;
  switch (options.command) {
    case 'release': {
      const { loadContract } = await import('./contract.mjs');
      const result = releaseRemote({ ...options, root, storeDir, contract: loadContract(root), log });
      log(
        result.changed
          ? `Released ${result.name} ${result.from ?? '(none)'} → ${result.version} in ${took()} (registry ${path.join(storeDir, 'remotes.json')}; live on the next page load)`
          : `${result.name}@${result.version} is already the released version; nothing changed (${took()})`,
      );
      break;
    }
    case 'rollback': {
      const { name, from, to } = rollbackRemote({ root, storeDir, remote: options.remote });
      log(`Rolled back ${name} ${from} → ${to} in ${took()} (live on the next page load)`);
      break;
    }
    case 'releases':
      log(formatReleases(listReleases({ root, storeDir, remote: options.remote })));
      break;
    default:
      throw new ReleaseError(`unknown command "${options.command}"\n${USAGE}`);
  }
}

main().catch((error) => {
  process.stderr.write(error instanceof ReleaseError ? `✖ ${error.message}\n` : `${error.stack ?? error}\n`);
  process.exit(1);
});
