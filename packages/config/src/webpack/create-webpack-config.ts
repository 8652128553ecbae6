import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { readDevEnvironment } from './dev-env';
import { devRegistryMiddleware } from './dev-registry';
import { PublicAssetsPlugin } from './plugins/public-assets-plugin';
import { RouteManifestPlugin } from './plugins/route-manifest-plugin';
import { SharedContractPlugin } from './plugins/shared-contract-plugin';
import { SHARED_WORKSPACE_PACKAGES, TREE_SHAKEN_GROUPS, createSharedConfig } from './shared-singletons';

/** Options of {@link createWebpackConfig}. */
export interface PortalWebpackOptions {
  /** Federation container name: `shell` for the host, a valid identifier for a remote (`customers`, ...). */
  name: string;
  /** `host` = the shell, `remote` = an mf-* feature bundle. */
  kind: 'host' | 'remote';
  /** The app's directory (use `__dirname` in webpack.config.ts). */
  dir: string;
  /**
   * Modules a remote exposes. Default: `./app` → src/expose/app.tsx and `./routes` → src/expose/routes.ts
   * (ARCHITECTURE §2: a remote exposes exactly these two).
   */
  exposes?: Record<string, string>;
  /** Dev server port (`pnpm dev`). */
  port: number;
  /**
   * Release version, written to mf-manifest.json `metaData.buildInfo.buildVersion`. For a remote,
   * `PORTAL_REMOTE_VERSION` overrides it (`pnpm release mf-x --version V` builds with it).
   */
  version: string;
}

type WebpackArgv = { mode?: Configuration['mode'] };
type PortalConfiguration = Configuration & { devServer?: DevServerConfiguration };

const DEFAULT_REMOTE_EXPOSES = {
  './app': './src/expose/app.tsx',
  './routes': './src/expose/routes.ts',
};

/** The repository root: the nearest parent holding pnpm-workspace.yaml. */
function findWorkspaceRoot(from: string): string {
  let dir = path.resolve(from);
  while (!fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from, '..');
    dir = parent;
  }
  return dir;
}

/**
 * The real export names of each tree-shaken shared library as installed for the app in `dir` (e.g. antd's 77),
 * for the shared-exports runtime plugin: webpack's used-exports lists also name members such as `Form.Item`'s
 * `Item`, which no copy exports and no copy can lack.
 */
function treeShakenExportNames(dir: string): Record<string, string[]> {
  const requireFromApp = createRequire(path.join(dir, 'package.json'));
  return Object.fromEntries(
    TREE_SHAKEN_GROUPS.flat().map((key) => [key, Object.keys(requireFromApp(key) as object).filter((n) => n !== 'default').sort()]),
  );
}

/** swc-loader options for TypeScript/TSX (app sources and workspace packages' TS sources alike). */
function swcOptions(development: boolean) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development } },
      target: 'es2022',
    },
    sourceMaps: true,
  };
}

