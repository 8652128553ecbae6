import { routeManifestSchema } from '@portal/federation';
import { initI18n } from '@portal/i18n';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Outlet } from 'react-router-dom';
import type { PageReads, PageRequest } from '@portal/ui';
import { defineRemote, lazyPage } from './define-remote';
import { createRemoteI18n } from './remote-i18n';

const i18n = createRemoteI18n('demo', {
  en: [{ routes: { list: 'Things', detail: 'Thing', users: 'Users of a thing', profile: 'Profile' } }],
  nl: [{ routes: { list: 'Dingen', detail: 'Ding', users: 'Gebruikers van een ding', profile: 'Profiel' } }],
});

function Layout() {
  return (
    <section>
      <h2>Thing layout</h2>
      <Outlet />
    </section>
  );
}
const pages = {
  ListPage: () => <h1>List page</h1>,
  GeneralTab: () => <p>General tab</p>,
  UsersTab: () => <p>Users tab</p>,
};

const demo = defineRemote({
  i18n,
  routes: [
    {
      path: '/things',
      access: { roles: ['superAdmin'] },
      title: 'routes.list',
      menu: { key: 'demo.things', label: 'routes.list', group: { key: 'menu.profile', label: 'routes.profile' }, order: 5, icon: 'AppstoreOutlined' },
      page: lazyPage(async () => pages, 'ListPage'),
    },
    {
      path: '/things/:id',
      access: { roles: ['superAdmin'] },
      title: 'routes.detail',
      page: Layout,
      index: pages.GeneralTab,
      children: [{ path: '/things/:id/users', access: { roles: ['superAdmin'] }, title: 'routes.users', page: pages.UsersTab }],
    },
  ],
});

beforeAll(() => initI18n());

