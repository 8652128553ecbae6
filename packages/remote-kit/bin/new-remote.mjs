#!/usr/bin/env node
/**
 * `pnpm new:remote <name> [--no-install] [--root <workspace>]` (issue 10 "one remote kit"; ARCHITECTURE §1): generates `mf-<name>/`, a
 * remote made of its generated package files, ONE route table (src/routes.tsx), en/nl catalogs and a first feature
 * page with its test, all over @portal/remote-kit. Nothing in the shell or the shared packages is edited: the shell
 * finds the remote in the registry once it is released (`pnpm release mf-<name>`, or `npm start` publishes every
 * built remote), with its menu entry and route guard from the manifest.
 *
 * `<name>` is the federation container name and i18n namespace: lower-case letters and digits, starting with a
 * letter (`helpdesk`, `shipments`). The dev-server port is the next free one after the existing remotes'.
 * Then `pnpm install` links the new package (skipped with --no-install).
 *
 * Exit codes: 0 done, 1 refused (bad name, remote exists), 2 usage.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const kitDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const templateDir = path.join(kitDir, 'template');
const defaultRoot = path.resolve(kitDir, '..', '..');

/** Names that are taken by the platform itself. */
const RESERVED = new Set(['shell', 'remotes', 'api', 'portal']);

/** `helpdesk` → `Helpdesk` (component and hook names). */
const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

/** The next dev-server port after every `port: N` of the existing apps' webpack configs (3000 is the shell). */
export function nextPort(root) {
  const ports = fs
    .readdirSync(root)
    .filter((entry) => entry === 'shell' || entry.startsWith('mf-'))
    .map((entry) => path.join(root, entry, 'webpack.config.ts'))
    .filter((file) => fs.existsSync(file))
    .flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/port:\s*(\d+)/g)].map((m) => Number(m[1])),
    );
  return Math.max(3000, ...ports) + 1;
}

/** Every file below `dir`, relative. */
function filesBelow(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(full, base) : [path.relative(base, full)];
  });
}

/**
 * Writes `<root>/mf-<name>/` from the template. Returns the list of files written (relative to the remote).
 * Throws an Error with a message for the user on a bad or taken name.
 */
export function generateRemote({ root = defaultRoot, name }) {
  if (!/^[a-z][a-z0-9]*$/.test(name ?? '')) {
    throw new Error(
      `"${name ?? ''}" is not a remote name: lower-case letters and digits, starting with a letter (e.g. helpdesk)`,
    );
  }
  if (RESERVED.has(name)) throw new Error(`"${name}" is reserved by the platform`);
  const target = path.join(root, `mf-${name}`);
  if (fs.existsSync(target)) throw new Error(`mf-${name} already exists`);
  const values = { __name__: name, __Name__: pascal(name), __port__: String(nextPort(root)) };
  const fill = (text) => text.replace(/__name__|__Name__|__port__/g, (key) => values[key]);
  const written = [];
  for (const file of filesBelow(templateDir)) {
    const out = fill(file.replace(/\.tpl$/, ''));
    fs.mkdirSync(path.dirname(path.join(target, out)), { recursive: true });
    fs.writeFileSync(path.join(target, out), fill(fs.readFileSync(path.join(templateDir, file), 'utf8')));
    written.push(out);
  }
  return written.sort();
}

/**
 * The command line: `<name> [--no-install] [--root <workspace>]` in any order → `{ name, root, install }`
 * (`name` undefined when missing).
 */
export function parseArgs(argv) {
  const args = argv.filter((arg) => arg !== '--');
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? path.resolve(args[rootAt + 1] ?? '.') : defaultRoot;
  const name = args.find((arg, i) => !arg.startsWith('--') && !(rootAt >= 0 && i === rootAt + 1));
  return { name, root, install: !args.includes('--no-install') };
}

function main(argv) {
  const { name, root, install } = parseArgs(argv);
  if (!name) {
    process.stderr.write('usage: pnpm new:remote <name> [--no-install]   (e.g. pnpm new:remote helpdesk)\n');
    return 2;
  }
  let written;
  try {
    written = generateRemote({ root, name });
  } catch (error) {
    process.stderr.write(`new:remote: ${error.message}\n`);
    return 1;
  }
  process.stdout.write(
    `Created mf-${name}/ (${written.length} files):\n${written.map((f) => `  ${f}`).join('\n')}\n`,
  );
  if (install) {
    const install = spawnSync('pnpm', ['install'], { cwd: root, stdio: 'inherit' });
    if (install.status !== 0) return install.status ?? 1;
  }
  process.stdout.write(
    `\nNext: add screens as rows of mf-${name}/src/routes.tsx, then\n` +
      `  pnpm --filter @portal/mf-${name} test        # its tests\n` +
      `  pnpm release mf-${name}                       # build alone, check against what is deployed, go live\n`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(main(process.argv.slice(2)));
}
