import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { SHARED_WORKSPACE_PACKAGES } from '../webpack/shared-singletons';

/**
 * Real versions for the stateful workspace singletons (issue 10; ARCHITECTURE §2): @portal/i18n, @portal/api and
 * @portal/session are shared at runtime as one copy from the shell's build, so a remote can only use the exports
 * the deployed shell's copy has. Each package records its value exports with its version in
 * `shared-exports.json`; {@link checkSharedExports} fails when the exports changed but the version did not
 * (a minor bump for added exports, a major bump for removed ones), and `pnpm shared-exports` rewrites the records
 * once the version is bumped. The release check then compares names, not guesses (packages/release).
 */

/** The record beside a shared package's package.json. */
export interface SharedExportsRecord {
  version: string;
  /** Value exports of the package entry (functions, constants, classes; no types), sorted. */
  exports: string[];
}

/** File name of the record, beside package.json. */
export const SHARED_EXPORTS_FILE = 'shared-exports.json';

/** `@portal/api` → `<root>/packages/api`. */
export const packageDirOf = (root: string, name: string) => path.join(root, 'packages', name.replace('@portal/', ''));

/**
 * The value exports of a TypeScript entry file, sorted: what a consumer can import at runtime (type-only exports
 * are erased and never missing at runtime). Uses the TypeScript compiler, so `export *` and re-exports count.
 */
export function valueExportsOf(entryFile: string): string[] {
  const program = ts.createProgram([entryFile], {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    resolveJsonModule: true,
    esModuleInterop: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entryFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${entryFile}: not a module`);
  return checker
    .getExportsOfModule(moduleSymbol)
    .filter((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return (target.flags & ts.SymbolFlags.Value) !== 0 && !isTypeOnlyExport(symbol);
    })
    .map((symbol) => symbol.name)
    .sort();
}

/** `export { type X }` / `export type { X }` of a value: erased at runtime. */
function isTypeOnlyExport(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some(
    (declaration) =>
      ts.isExportSpecifier(declaration) && (declaration.isTypeOnly || declaration.parent.parent.isTypeOnly),
  );
}

/** What one shared package looks like now and what its record says. */
export interface SharedExportsState {
  name: string;
  dir: string;
  version: string;
  exports: string[];
  record: SharedExportsRecord | undefined;
  added: string[];
  removed: string[];
}

/** Reads the current exports, version and record of each stateful shared package. */
export function readSharedExports(root: string): SharedExportsState[] {
  return SHARED_WORKSPACE_PACKAGES.map((name) => {
    const dir = packageDirOf(root, name);
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string; main?: string };
    const exports = valueExportsOf(path.join(dir, pkg.main ?? 'src/index.ts'));
    const recordFile = path.join(dir, SHARED_EXPORTS_FILE);
    const record = fs.existsSync(recordFile)
      ? (JSON.parse(fs.readFileSync(recordFile, 'utf8')) as SharedExportsRecord)
      : undefined;
    const recorded = record?.exports ?? [];
    return {
      name,
      dir,
      version: pkg.version,
      exports,
      record,
      added: exports.filter((e) => !recorded.includes(e)),
      removed: recorded.filter((e) => !exports.includes(e)),
    };
  });
}

const major = (version: string) => Number(version.split('.')[0]);
const minorLine = (version: string) => version.split('.').slice(0, 2).join('.');

/**
 * Problems of one package's record, as sentences (empty when all is well):
 * - exports changed under the recorded version → bump the version;
 * - exports removed with less than a major bump, or added with less than a minor bump;
 * - record out of date after a bump → run `pnpm shared-exports`.
 */
export function sharedExportsProblems(state: SharedExportsState): string[] {
  const { name, version, record, added, removed } = state;
  if (!record) return [`${name}: no ${SHARED_EXPORTS_FILE} yet; run \`pnpm shared-exports\``];
  const changed = added.length > 0 || removed.length > 0;
  const change = [
    added.length ? `added ${added.join(', ')}` : '',
    removed.length ? `removed ${removed.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  if (changed && version === record.version) {
    return [
      `${name}: its exports changed (${change}) but its version is still ${version}. It is a runtime singleton ` +
        `from the shell's build: bump the version in package.json (${removed.length ? 'major' : 'minor'}), then run \`pnpm shared-exports\`.`,
    ];
  }
  if (removed.length && major(version) <= major(record.version)) {
    return [`${name}: exports removed (${removed.join(', ')}) need a major version (recorded ${record.version}, now ${version}).`];
  }
  if (added.length && minorLine(version) === minorLine(record.version)) {
    return [`${name}: exports added (${added.join(', ')}) need at least a minor version (recorded ${record.version}, now ${version}).`];
  }
  if (version !== record.version || changed) {
    return [`${name}: ${SHARED_EXPORTS_FILE} records ${record.version}, package.json says ${version}: run \`pnpm shared-exports\`.`];
  }
  return [];
}

/**
 * Rewrites the records of packages whose version was bumped (or that have none). Refuses (returns the problems,
 * writes nothing) while a package's exports changed without the right bump.
 */
export function writeSharedExports(root: string): { written: string[]; problems: string[] } {
  const states = readSharedExports(root);
  const blocking = states.flatMap((state) =>
    state.record ? sharedExportsProblems(state).filter((p) => !p.includes('run `pnpm shared-exports`')) : [],
  );
  if (blocking.length) return { written: [], problems: blocking };
  const written: string[] = [];
  for (const state of states) {
    const next: SharedExportsRecord = { version: state.version, exports: state.exports };
    if (JSON.stringify(next) === JSON.stringify(state.record)) continue;
    fs.writeFileSync(path.join(state.dir, SHARED_EXPORTS_FILE), `${JSON.stringify(next, null, 2)}\n`);
    written.push(`${state.name}@${state.version}`);
  }
  return { written, problems: [] };
}
