#!/usr/bin/env node
/**
 * pnpm release mf-<name> [--version <semver>] [--skip-build | --from <dir>]
 *                                    build one remote (into a temp folder; its dist/ is left alone), check it,
 *                                    store it, point the registry; --from releases a pre-built copy (same checks)
 * pnpm rollback mf-<name>            point the registry back to the previous version
 * pnpm releases mf-<name>            the history of that remote (current marked *)
 * pnpm release-config [--allow-overrides | --no-allow-overrides] [--origins <o1,o2>] [--add-origin <o>]
 *                     [--remove-origin <o>] [--load-timeout <ms>]
 *                                    staging override settings of the registry and the shell's bounded wait for a
 *                                    remote's screen (loadTimeoutMs, 1000–120000) (no flags: print them)
 *
 * Store: $RELEASE_STORE, else ${DATA_DIR:-.data}/releases (served by the server). Who: $RELEASE_ACTOR or the OS user.
 * Usage: node packages/release/src/cli.mjs <release|rollback|releases> mf-<name> [options] | config [options]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  configureOverrides,
  formatOverrideSettings,
  formatReleases,
  listReleases,
  releaseRemote,
  rollbackRemote,
} from './release.mjs';
import { ReleaseError, overrideSettings, readRegistry, resolveStoreDir } from './store.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const log = (message) => process.stdout.write(`${message}\n`);
const USAGE =
  'usage: pnpm release mf-<name> [--version <semver>] [--skip-build | --from <dir>] | pnpm rollback mf-<name> | ' +
  'pnpm releases mf-<name> | pnpm release-config [--allow-overrides | --no-allow-overrides] [--origins <o1,o2>] ' +
  '[--add-origin <o>] [--remove-origin <o>] [--load-timeout <ms>]';

const list = (value) =>
  String(value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);

function parseArgs(argv) {
  const [command, ...rest] = argv;
  const options = { command, remote: undefined, version: undefined, skipBuild: false, addOrigins: [], removeOrigins: [] };
  const value = (i, flag) => {
    if (i >= rest.length) throw new ReleaseError(`${flag} needs a value`);
    return rest[i];
  };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--') continue;
    if (arg === '--version') options.version = rest[++i];
    else if (arg.startsWith('--version=')) options.version = arg.slice('--version='.length);
    else if (arg === '--skip-build') options.skipBuild = true;
    else if (arg === '--from') options.from = value(++i, '--from');
    else if (arg.startsWith('--from=')) options.from = arg.slice('--from='.length);
    else if (arg === '--allow-overrides') options.allowOverrides = true;
    else if (arg === '--no-allow-overrides' || arg === '--disallow-overrides') options.allowOverrides = false;
    else if (arg === '--origins') options.origins = list(value(++i, '--origins'));
    else if (arg.startsWith('--origins=')) options.origins = list(arg.slice('--origins='.length));
    else if (arg === '--add-origin') options.addOrigins.push(...list(value(++i, '--add-origin')));
    else if (arg === '--remove-origin') options.removeOrigins.push(...list(value(++i, '--remove-origin')));
    else if (arg === '--load-timeout') options.loadTimeoutMs = Number(value(++i, '--load-timeout'));
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (!arg.startsWith('-') && !options.remote) options.remote = arg;
    else throw new ReleaseError(`unknown argument ${arg}\n${USAGE}`);
  }
  if (options.version === undefined && rest.includes('--version'))
    throw new ReleaseError('--version needs a value');
  if (options.from && options.skipBuild) throw new ReleaseError('--from and --skip-build exclude each other');
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.command === 'config' && !options.help) {
    const storeDir = resolveStoreDir(root);
    const asked =
      options.allowOverrides !== undefined ||
      options.origins !== undefined ||
      options.addOrigins.length > 0 ||
      options.removeOrigins.length > 0 ||
      options.loadTimeoutMs !== undefined;
    if (!asked) {
      log(`${formatOverrideSettings(overrideSettings(readRegistry(storeDir)))} (${path.join(storeDir, 'remotes.json')})`);
      return;
    }
    const { from, to, changed } = configureOverrides({ storeDir, ...options });
    log(
      changed
        ? `Override settings changed (live on the next page load; ${path.join(storeDir, 'remotes.json')}):\n  from ${formatOverrideSettings(from)}\n  to   ${formatOverrideSettings(to)}`
        : `Override settings unchanged: ${formatOverrideSettings(to)}`,
    );
    return;
  }
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
