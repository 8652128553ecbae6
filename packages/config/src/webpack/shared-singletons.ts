import fs from 'node:fs';
import path from 'node:path';

/**
 * THE one list of libraries shared between the shell and every remote (ARCHITECTURE §2). Each is a singleton,
 * nothing is eager. Subpaths are listed on their own: the bare key does not cover them (without
 * `react-dom/client` shared, each remote silently downloads a second React DOM).
 *
 * Bundle weight (ARCHITECTURE §2/§8; measured 2026-11-23 in Chromium, gzip of every JS response, production
 * build; /login signed out and / signed in load the same boot set, so both figures are equal):
 *   before:                                   /login 887.7 KiB, / 887.7 KiB (antd whole 417 KiB, icons whole 181 KiB)
 *   - @ant-design/icons not shared:           722.6 KiB (stateless: each app tree-shakes its own icons, ~10 KiB)
 *   + antd shared tree-shaken (list below):   547.8 KiB (antd chunk 417 → 259 KiB); /organizations adds 34 KiB
 *   One copy of every shared library (antd: one tree-shaken provider, from the shell, used by shell + customers).
 * react-router / react-router-dom stay shared: @portal/ui's DataTable (shared, provided by the shell) calls
 * useSearchParams inside remotes, so an unshared router would give it a second router context that the
 * remote's <BrowserRouter> does not fill. What is left on /login: antd 259, react-dom 64, react-router 60,
 * zod 26, main 28, axios 20, i18next 15 KiB. The next step to the budgets (/login ≤ 250 KB) is auth pages
 * without antd (ARCHITECTURE §2 "Bundle weight"; not done yet: @portal/ui and @portal/federation import antd).
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
  // '@ant-design/icons' is deliberately NOT shared (stateless; shared whole it cost 181 KiB gz on every page).
  'zustand',
  'i18next',
  'react-i18next',
  'axios',
  'dayjs',
  'single-spa',
  'single-spa-react',
] as const;

/**
 * The antd exports the platform uses (shell, remotes, @portal/*). antd is shared with MF 2 shared tree-shaking
 * (`treeShaking: { mode: 'runtime-infer', usedExports }`): the provider builds antd with only these exports,
 * and every app is built with the same list, so the shell's copy satisfies every remote (one copy on the page).
 * Using another antd export anywhere: add it here (shared-singletons.test.ts fails until you do), or the
 * consumer would not be satisfied by the shared copy.
 */
export const ANTD_USED_EXPORTS = [
  'Alert',
  'App',
  'Button',
  'Card',
  'Col',
  'ConfigProvider',
  'Descriptions',
  'Dropdown',
  'Empty',
  'Flex',
  'Form',
  'Input',
  'Layout',
  'Menu',
  'Modal',
  'Popconfirm',
  'Result',
  'Row',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Typography',
  'theme',
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
  /** MF 2 shared tree-shaking (only antd, see {@link ANTD_USED_EXPORTS}). */
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
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
      ...(key === 'antd' ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: [...ANTD_USED_EXPORTS] } } : {}),
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
