import fs from 'node:fs';
import path from 'node:path';

/**
 * THE one list of libraries shared between the shell and every remote (ARCHITECTURE §2). Each is a singleton,
 * nothing is eager. Subpaths are listed on their own: the bare key does not cover them (without
 * `react-dom/client` shared, each remote silently downloads a second React DOM).
 *
 * Bundle weight (ARCHITECTURE §2/§8; measured 2026-11-23 in Chromium with `pnpm bench`, gzip of every JS response,
 * production build; /login signed out and / signed in load the same boot set):
 *   before:                                   /login 887.7 KiB, / 887.7 KiB (antd whole 417 KiB, icons whole 181 KiB)
 *   - @ant-design/icons not shared:           722.6 KiB (stateless: each app tree-shakes its own icons, ~10 KiB)
 *   + antd shared tree-shaken (list below):   547.8 KiB (antd chunk 417 → 259 KiB)
 *   + shell pages/chrome without antd:        281.0 KiB (antd, @portal/ui load with the first remote screen only)
 *   + react-router(-dom) shared tree-shaken:  232.6 KiB (router chunk 59.6 → 14.0 KiB) — budgets 250 / 400 KiB met
 *   The first remote screen (/organizations) now brings antd: +348.7 KiB (was +34; budget 150 KiB not met;
 *   DatePicker/Progress/Upload added for mf-documents cost +30 KiB there).
 *   One copy of every shared library (antd and the router: one tree-shaken provider each, used by all apps).
 * react-router / react-router-dom stay shared: @portal/ui's DataTable (shared) calls useSearchParams inside
 * remotes, so an unshared router would give it a second router context that the remote's <BrowserRouter> does
 * not fill. What is left on /login: react-dom 64, main (MF runtime) 28, zod 26 (@portal/domain's schemas),
 * axios 21, i18next 15, router 14, shell code 12, icons 10, react-i18next 10 KiB.
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
  'DatePicker',
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
  'Progress',
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
  'Upload',
  'theme',
  'Checkbox',
  'Tooltip',
] as const;

/**
 * The react-router exports the platform uses (shell, remotes, @portal/*; all import from 'react-router-dom',
 * which re-exports 'react-router'). react-router and react-router-dom are shared tree-shaken like antd, with this
 * one list for both (react-router-dom's `export *` consumes the shared react-router): shared whole they cost
 * ≈ 60 KiB gz on every first page. Using another router export anywhere: add it here (shared-singletons.test.ts
 * fails until you do).
 */
export const ROUTER_USED_EXPORTS = [
  'BrowserRouter',
  'Link',
  'MemoryRouter',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'matchRoutes',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
] as const;

/** Share keys shared with MF 2 shared tree-shaking, and the used exports each is built with. */
export const TREE_SHAKEN_SHARED: Partial<Record<(typeof SHARED_LIBRARIES)[number], readonly string[]>> = {
  antd: ANTD_USED_EXPORTS,
  'react-router': ROUTER_USED_EXPORTS,
  'react-router-dom': ROUTER_USED_EXPORTS,
};

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
  /** MF 2 shared tree-shaking (antd and the router, see {@link TREE_SHAKEN_SHARED}). */
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
      ...(TREE_SHAKEN_SHARED[key]
        ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: [...TREE_SHAKEN_SHARED[key]] } }
        : {}),
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
