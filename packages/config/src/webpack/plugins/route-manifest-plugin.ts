import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler } from 'webpack';

/** What the plugin needs to know about the remote. */
export interface RouteManifestPluginOptions {
  /** The remote's directory (its package.json is the base for resolving @portal/federation). */
  dir: string;
  /** Absolute path of the route manifest module (the `./routes` expose, e.g. src/expose/routes.ts). */
  routesModule: string;
  /** Output file name, next to remoteEntry.js. */
  fileName?: string;
}

interface SafeParseResult {
  success: boolean;
  data?: unknown;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}

/**
 * Emits the remote's route manifest as `routes.json` next to `remoteEntry.js` (ARCHITECTURE §2), after checking it
 * against `routeManifestSchema` of @portal/federation (resolved from the remote, which depends on it). A manifest
 * that breaks the contract fails the build.
 *
 * The manifest module is plain data; it is loaded with Node's `require`, which handles TypeScript because the
 * webpack config itself was loaded through tsx's require hook. It is re-read on every compilation (watch mode).
 */
export class RouteManifestPlugin {
  constructor(private readonly options: RouteManifestPluginOptions) {}

  apply(compiler: Compiler): void {
    const { dir, routesModule, fileName = 'routes.json' } = this.options;
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(routesModule);
          try {
            const manifest = loadRouteManifest(dir, routesModule);
            // Watch what the manifest imports too (its texts come from the remote's locale catalogs).
            for (const file of remoteSourceFiles(dir, createRequire(path.join(dir, 'package.json')).cache)) {
              compilation.fileDependencies.add(file);
            }
            compilation.emitAsset(fileName, new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
          } catch (error) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(`RouteManifestPlugin: ${(error as Error).message}`),
            );
          }
        },
      );
    });
  }
}

/** Files of `cache` inside the remote's directory (not its node_modules). */
function remoteSourceFiles(dir: string, cache: NodeJS.Require['cache']): string[] {
  const prefix = `${path.resolve(dir)}${path.sep}`;
  return Object.keys(cache).filter((file) => file.startsWith(prefix) && !file.includes(`${path.sep}node_modules${path.sep}`));
}

/**
 * Loads and validates a remote's route manifest. Returns the parsed manifest (schema defaults applied).
 * Throws with every contract violation listed when it does not validate.
 */
export function loadRouteManifest(dir: string, routesModule: string): unknown {
  const requireFromRemote = createRequire(path.join(dir, 'package.json'));
  const resolved = requireFromRemote.resolve(routesModule);
  // Forget the remote's own modules (the manifest and what it imports, e.g. its locale catalogs), so watch mode
  // picks up every edit.
  for (const file of remoteSourceFiles(dir, requireFromRemote.cache)) delete requireFromRemote.cache[file];
  const mod = requireFromRemote(resolved) as Record<string, unknown>;
  const manifest = mod.routes ?? mod.default;
  if (manifest === undefined) {
    throw new Error(`${path.relative(dir, resolved)} must export \`routes\` (or a default export).`);
  }
  const { routeManifestSchema } = requireFromRemote('@portal/federation/src/route-manifest') as {
    routeManifestSchema: { safeParse(value: unknown): SafeParseResult };
  };
  const result = routeManifestSchema.safeParse(manifest);
  if (!result.success) {
    const issues = (result.error?.issues ?? []).map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`route manifest ${path.relative(dir, resolved)} breaks the contract:\n${issues.join('\n')}`);
  }
  return result.data;
}