describe('defineRemote: one route table → manifest and routes (issue 10 "one remote kit")', () => {
  it('makes one manifest route per row (children flattened), texts read from both catalogs, layout main', () => {
    expect(demo.name).toBe('demo');
    expect(demo.manifest.map((r) => r.path)).toEqual(['/things', '/things/:id', '/things/:id/users']);
    expect(demo.manifest[0]).toEqual({
      path: '/things',
      access: { roles: ['superAdmin'] },
      layout: 'main',
      titleKey: 'routes.list',
      menu: { key: 'demo.things', labelKey: 'routes.list', group: 'menu.profile', order: 5, icon: 'AppstoreOutlined' },
      texts: {
        en: { 'routes.list': 'Things', 'menu.profile': 'Profile' },
        nl: { 'routes.list': 'Dingen', 'menu.profile': 'Profiel' },
      },
    });
    expect(routeManifestSchema.safeParse(demo.manifest).success).toBe(true);
  });

  it('renders a lazy page at its path, and nested rows inside the parent page with its index', async () => {
    const at = (path: string) =>
      render(
        <MemoryRouter initialEntries={[path]}>
          <demo.RemoteRoutes />
        </MemoryRouter>,
      );
    at('/things');
    expect(await screen.findByRole('heading', { name: 'List page' })).toBeInTheDocument();
    at('/things/7');
    expect(await screen.findByText('General tab')).toBeInTheDocument();
    at('/things/7/users');
    expect(await screen.findByText('Users tab')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Thing layout' })).toHaveLength(2);
  });

  it('renders nothing on a path outside the remote (the parcel sees it while unmounting)', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/elsewhere']}>
        <demo.RemoteRoutes />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('fails at load on a text missing from a catalog, naming locale and key', () => {
    const partial = createRemoteI18n('demo', { en: { routes: { a: 'A' } }, nl: { routes: {} } });
    expect(() =>
      defineRemote({ i18n: partial, routes: [{ path: '/a', access: {}, title: 'routes.a', page: pages.ListPage }] }),
    ).toThrow('demo nl locale key "routes.a" is missing');
  });

  it('fails at load on a child row whose path does not extend its parent\'s', () => {
    expect(() =>
      defineRemote({
        i18n,
        routes: [
          {
            path: '/things/:id',
            access: {},
            title: 'routes.detail',
            page: Layout,
            children: [{ path: '/users', access: {}, title: 'routes.users', page: pages.UsersTab }],
          },
        ],
      }),
    ).toThrow('route /users is listed under /things/:id but does not start with it');
  });
});

describe('page preloading', () => {
  it('loads the chunks a path renders (layout, page, index) without rendering, once, and none of other rows', async () => {
    const load = { list: jest.fn(async () => pages), detail: jest.fn(async () => ({ Layout })), users: jest.fn(async () => pages) };
    const remote = defineRemote({
      i18n,
      routes: [
        { path: '/things', access: {}, title: 'routes.list', page: lazyPage(load.list, 'ListPage') },
        {
          path: '/things/:id',
          access: {},
          title: 'routes.detail',
          page: lazyPage(load.detail, 'Layout'),
          children: [{ path: '/things/:id/users', access: {}, title: 'routes.users', page: lazyPage(load.users, 'UsersTab') }],
        },
      ],
    });
    remote.preload('/things/7/users');
    remote.preload('/things/7/users');
    expect(load.detail).toHaveBeenCalledTimes(1);
    expect(load.users).toHaveBeenCalledTimes(1);
    expect(load.list).not.toHaveBeenCalled();
    remote.preload('/elsewhere');
    expect(load.list).not.toHaveBeenCalled();
  });
});

/** A remote with one row, `/things`, whose list page module `load` gives (with its `listReads`). */
function remoteWithListPage(load: () => Promise<{ ListPage: () => ReactElement; listReads: PageReads }>) {
  return defineRemote({
    i18n,
    routes: [{ path: '/things', access: {}, title: 'routes.list', page: lazyPage(load, 'ListPage', 'listReads') }],
  });
}

describe('first reads of a screen (issue 18)', () => {
  it('fetches the reads a location\'s pages declare, with its route params and search params, into the client', async () => {
    const client = new QueryClient();
    const fetchUsers = jest.fn(async () => ['Ann']);
    const usersModule = {
      UsersTab: pages.UsersTab,
      usersReads: ({ params, searchParams }: PageRequest) => [
        { queryKey: ['things', params.id, 'users', searchParams.get('page')], queryFn: fetchUsers },
      ],
    };
    const listModule = { ListPage: pages.ListPage, listReads: jest.fn(() => []) };
    const remote = defineRemote({
      i18n,
      routes: [
        { path: '/things', access: {}, title: 'routes.list', page: lazyPage(async () => listModule, 'ListPage', 'listReads') },
        {
          path: '/things/:id',
          access: {},
          title: 'routes.detail',
          page: lazyPage(async () => ({ Layout }), 'Layout'),
          children: [
            {
              path: '/things/:id/users',
              access: {},
              title: 'routes.users',
              page: lazyPage(async () => usersModule, 'UsersTab', 'usersReads'),
            },
          ],
        },
      ],
    });
    remote.prefetch({ pathname: '/things/7/users', search: '?page=2' }, client);
    await waitFor(() => expect(client.getQueryData(['things', '7', 'users', '2'])).toEqual(['Ann']));
    expect(fetchUsers).toHaveBeenCalledTimes(1);
    expect(listModule.listReads).not.toHaveBeenCalled();
  });

  it('sends no read whose page arrives after it stopped being wanted (the parcel unmounted meanwhile)', async () => {
    const client = new QueryClient();
    const fetchThings = jest.fn(async () => ['thing']);
    let arrive!: () => void;
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const remote = remoteWithListPage(async () => {
      await chunk;
      return { ListPage: pages.ListPage, listReads: () => [{ queryKey: ['things'], queryFn: fetchThings }] };
    });
    let wanted = true;
    remote.prefetch({ pathname: '/things', search: '' }, client, () => wanted);
    wanted = false;
    arrive();
    await chunk;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchThings).not.toHaveBeenCalled();
    expect(client.getQueryState(['things'])).toBeUndefined();
  });

  it('accepts only a PageReads export as the reads of a page (a type error otherwise)', () => {
    // @ts-expect-error GeneralTab is a component, not the page's reads
    expect(lazyPage(async () => pages, 'ListPage', 'GeneralTab').reads).toBeInstanceOf(Function);
  });

  it('leaves a failing read to the screen (no unhandled rejection, nothing cached)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const remote = remoteWithListPage(async () => ({
      ListPage: pages.ListPage,
      listReads: () => [{ queryKey: ['things'], queryFn: () => Promise.reject(new Error('502')) }],
    }));
    remote.prefetch({ pathname: '/things', search: '' }, client);
    await waitFor(() => expect(client.getQueryState(['things'])?.status).toBe('error'));
    expect(client.getQueryData(['things'])).toBeUndefined();
  });
});

describe('createRemoteI18n', () => {
  it('joins feature catalogs and refuses a top-level key defined twice', () => {
    expect(createRemoteI18n('x', { en: [{ a: { b: 'B' } }, { c: 'C' }], nl: [{ a: { b: 'B' } }, { c: 'C' }] }).text('en', 'a.b')).toBe('B');
    expect(() => createRemoteI18n('x', { en: [{ a: 'A' }, { a: 'again' }], nl: [] })).toThrow('x locale key "a" is defined twice');
  });
});
