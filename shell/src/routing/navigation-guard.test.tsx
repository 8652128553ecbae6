import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../test/api-mock';
import { REGISTRY } from '../test/registry-fixtures';
import { currentLocation, renderShell, setUpI18n } from '../test/render-shell';
import { fakeToken, signIn, signOut, USERS } from '../test/session-fixtures';

jest.mock('../boot/federation-runtime', () => ({
  loadRemoteApp: jest.fn(() => new Promise(() => undefined)),
  preloadRemoteApp: jest.fn(),
  registerRegistry: jest.fn(),
}));

const ORGANIZATION = { id: 7, name: 'Acme Logistics B.V.' };

describe('navigation guard (spec §2, ARCHITECTURE §4)', () => {
  let server: ReturnType<typeof mockApi>;
  beforeAll(() => setUpI18n('en'));
  beforeEach(() => {
    server = mockApi((r) =>
      r.url === '/organizations/7' || r.url === '/organizations/7/company'
        ? { status: 200, data: ORGANIZATION }
        : undefined,
    );
  });
  afterEach(() => {
    server.restore();
    signOut();
  });

  it('sends a signed-out visitor of a protected route to /login, keeping the target', async () => {
    renderShell('/organizations/12?tab=users', REGISTRY);
    await waitFor(() =>
      expect(currentLocation()).toBe('/login?returnTo=%2Forganizations%2F12%3Ftab%3Dusers'),
    );
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('after signing in, lands on the page the visitor came for', async () => {
    server.restore();
    server = mockApi((r) =>
      r.url === '/sessions' ? { status: 200, data: { token: fakeToken(USERS.superAdmin) } } : undefined,
    );
    renderShell('/organizations', REGISTRY);
    await waitFor(() => expect(currentLocation()).toBe('/login?returnTo=%2Forganizations'));
    await userEvent.type(screen.getByLabelText('E-mail address'), 'admin@provider.example');
    await userEvent.type(screen.getByLabelText('Password'), 'Portal-demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentLocation()).toBe('/organizations'));
  });

  it('sends a signed-in user without access to /', async () => {
    await signIn(USERS.general);
    renderShell('/organizations', REGISTRY);
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Gerda General' })).toBeInTheDocument();
  });

  it('tells a customer sent home from a subsystem page that it can be asked for under More services', async () => {
    // Issue 15: the webshop (subsystem 2) is not among the general user's subsystems; "More services" is open to all.
    const customers = REGISTRY.remotes.customers!;
    const registry = {
      ...REGISTRY,
      remotes: {
        ...REGISTRY.remotes,
        customers: {
          ...customers,
          routes: [
            ...customers.routes,
            {
              path: '/more-services',
              access: {},
              titleKey: 'more',
              texts: { en: { more: 'More services' }, nl: { more: 'Meer diensten' } },
            },
            {
              path: '/webshop',
              access: { subsystem: 2 },
              titleKey: 'webshop.title',
              menu: { key: 'x.webshop', labelKey: 'webshop.menu', order: 50 },
              texts: {
                en: { 'webshop.title': 'Order SIM cards', 'webshop.menu': 'Webshop' },
                nl: { 'webshop.title': 'Bestellen', 'webshop.menu': 'Webshop' },
              },
            },
          ],
        },
      },
    };
    await signIn(USERS.general);
    renderShell('/webshop', registry);
    await waitFor(() => expect(currentLocation()).toBe('/'));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Your organization does not have Webshop yet.');
    await userEvent.click(within(notice).getByRole('link', { name: 'Ask for it under More services.' }));
    await waitFor(() => expect(currentLocation()).toBe('/more-services'));
  });

  it('says "no access" without the More services link for a page of other roles, and closes', async () => {
    await signIn(USERS.general);
    renderShell('/organizations', REGISTRY);
    await waitFor(() => expect(currentLocation()).toBe('/'));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('You do not have access to Customers.');
    expect(within(notice).queryByRole('link')).toBeNull();
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('grants a route by subsystem, and any provider user everything', async () => {
    await signIn(USERS.general); // holds subsystem 1
    const { unmount } = renderShell('/helpdesk', REGISTRY);
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk'));
    unmount();
    signOut();
    await signIn(USERS.support);
    renderShell('/employees', REGISTRY);
    await waitFor(() => expect(currentLocation()).toBe('/employees'));
  });

  it('sends an unknown path to /404 ("Page not found")', async () => {
    await signIn(USERS.superAdmin);
    renderShell('/no/such/page', REGISTRY);
    await waitFor(() => expect(currentLocation()).toBe('/404'));
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('sends an unknown path to /404 when signed out too', async () => {
    renderShell('/nothing-here', REGISTRY);
    await waitFor(() => expect(currentLocation()).toBe('/404'));
  });

  it('reloads the user from the stored token on navigation: an expired token signs out', async () => {
    await signIn(USERS.superAdmin);
    renderShell('/', REGISTRY);
    expect(await screen.findByRole('heading', { name: 'Welcome, Ada Admin' })).toBeInTheDocument();
    localStorage.setItem(
      'token',
      fakeToken({ ...USERS.superAdmin, exp: Math.floor(Date.now() / 1000) - 60 }),
    );
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await userEvent.click(within(nav).getByRole('link', { name: /Customers/ }));
    await waitFor(() => expect(currentLocation()).toBe('/login?returnTo=%2Forganizations'));
  });

  it('keeps a signed-in user away from /login', async () => {
    await signIn(USERS.superAdmin);
    renderShell('/login', REGISTRY);
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });
});
