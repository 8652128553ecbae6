import type { RouteAccess } from '@portal/domain';
import {
  type ManifestRoute,
  type MenuEntry,
  type MenuIcon,
  type RemoteLifecycles,
  type RemoteRootProps,
  type RouteLayout,
  type RouteManifest,
  createRemoteLifecycles,
} from '@portal/federation';
import { queryClient as portalQueryClient } from '@portal/api';
import { i18n as portalI18n, useRemoteNamespace } from '@portal/i18n';
import { type PageReads, type PageRequest, mountStandalone } from '@portal/ui';
import { Spin } from 'antd';
import { type ComponentType, type LazyExoticComponent, type ReactNode, Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes, matchRoutes } from 'react-router-dom';
import type { RemoteI18n } from './remote-i18n';

/**
 * A page loaded on first visit, made by {@link lazyPage}: `preload()` starts loading it without rendering;
 * `reads(request)` loads it and gives its first reads (none when the page declares none).
 */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  preload: () => Promise<void>;
  reads: (request: PageRequest) => Promise<ReturnType<PageReads>>;
};

/** A page component, usually a {@link LazyPage} (its chunk loads when the route is first visited). */
export type PageComponent = ComponentType | LazyPage;

/**
 * One row of a remote's route table (STYLE.md: "one row in the remote's route table"). Keys are catalog keys of
 * the remote's namespace; the manifest's en + nl texts are read from the catalogs.
 * - `path`: full react-router path (spec §2); `access`: roles, subsystem or public (spec §2; empty = signed in);
 * - `layout` (default `main`), `title` (catalog key of the page title);
 * - `menu`: side-menu entry — `key` unique across the portal, `label` catalog key, `group` a sub-menu shared with
 *   other remotes (`{ key: 'menu.profile', label: 'routes.profile' }`), `order`, `icon` from the contract's list,
 *   `audience` (organization users or staff only, or only the holders of the route's `access.roles`);
 * - `page`: what the route renders; `children`: nested rows rendered inside `page` (an `<Outlet />`), each with
 *   its full path; `index`: what the parent path itself renders inside `page`.
 */
export interface RemoteRouteDefinition {
  path: string;
  access: RouteAccess;
  layout?: RouteLayout;
  title: string;
  menu?: {
    key: string;
    label: string;
    group?: { key: string; label: string };
    order: number;
    icon?: MenuIcon;
    audience?: MenuEntry['audience'];
  };
  page: PageComponent;
  index?: PageComponent;
  children?: RemoteRouteDefinition[];
}

/** What {@link defineRemote} takes: the remote's i18n namespace (its name) and its route table. */
export interface RemoteDefinition {
  i18n: RemoteI18n;
  routes: RemoteRouteDefinition[];
}

/** A remote made by {@link defineRemote}: everything its generated entry files need. */
export interface DefinedRemote {
  /** Container and namespace name (`documents`). */
  name: string;
  /** The route manifest (the `./routes` expose and routes.json): one entry per row, children flattened. */
  manifest: RouteManifest;
  /** The remote's `<Routes>`, made from the same table. */
  RemoteRoutes: ComponentType;
  /** The parcel root: registers the namespace, renders its own router with the shell's basename. */
  Root: ComponentType<Partial<RemoteRootProps>>;
  /**
   * single-spa lifecycles of the `./app` expose (PortalProviders and an error boundary included); bootstrap starts
   * loading the current path's page chunks at once, mount also their first reads.
   */
  lifecycles: () => RemoteLifecycles;
  /** The standalone development mount (`pnpm --filter mf-x dev`). */
  mountStandalone: () => Promise<void>;
  /** Starts loading the lazy pages a path renders (its layouts, page and index); done by bootstrap. */
  preload: (pathname: string) => void;
  /**
   * Starts loading the lazy pages a location renders and, as each arrives, its first reads ({@link PageReads}) into
   * `client` if `stillWanted()` (default: always); done by mount, for as long as that mount lasts. Failures are
   * left to the screen, which shows them.
   */
  prefetch: (
    location: Pick<Location, 'pathname' | 'search'>,
    client: QueryClient,
    stillWanted?: () => boolean,
  ) => void;
}

