import { queryClient } from '@portal/api';
import { createRemoteLifecycles, createUnavailableModule, type Registry } from '@portal/federation';
import { screen, waitFor, within } from '@testing-library/react';
import { loadRemoteApp } from '../../boot/federation-runtime';
import { mockApi } from '../../test/api-mock';
import { REGISTRY } from '../../test/registry-fixtures';
import { renderShell, setUpI18n } from '../../test/render-shell';
import { signIn, signOut, USERS } from '../../test/session-fixtures';

jest.mock('../../boot/federation-runtime', () => ({
  loadRemoteApp: jest.fn(),
  preloadRemoteApp: jest.fn(),
  registerRegistry: jest.fn(),
}));
const loadRemoteAppMock = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

/** The registry with mf-helpdesk claiming home `/` and serving /notifications (issue 12). */
const WITH_HOME: Registry = {
  ...REGISTRY,
  remotes: {
    ...REGISTRY.remotes,
    helpdesk: {
      ...REGISTRY.remotes.helpdesk,
      routes: [
        ...REGISTRY.remotes.helpdesk.routes,
        {
          path: '/',
          access: {},
          titleKey: 'routes.home',
          menu: { key: 'helpdesk.home', labelKey: 'routes.home', order: 0, icon: 'HomeOutlined' },
          texts: { en: { 'routes.home': 'Home' }, nl: { 'routes.home': 'Home' } },
        },
        {
          path: '/notifications',
          access: {},
          titleKey: 'routes.notifications',
          texts: {
            en: { 'routes.notifications': 'Notifications' },
            nl: { 'routes.notifications': 'Meldingen' },
          },
        },
      ],
    },
  },
};

const helpdeskApp = createRemoteLifecycles(() => <h2>Announcements and news</h2>);

describe('home `/` owned by the helpdesk remote, and the notification bell (issue 12)', () => {
  let server: ReturnType<typeof mockApi>;
  let unread: number;
  beforeAll(() => setUpI18n('en'));
  beforeEach(async () => {
    unread = 3;
    queryClient.clear();
    server = mockApi((request) =>
      request.url === '/notifications/unread-count' ? { status: 200, data: { unread } } : undefined,
    );
    loadRemoteAppMock.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signIn(USERS.superAdmin);
  });
  afterEach(() => {
    server.restore();
    signOut();
    jest.restoreAllMocks();
  });

  it("shows the remote's home page with the shell's quick links below it", async () => {
    loadRemoteAppMock.mockResolvedValue(helpdeskApp);
    renderShell('/', WITH_HOME);
    expect(await screen.findByRole('heading', { name: 'Announcements and news' })).toBeInTheDocument();
    const quickLinks = screen.getByRole('region', { name: 'Quick links' });
    expect(within(quickLinks).getByRole('link', { name: /Customers/ })).toHaveAttribute(
      'href',
      '/organizations',
    );
    expect(loadRemoteAppMock).toHaveBeenCalledWith('helpdesk');
  });

  it("keeps the shell's launcher on `/` when the remote is down, instead of an error", async () => {
    loadRemoteAppMock.mockResolvedValue(
      createUnavailableModule({ id: 'helpdesk/app', error: new Error('down') }),
    );
    renderShell('/', WITH_HOME);
    const home = (await screen.findByRole('heading', { name: `Welcome, ${USERS.superAdmin.name}` })).closest(
      'section',
    )!;
    expect(within(home).getByRole('link', { name: /Customers/ })).toHaveAttribute('href', '/organizations');
    expect(screen.queryByText('This part of the portal is unavailable')).not.toBeInTheDocument();
    // The launcher once, not again as quick links.
    expect(screen.queryByRole('region', { name: 'Quick links' })).not.toBeInTheDocument();
  });

  it('shows the unread count on the bell, links to the list, and follows an invalidation by a remote', async () => {
    loadRemoteAppMock.mockResolvedValue(helpdeskApp);
    renderShell('/', WITH_HOME);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
    unread = 0;
    await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Notifications' })).not.toHaveTextContent(/\d/),
    );
  });

  it("reads the same cache entry as mf-helpdesk's own unread-count query (the server's `{ unread }` as is)", async () => {
    loadRemoteAppMock.mockResolvedValue(helpdeskApp);
    renderShell('/', WITH_HOME);
    await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    // What the remote's useUnreadCountQuery stores after its own fetch.
    queryClient.setQueryData(['notifications', 'unread-count'], { unread: 5 });
    expect(await screen.findByRole('link', { name: 'Notifications, 5 unread' })).toHaveTextContent('5');
  });

  it('shows no bell when no remote serves /notifications', async () => {
    loadRemoteAppMock.mockResolvedValue(helpdeskApp);
    renderShell('/organizations', REGISTRY);
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.url === '/notifications/unread-count')).toBe(false);
  });
});