const DEFAULT_HTML = (title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * Webpack + Module Federation configuration of the shell (`kind: 'host'`) or of a remote (ARCHITECTURE §2).
 *
 * - swc-loader for TS/TSX, also for the workspace packages under packages/ (consumed as TS source);
 *   the swc minifier in production; content-hashed chunk names (remoteEntry.js stays unhashed).
 * - Federation: `manifest: true` with `buildInfo.buildVersion = version`, `dts: false`, the one list of shared
 *   singletons ({@link createSharedConfig}), nothing eager; the shell has no build-time remotes (they are
 *   registered at runtime from /remotes.json) and `shareStrategy: 'loaded-first'`.
 * - Public path: shell `/` (deep links), remotes `auto` (they are served from versioned folders).
 * - Output: `<dir>/dist`; for a remote `PORTAL_OUTPUT_DIR` replaces it (release builds, see packages/release).
 * - Remotes emit routes.json (their validated route manifest) next to remoteEntry.js; every app emits
 *   shared-contract.json (SharedContractPlugin) and carries the shared-exports runtime plugin.
 * - Dev server on 127.0.0.1:`port` proxying /api (and for the shell /remotes.json and /remotes/*) to the API server;
 *   see dev-env.ts for the variables.
 *
 * Returns a webpack config function (webpack-cli passes `--mode`).
 */
export function createWebpackConfig(options: PortalWebpackOptions) {
  const { name, kind, dir, port } = options;
  const version = (kind === 'remote' && process.env.PORTAL_REMOTE_VERSION) || options.version;
  // `pnpm release` builds a remote into a temp folder, so the remote's own dist/ (published by `npm start` under
  // the package.json version) is never replaced by a build labelled with another version.
  const outputDir =
    kind === 'remote' && process.env.PORTAL_OUTPUT_DIR
      ? path.resolve(process.env.PORTAL_OUTPUT_DIR)
      : path.join(options.dir, 'dist');
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) {
    throw new Error(`federation container name "${name}" must be a valid identifier`);
  }
  const isHost = kind === 'host';
  const exposes = isHost ? undefined : (options.exposes ?? DEFAULT_REMOTE_EXPOSES);
  const workspaceRoot = findWorkspaceRoot(dir);

  return (_env: unknown, argv: WebpackArgv = {}): PortalConfiguration => {
    const mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
    const development = mode !== 'production';
    const devEnv = readDevEnvironment();
    const template = path.join(dir, 'src', 'index.html');

    const shared = createSharedConfig(dir, workspaceRoot);
    const plugins: NonNullable<Configuration['plugins']> = [
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        ...(isHost ? { remotes: {}, shareStrategy: 'loaded-first' as const } : {}),
        shared,
        // Built into every container: a tree-shaken shared copy that lacks an export this container uses is
        // replaced by the container's own copy (ARCHITECTURE §2; @portal/federation shared-exports-plugin.ts).
        runtimePlugins: [
          [
            path.join(workspaceRoot, 'packages/federation/src/runtime-plugins/shared-exports-plugin.ts'),
            {
              groups: TREE_SHAKEN_GROUPS.map((group) => [...group]),
              exportNames: treeShakenExportNames(dir),
            },
          ],
        ],
        dts: false,
        manifest: {
          additionalData: ({ stats }) => {
            stats.metaData.buildInfo.buildVersion = version;
            return stats;
          },
        },
      }),
      new HtmlWebpackPlugin({
        chunks: ['main'],
        ...(fs.existsSync(template) ? { template } : { templateContent: DEFAULT_HTML(name) }),
      }),
      new PublicAssetsPlugin(path.join(dir, 'public')),
      // shared-contract.json: what this build provides to and uses from the share scope (the release check reads it).
      new SharedContractPlugin({
        container: name,
        kind,
        version,
        shared,
        workspaceEntries: Object.fromEntries(
          SHARED_WORKSPACE_PACKAGES.map((pkg) => [
            pkg,
            path.join(workspaceRoot, 'packages', pkg.replace('@portal/', ''), 'src', 'index.ts'),
          ]),
        ),
      }),
    ];
    if (exposes?.['./routes']) {
      plugins.push(new RouteManifestPlugin({ dir, routesModule: path.resolve(dir, exposes['./routes']) }));
    }

    if (!development) {
      // Precompressed copies beside each asset (gzip and brotli), served as they are by the API server's static
      // hosting (@fastify/static preCompressed): compressing a 400 KB chunk on every request cost the server up to
      // 2 s of CPU per page load under the e2e suite's two browsers.
      const compressible = /\.(js|css|json|html|svg)$/;
      plugins.push(
        new CompressionPlugin({ test: compressible, threshold: 1024, minRatio: 0.9, filename: '[path][base].gz' }),
        new CompressionPlugin<zlib.BrotliOptions>({
          test: compressible,
          threshold: 1024,
          minRatio: 0.9,
          filename: '[path][base].br',
          algorithm: 'brotliCompress',
          compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } },
        }),
      );
    }

    const devPort = devEnv.port ?? port;
    const devServer: DevServerConfiguration = {
      host: '127.0.0.1',
      port: devPort,
      hot: false,
      liveReload: true,
      historyApiFallback: true,
      headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
      client: {
        overlay: { warnings: false, errors: true },
        // A remote's code runs inside the shell's page: its live-reload client must call its own server.
        ...(isHost ? {} : { webSocketURL: { protocol: 'ws', hostname: '127.0.0.1', port: devPort } }),
      },
      proxy: [
        {
          context: isHost ? ['/api', '/remotes.json', '/remotes/'] : ['/api'],
          target: devEnv.apiUrl,
          changeOrigin: true,
        },
      ],
      setupMiddlewares: (middlewares) => {
        if (isHost && Object.keys(devEnv.devRemotes).length > 0) {
          middlewares.unshift({ name: 'portal-dev-registry', middleware: devRegistryMiddleware(devEnv) });
        }
        return middlewares;
      },
    };

    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      target: 'web',
      devtool: development ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: outputDir,
        publicPath: isHost ? '/' : 'auto',
        filename: development ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: development ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: { loader: require.resolve('swc-loader'), options: swcOptions(development) },
          },
          {
            test: /\.(png|jpe?g|gif|svg|woff2?|pdf)$/i,
            type: 'asset/resource',
          },
        ],
      },
      plugins,
      optimization: {
        minimize: !development,
        minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: {} } })],
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      },
      performance: { hints: false },
      devServer,
      infrastructureLogging: { level: 'warn' },
      stats: development ? 'minimal' : 'normal',
    };
  };
}
