import { type ModuleFederationRuntimePlugin, satisfy } from '@module-federation/runtime';

/**
 * Tree-shaken shared libraries that survive independent releases (ARCHITECTURE §2 "Shared code must survive
 * independent releases"; issue 10).
 *
 * antd and the router are shared with MF 2 shared tree-shaking: each app's own copy is built with only the exports
 * it (and the platform-wide list) uses. The MF runtime picks the copy already provided (the shell's, loaded first)
 * for every consumer of a singleton without looking at exports, so a remote released later that uses an export the
 * deployed shell's copy lacks (antd `Rate`, say) got `undefined` and crashed (React error #130).
 *
 * This plugin is built into every container (`runtimePlugins` in @portal/config). For the share keys it is given:
 * - `beforeInit`: tags each of this container's shared entries with the container's name, so any consumer can
 *   later ask which exports the copy behind a scope entry has (its provider's build-time `usedExports`);
 * - `resolveShare`: when the copy MF would hand this container lacks an export the container needs, or its version
 *   is outside the container's `requiredVersion`, the resolver answers "none", and the container loads its own
 *   copy (webpack's consume falls back to the local tree-shaken build when the runtime returns no share). Keys in
 *   one `group` (react-router and react-router-dom: the one re-exports the other) fall back together, so a
 *   container never mixes a router context of one copy with hooks of another.
 *
 * Because each parcel is its own React root and bundles @portal/ui (ConfigProvider, App) itself, a container that
 * falls back uses its own antd consistently; the only cost is the bytes of a second copy until the shell is
 * rebuilt with the new export. Nothing changes for containers whose needs the shared copy covers.
 */

/** Options given in `runtimePlugins: [[path, options]]` (@portal/config createWebpackConfig). */
export interface SharedExportsPluginOptions {
  /** Share keys shared tree-shaken, in groups that resolve together, e.g. `[["antd"], ["react-router", "react-router-dom"]]`. */
  groups: string[][];
  /**
   * The real export names of each key's library (from @portal/config at build time). webpack's `usedExports` also
   * lists member names such as `Item` of `Form.Item`; only real exports can be missing from a copy.
   */
  exportNames?: Record<string, string[]>;
  /** This container's build-time used exports per share key (tests; default: webpack's `federation.usedExports`). */
  usedExports?: () => ExportsByShareKey | undefined;
}

/** What a tree-shaken scope entry carries in `treeShaking` besides MF's own fields. */
interface TaggedTreeShaking {
  usedExports?: string[];
  /** The container whose build this entry's copy is (set by this plugin in that container's beforeInit). */
  portalProvider?: string;
}

type ExportsByShareKey = Record<string, string[] | undefined>;

/** Every container's own `usedExports` by share key, read lazily (webpack sets it after the plugins are created). */
const GLOBAL_KEY = '__PORTAL_SHARED_EXPORTS__';
type ProviderTable = Record<string, () => ExportsByShareKey | undefined>;
function providerTable(): ProviderTable {
  const holder = globalThis as unknown as Record<string, ProviderTable | undefined>;
  return (holder[GLOBAL_KEY] ??= {});
}

declare const __webpack_require__: { federation?: { usedExports?: ExportsByShareKey } } | undefined;

/** This container's build-time used exports per share key (what its own tree-shaken copies contain). */
function ownUsedExports(): ExportsByShareKey | undefined {
  return typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__?.federation?.usedExports;
}

interface ScopeEntry {
  version: string;
  loaded?: boolean;
  loading?: unknown;
  lib?: unknown;
  treeShaking?: TaggedTreeShaking & { loaded?: boolean; loading?: unknown; lib?: unknown };
}

const isLoadedOrLoading = (entry: ScopeEntry) =>
  Boolean(
    entry.loaded || entry.loading || entry.lib || entry.treeShaking?.loaded || entry.treeShaking?.loading || entry.treeShaking?.lib,
  );

/**
 * The scope entry MF's `loaded-first` singleton choice would pick for `key`: the highest loaded (or loading)
 * version, else the highest registered one. Used to judge a group member before MF resolves it.
 */
