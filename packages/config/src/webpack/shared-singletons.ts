import fs from 'node:fs';
import path from 'node:path';

/**
 * THE one list of libraries shared between the shell and every remote (ARCHITECTURE §2). Each is a singleton,
 * nothing is eager. Subpaths are listed on their own: the bare key does not cover them (without
 * `react-dom/client` shared, each remote silently downloads a second React DOM).
 *
 * Every `@portal/*` front-end package is shared too, so the session store, the i18n instance and the axios
 * instance exist once on the page.
 */
export const SHARED_LIBRARIES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'react-router-dom',
  'antd',
  '@ant-design/icons',
  'zustand',
  'i18next',
  'react-i18next',
  'axios',
  'dayjs',
  'single-spa',
  'single-spa-react',
] as const;

/** Workspace packages shared as singletons (consumed as TypeScript source, versioned by their package.json). */
export const SHARED_WORKSPACE_PACKAGES = [
  '@portal/domain',
  '@portal/i18n',
  '@portal/api',
  '@portal/session',
  '@portal/ui',
  '@portal/federation',
] as const;

/** One entry of the Module Federation `shared` option. */
export interface SharedSingleton {
  singleton: true;
  eager: false;
  requiredVersion: string | false;
  version?: string;
}

/** Package name of a share key: `react-dom/client` → `react-dom`, `@ant-design/icons` → itself. */
export function packageNameOf(shareKey: string): string {
  const parts = shareKey.split('/');
  return shareKey.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Finds the installed version of `pkg` by looking in `node_modules` of each directory in `searchDirs` (pnpm links
 * every declared dependency there). Returns undefined when no directory has it.
 */
export function installedVersion(pkg: string, searchDirs: string[]): string | undefined {
  for (const dir of searchDirs) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) {
      const { version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string };
      if (version) return version;
    }
  }
  return undefined;
}

/**
 * Builds the `shared` option for one app.
 *
 * `requiredVersion` is `^<installed version>`: package.json files say `catalog:` / `workspace:^`, which are not
 * semver, so the version comes from what is installed (third-party) or from the package's own package.json
 * (workspace packages, e.g. `^0.1.0`).
 *
 * @param appDir the shell's or remote's directory (its node_modules is searched first)
 * @param workspaceRoot the repository root (its `packages/*` directories are searched next)
 */
export function createSharedConfig(appDir: string, workspaceRoot: string): Record<string, SharedSingleton> {
  const packagesDir = path.join(workspaceRoot, 'packages');
  const packageDirs = fs.existsSync(packagesDir)
    ? fs.readdirSync(packagesDir).map((name) => path.join(packagesDir, name))
    : [];
  const searchDirs = [appDir, ...packageDirs, workspaceRoot];
  const shared: Record<string, SharedSingleton> = {};

  for (const key of SHARED_LIBRARIES) {
    const version = installedVersion(packageNameOf(key), searchDirs);
    shared[key] = {
      singleton: true,
      eager: false,
      requiredVersion: version ? `^${version}` : false,
      ...(version ? { version } : {}),
    };
  }
  for (const name of SHARED_WORKSPACE_PACKAGES) {
    const manifest = path.join(packagesDir, name.replace('@portal/', ''), 'package.json');
    const version = fs.existsSync(manifest)
      ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version
      : undefined;
    shared[name] = {
      singleton: true,
      eager: false,
      requiredVersion: version ? `^${version}` : false,
      ...(version ? { version } : {}),
    };
  }
  return shared;
}
