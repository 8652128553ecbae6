import fs from 'node:fs';
import path from 'node:path';

/**
 * THE one list of libraries shared between the shell and every remote (ARCHITECTURE §2). Each is a singleton,
 * nothing is eager. Subpaths are listed on their own: the bare key does not cover them (without
 * `react-dom/client` shared, each remote silently downloads a second React DOM).
 *
 * Only what holds state or React context is shared (issue 10, "Shared code must survive independent releases"):
 * React, the router, antd (style cache, ConfigProvider, App), i18next (the instance), zustand, axios, dayjs (its
 * global locale), single-spa, TanStack Query (the one QueryClient's context) and the three stateful portal packages
 * below. Stateless code — @portal/domain's schemas, @portal/ui's components, @portal/federation's contract — is
 * bundled into each app (tree-shaken), so a remote built against a newer one simply carries it.
 *
 * Bundle weight (ARCHITECTURE §2/§8; measured 2026-11-23 in Chromium with `pnpm bench`, gzip of every JS response,
 * production build; /login signed out and / signed in load the same boot set):
 *   before:                                   /login 887.7 KiB, / 887.7 KiB (antd whole 417 KiB, icons whole 181 KiB)
 *   - @ant-design/icons not shared:           722.6 KiB (stateless: each app tree-shakes its own icons, ~10 KiB)
 *   + antd shared tree-shaken (list below):   547.8 KiB (antd chunk 417 → 259 KiB)
 *   + shell pages/chrome without antd:        281.0 KiB (antd, @portal/ui load with the first remote screen only)
 *   + react-router(-dom) shared tree-shaken:  232.6 KiB (router chunk 59.6 → 14.0 KiB) — budgets 250 / 400 KiB met
 * react-router / react-router-dom stay shared: every parcel's hooks must meet the router context of its own
 * <BrowserRouter>; sharing keeps one copy on the page.
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
  '@tanstack/react-query',
] as const;

/**
 * The antd exports the platform uses (shell, remotes, @portal/*). antd is shared with MF 2 shared tree-shaking
 * (`treeShaking: { mode: 'runtime-infer', usedExports }`): each app builds its own copy with these exports plus the
 * ones it imports itself, so the shell's copy normally satisfies every remote (one copy on the page). A remote
 * released alone that imports an export the deployed shell's copy lacks still works: the shared-exports runtime
 * plugin (@portal/federation) gives it its own copy. Keep this list complete (shared-singletons.test.ts fails
 * otherwise) so that the next shell build provides what every app uses.
 */
export const ANTD_USED_EXPORTS = [
  'Alert',
  'Avatar',
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
  'Grid',
  'Radio',
  'AutoComplete',
  'Timeline',
  'Steps',
  // mf-pricing (issue 16): the price list's breadcrumb, the sales price history drawer and its dividers.
  'Breadcrumb',
  'Divider',
  'Drawer',
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
  'useHref',
  'useLinkClickHandler',
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

/**
 * Groups of tree-shaken share keys that resolve together (the shared-exports runtime plugin): react-router-dom
 * re-exports react-router, so a container falling back to its own copy of one must take its own copy of both.
 */
export const TREE_SHAKEN_GROUPS: readonly (readonly string[])[] = [['antd'], ['react-router', 'react-router-dom']];

/**
 * Workspace packages shared as singletons because they hold state (consumed as TypeScript source): the one
 * i18next instance and its namespaces (@portal/i18n), the one axios instance and QueryClient (@portal/api), the
 * session store (@portal/session). Their version is real: it changes when their exports change
 * (`shared-exports.json` beside each package.json, checked by shared-exports.test.ts), and a remote's
 * `shared-contract.json` names the exports it uses, which the release check compares with the deployed shell's.
 * Every other @portal/* package is stateless and bundled into each app.
 *
 * zod is not shared: shared whole it is 389 KB of JavaScript on /login (it cannot be tree-shaken when shared),
 * against ≈ 26 KiB gz tree-shaken into the shell. Remotes need no zod on their screens: @portal/domain keeps its
 * texts and constants in zod-free modules (messages.ts, constants.ts, documents-constants.ts), and with
 * `sideEffects: false` a remote bundles only those.
 */
export const SHARED_WORKSPACE_PACKAGES = ['@portal/i18n', '@portal/api', '@portal/session'] as const;

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
 * `requiredVersion` is `^<installed version>` for libraries: package.json files say `catalog:`, which is not semver,
 * so the version comes from what is installed. For the stateful workspace packages it is `^<major>.0.0`: any
 * version of the same major line serves, as long as it has the exports the app uses — which the release check
 * verifies against the deployed shell (packages/release), so the runtime does not warn about minor differences.
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
      requiredVersion: version ? `^${version.split('.')[0]}.0.0` : false,
      ...(version ? { version } : {}),
    };
  }
  return shared;
}