function likelyChoice(versions: Record<string, ScopeEntry> | undefined): ScopeEntry | undefined {
  if (!versions) return undefined;
  const entries = Object.values(versions);
  const pool = entries.some(isLoadedOrLoading) ? entries.filter(isLoadedOrLoading) : entries;
  return pool.sort((a, b) => (satisfy(a.version, `>${b.version}`) ? -1 : 1))[0];
}

/**
 * Why the copy behind `entry` does not serve a consumer that needs `needed` within `requiredVersion`, or null when
 * it does. An entry whose exports are unknown (no tag: a build without this plugin) is trusted, as MF would.
 */
export function shortfallOf(
  entry: ScopeEntry | undefined,
  needed: readonly string[] | undefined,
  requiredVersion: string | false | undefined,
  providedExports: (entry: ScopeEntry) => readonly string[] | undefined,
): string | null {
  if (!entry) return null;
  if (typeof requiredVersion === 'string' && requiredVersion !== '*' && !satisfy(entry.version, requiredVersion)) {
    return `version ${entry.version} is outside ${requiredVersion}`;
  }
  const provided = providedExports(entry);
  if (!needed || !provided) return null;
  const missing = needed.filter((name) => !provided.includes(name));
  return missing.length ? `lacks ${missing.join(', ')}` : null;
}

/** The runtime plugin (default export, as `runtimePlugins` requires). */
export default function sharedExportsPlugin(options: SharedExportsPluginOptions): ModuleFederationRuntimePlugin {
  const usedExports = options?.usedExports ?? ownUsedExports;
  const groupOf = new Map<string, string[]>();
  for (const group of options?.groups ?? []) for (const key of group) groupOf.set(key, group);
  /** Per group (joined keys): true when this container uses its own copies. Decided once, on the first resolution. */
  const decisions = new Map<string, boolean>();

  const providedExports = (pkgName: string) => (entry: ScopeEntry) => {
    const provider = entry.treeShaking?.portalProvider;
    return provider ? providerTable()[provider]?.()?.[pkgName] : entry.treeShaking?.usedExports;
  };

  return {
    name: 'portal-shared-exports-plugin',
    beforeInit(args) {
      const container = args.origin.name || args.userOptions.name;
      if (!container) return args;
      providerTable()[container] ??= usedExports;
      for (const [pkgName, value] of Object.entries(args.userOptions.shared ?? {})) {
        if (!groupOf.has(pkgName)) continue;
        for (const shared of Array.isArray(value) ? value : [value]) {
          const holder = shared as { treeShaking?: TaggedTreeShaking };
          holder.treeShaking = { ...holder.treeShaking, portalProvider: container };
        }
      }
      return args;
    },
    resolveShare(params) {
      const group = groupOf.get(params.pkgName);
      if (!group) return params;
      const groupKey = group.join('+');
      let useOwn = decisions.get(groupKey);
      if (useOwn === undefined) {
        const needs = usedExports();
        const reasons = group.flatMap((key) => {
          const entry = likelyChoice(params.shareScopeMap[params.scope]?.[key] as Record<string, ScopeEntry>);
          const required = key === params.pkgName ? params.shareInfo.shareConfig?.requiredVersion : undefined;
          const real = options?.exportNames?.[key];
          const needed = (
            needs?.[key] ?? (key === params.pkgName ? params.shareInfo.treeShaking?.usedExports : undefined)
          )?.filter((name) => !real || real.includes(name));
          const reason = shortfallOf(entry, needed, required, providedExports(key));
          return reason ? [`${key}: the shared copy ${reason}`] : [];
        });
        useOwn = reasons.length > 0;
        decisions.set(groupKey, useOwn);
        if (useOwn) {
          console.info(
            `[federation] ${params.shareInfo.from ?? 'this app'} loads its own ${group.join(' + ')} (${reasons.join('; ')})`,
          );
        }
      }
      if (!useOwn) return params;
      // No share: the consumer's webpack runtime loads its own tree-shaken copy (its build has what it needs).
      return { ...params, resolver: () => undefined };
    },
  };
}
