import type { Compilation, Compiler, Dependency, Module } from 'webpack';
import type { SharedSingleton } from '../shared-singletons';

/**
 * One shared key as an app's build sees it (`shared-contract.json`, read by the release check in packages/release):
 * - `provides`: the exports of this app's own copy, when known — for a tree-shaken library the exports its copy is
 *   built with (the platform list plus what the app imports), for a stateful workspace package the value exports of
 *   its entry; null for libraries shared whole (a version says it all);
 * - `uses`: the exports this app's modules import from the key (`*` for a namespace import or `export *`); null
 *   when not tracked (libraries shared whole).
 */
export interface SharedContractEntry {
  version: string | null;
  singleton: boolean;
  requiredVersion: string | false;
  treeShaken: boolean;
  provides: string[] | null;
  uses: string[] | null;
}

/** `shared-contract.json`: what an app provides to and needs from the share scope (issue 10; ARCHITECTURE §2). */
export interface SharedContract {
  schema: 1;
  container: string;
  kind: 'host' | 'remote';
  version: string;
  shared: Record<string, SharedContractEntry>;
}

/** Options of {@link SharedContractPlugin}. */
export interface SharedContractPluginOptions {
  container: string;
  kind: 'host' | 'remote';
  version: string;
  /** The app's `shared` option (createSharedConfig). */
  shared: Record<string, SharedSingleton>;
  /** Workspace packages whose exports are tracked: share key → absolute path of the package entry. */
  workspaceEntries: Record<string, string>;
  /** Output file name, next to mf-manifest.json. */
  fileName?: string;
}

/** webpack dependency types that import named exports of another module. */
const NAMED_IMPORT = 'harmony import specifier';
const REEXPORT = 'harmony export imported specifier';

/**
 * Emits `shared-contract.json` beside `mf-manifest.json`: for every shared key, the version, range and singleton
 * flag, and — for the keys a remote can miss exports of (tree-shaken libraries and stateful workspace packages) —
 * the exports this build provides and the exports its modules use. The release check compares a remote's `uses`
 * with the deployed shell's `provides` (packages/release/src/checks.mjs), so a release that would meet a missing
 * export at runtime is refused or, for tree-shaken libraries, reported as loading its own copy.
 */
export class SharedContractPlugin {
  constructor(private readonly options: SharedContractPluginOptions) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SharedContractPlugin', (compilation) => {
      let contract: SharedContract | undefined;
      // After exports are flagged and before modules are concatenated (a concatenated module hides its parts).
      compilation.hooks.afterOptimizeDependencies.tap('SharedContractPlugin', () => {
        contract = this.contractOf(compilation);
      });
      compilation.hooks.processAssets.tap(
        { name: 'SharedContractPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!contract) return;
          compilation.emitAsset(
            this.options.fileName ?? 'shared-contract.json',
            new RawSource(`${JSON.stringify(contract, null, 2)}\n`),
          );
        },
      );
    });
  }

  /** Builds the contract from the finished module graph. */
  private contractOf(compilation: Compilation): SharedContract {
    const { container, kind, version, shared, workspaceEntries } = this.options;
    const tracked = new Set(
      Object.entries(shared)
        .filter(([key, entry]) => entry.treeShaking || key in workspaceEntries)
        .map(([key]) => key),
    );
    const uses = new Map<string, Set<string>>([...tracked].map((key) => [key, new Set<string>()]));
    for (const module of compilation.modules) {
      // Our code's imports only: a library's own re-exports (react-router-dom's `export *`) are its business.
      if ((module as Module & { resource?: string }).resource?.includes('/node_modules/')) continue;
      for (const dependency of module.dependencies) {
        const used = importedNames(dependency, compilation);
        if (!used) continue;
        uses.get(used.request)?.add(used.name);
      }
    }
    const providedByEntry = new Map<string, string[]>();
    for (const module of compilation.modules) {
      const resource = (module as Module & { resource?: string }).resource;
      const key = Object.keys(workspaceEntries).find((k) => workspaceEntries[k] === resource);
      if (!key) continue;
      const provided = compilation.moduleGraph.getExportsInfo(module).getProvidedExports();
      if (Array.isArray(provided)) providedByEntry.set(key, [...provided].sort());
    }

    const entries: Record<string, SharedContractEntry> = {};
    for (const [key, entry] of Object.entries(shared).sort(([a], [b]) => a.localeCompare(b))) {
      const used = uses.get(key);
      const treeShaken = Boolean(entry.treeShaking);
      entries[key] = {
        version: entry.version ?? null,
        singleton: entry.singleton,
        requiredVersion: entry.requiredVersion,
        treeShaken,
        provides: treeShaken
          ? [...new Set([...(entry.treeShaking?.usedExports ?? []), ...(used ?? [])])].filter((n) => n !== '*').sort()
          : (providedByEntry.get(key) ?? null),
        uses: used ? [...used].sort() : null,
      };
    }
    return { schema: 1, container, kind, version, shared: entries };
  }
}

/**
 * The shared request and export name a dependency imports, e.g. antd's `Rate` imported by name → {antd, Rate};
 * `export * from 'antd'` or a namespace import used as a whole → name `*`. Other dependencies → undefined.
 */
function importedNames(dependency: Dependency, compilation: Compilation): { request: string; name: string } | undefined {
  if (dependency.type !== NAMED_IMPORT && dependency.type !== REEXPORT) return undefined;
  const request = (dependency as Dependency & { request?: string }).request;
  if (!request) return undefined;
  const getIds = (dependency as Dependency & { getIds?: (graph: unknown) => string[] }).getIds;
  const ids = getIds ? getIds.call(dependency, compilation.moduleGraph) : [];
  return { request, name: ids[0] ?? '*' };
}