/**
 * A page loaded on first visit: `lazyPage(() => import('./features/x/pages/x-page'), 'XPage')` (code splitting by
 * route; the named export keeps pages' usual `export function XPage`). `readsName` names the module's
 * {@link PageReads} export, the screen's first reads, which the remote fetches while the page loads and renders.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
  readsName?: { [P in keyof M]: M[P] extends PageReads ? P : never }[keyof M] & string,
): LazyPage {
  let pending: Promise<M> | undefined;
  const loadModule = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined; // a failed chunk may be tried again (the error boundary offers a retry)
      throw error;
    }));
  const page = lazy(() => loadModule().then((module) => ({ default: module[exportName] as ComponentType })));
  return Object.assign(page, {
    preload: () => loadModule().then(() => undefined),
    reads: async (request: PageRequest) => {
      const module = await loadModule();
      return readsName ? (module[readsName] as PageReads)(request) : [];
    },
  });
}

const isLazyPage = (page: PageComponent | undefined): page is LazyPage =>
  typeof (page as Partial<LazyPage> | undefined)?.preload === 'function';

/** Walks the table depth-first (parents before their children). */
function flatten(routes: RemoteRouteDefinition[]): RemoteRouteDefinition[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

/** Every row with the pages it renders on its own path: its ancestors' pages, its page, and its index. */
function pagesByPath(routes: RemoteRouteDefinition[], above: PageComponent[] = []): Array<{ path: string; pages: PageComponent[] }> {
  return routes.flatMap((route) => {
    const own = [...above, route.page];
    return [
      { path: route.path, pages: route.index ? [...own, route.index] : own },
      ...pagesByPath(route.children ?? [], own),
    ];
  });
}

/** The manifest row of a table row: texts of its title, menu label and group label in both locales. */
function manifestRoute(route: RemoteRouteDefinition, i18n: RemoteI18n): ManifestRoute {
  const pairs: Array<[manifestKey: string, catalogKey: string]> = [[route.title, route.title]];
  if (route.menu) pairs.push([route.menu.label, route.menu.label]);
  if (route.menu?.group) pairs.push([route.menu.group.key, route.menu.group.label]);
  const texts = (locale: 'en' | 'nl') =>
    Object.fromEntries(pairs.map(([manifestKey, catalogKey]) => [manifestKey, i18n.text(locale, catalogKey)]));
  const { menu } = route;
  return {
    path: route.path,
    access: route.access,
    layout: route.layout ?? 'main',
    titleKey: route.title,
    ...(menu
      ? {
          menu: {
            key: menu.key,
            labelKey: menu.label,
            ...(menu.group ? { group: menu.group.key } : {}),
            order: menu.order,
            ...(menu.icon ? { icon: menu.icon } : {}),
            ...(menu.audience ? { audience: menu.audience } : {}),
          },
        }
      : {}),
    texts: { en: texts('en'), nl: texts('nl') },
  };
}

/** Shown while a page's chunk loads (inside the parcel; the shell shows its own while the parcel loads). */
function PageLoading() {
  const { t } = useTranslation('common', { i18n: portalI18n });
  return (
    <div style={{ padding: 48, textAlign: 'center' }} role="status" aria-live="polite">
      <Spin />
      <div style={{ marginTop: 8 }}>{t('table.loading')}</div>
    </div>
  );
}

function element(Page: PageComponent): ReactNode {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** A child's path relative to its parent's (`/organizations/:id/users` under `/organizations/:id` → `users`). */
function relativePath(child: string, parent: string): string {
  if (!child.startsWith(`${parent}/`)) {
    throw new Error(`route ${child} is listed under ${parent} but does not start with it`);
  }
  return child.slice(parent.length + 1);
}

function renderRoutes(routes: RemoteRouteDefinition[], parent?: string): ReactNode[] {
  return routes.map((route) => (
    <Route key={route.path} path={parent ? relativePath(route.path, parent) : route.path} element={element(route.page)}>
      {route.index ? <Route index element={element(route.index)} /> : null}
      {route.children ? renderRoutes(route.children, route.path) : null}
    </Route>
  ));
}

/**
 * Makes a remote from its i18n namespace and its ONE route table (ARCHITECTURE §1 "a remote is generated … one
 * route table, its catalogs and its features"): the route manifest the shell builds its menu and guard from, the
 * remote's own `<Routes>` (full paths, plus `*` rendering nothing while the parcel unmounts, ARCHITECTURE §2), the
 * parcel root, the single-spa lifecycles and the standalone mount. Paths and texts are written once.
 * Throws at load (so at build time, when routes.json is emitted) on a missing catalog text or a child row whose
 * path does not extend its parent's.
 */
export function defineRemote({ i18n, routes }: RemoteDefinition): DefinedRemote {
  const manifest = flatten(routes).map((route) => manifestRoute(route, i18n));
  // Fail early (build time) on a child path that cannot be nested.
  const check = (rows: RemoteRouteDefinition[], parent?: string) =>
    rows.forEach((row) => {
      if (parent) relativePath(row.path, parent);
      check(row.children ?? [], row.path);
    });
  check(routes);

  // The pages a location renders, with the route parameters of each.
  const pageRows = pagesByPath(routes);
  const routePaths = pageRows.map(({ path }) => ({ path }));
  const pagesAt = (pathname: string) =>
    (matchRoutes(routePaths, pathname) ?? []).flatMap(({ route, params }) =>
      (pageRows.find((row) => row.path === route.path)?.pages ?? [])
        .filter(isLazyPage)
        .map((page) => ({ page, params })),
    );

  // Starts loading the page chunks of `pathname` (called when the parcel bootstraps, so they load while single-spa
  // mounts instead of after the first render: one round trip less before the screen shows).
  const preload = (pathname: string) => {
    for (const { page } of pagesAt(pathname)) void page.preload().catch(() => undefined);
  };

  // Also starts the first reads of those pages as soon as each page's chunk is in (issue 18): the requests run
  // while React renders the screen, which then shows their answers at its first paint. Reads whose chunk arrives
  // after `stillWanted()` turned false (the parcel unmounted: the user left, signed out or another signed in) are
  // not sent.
  const prefetch = (
    location: Pick<Location, 'pathname' | 'search'>,
    client: QueryClient,
    stillWanted: () => boolean = () => true,
  ) => {
    const searchParams = new URLSearchParams(location.search);
    for (const { page, params } of pagesAt(location.pathname)) {
      void page
        .reads({ params, searchParams })
        .then((reads) => (stillWanted() ? Promise.all(reads.map((read) => client.prefetchQuery(read))) : undefined))
        .catch(() => undefined); // the screen shows a failed chunk or read itself
    }
  };

  function RemoteRoutes() {
    return (
      <Routes>
        {renderRoutes(routes)}
        <Route path="*" element={null} />
      </Routes>
    );
  }

  function Root({ basename = '/' }: Partial<RemoteRootProps>) {
    useRemoteNamespace(i18n.namespace, i18n.catalogs);
    return (
      <BrowserRouter basename={basename}>
        <RemoteRoutes />
      </BrowserRouter>
    );
  }
  Root.displayName = `Root(${i18n.namespace})`;

  return {
    name: i18n.namespace,
    manifest,
    RemoteRoutes,
    Root,
    lifecycles: () => {
      const lifecycles = createRemoteLifecycles(Root);
      // Counts mounts and unmounts: a prefetch is wanted only while the mount that started it lasts.
      let generation = 0;
      return {
        ...lifecycles,
        bootstrap: (props) => {
          preload(globalThis.location?.pathname ?? '/');
          return lifecycles.bootstrap(props);
        },
        // Mounted: the shell has the session and its guard let the user in, so the first reads may start.
        mount: (props) => {
          const mounted = (generation += 1);
          if (globalThis.location) {
            const { pathname, search } = globalThis.location;
            prefetch({ pathname, search }, portalQueryClient, () => generation === mounted);
          }
          return lifecycles.mount(props);
        },
        unmount: (props) => {
          generation += 1;
          return lifecycles.unmount(props);
        },
      };
    },
    mountStandalone: () => mountStandalone(Root, i18n.namespace),
    preload,
    prefetch,
  };
}
