import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadRemoteApp } from '../boot/federation-runtime';
import { mockApi } from '../test/api-mock';
import { REGISTRY } from '../test/registry-fixtures';
import { currentLocation, renderShell, setUpI18n } from '../test/render-shell';
import { signIn, signOut, USERS } from '../test/session-fixtures';

jest.mock('../boot/federation-runtime', () => ({
  loadRemoteApp: jest.fn(() => new Promise(() => undefined)),
  preloadRemoteApp: jest.fn(),
  registerRegistry: jest.fn(),
}));

const menuLinks = (name = 'Main menu') =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('side menu by role (spec §2, ARCHITECTURE §4)', () => {
  let server: ReturnType<typeof mockApi>;
  beforeAll(() => setUpI18n('en'));
  beforeEach(() => {
    server = mockApi((r) => (r.url.startsWith('/organizations/7') ? { status: 200, data: { id: 7, name: 'Acme' } } : undefined));
  });
  afterEach(() => {
    server.restore();
    signOut();
  });

  it('shows a super admin every entry', async () => {
    await signIn(USERS.superAdmin);
    renderShell('/', REGISTRY);
    await screen.findByRole('heading', { name: 'Welcome, Ada Admin' });
    expect(menuLinks()).toEqual(['Home', 'Helpdesk', 'Customers', 'Employees']);
  });

  it('shows a technical responsible only what the role allows', async () => {
    await signIn(USERS.technical);
    renderShell('/', REGISTRY);
    await screen.findByRole('heading', { name: 'Welcome, Tom Tech' });
    expect(menuLinks()).toEqual(['Home']);
    expect(screen.getByRole('button', { name: 'Profile' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('preloads a remote when its entry is hovered', async () => {
    await signIn(USERS.superAdmin);
    renderShell('/', REGISTRY);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await userEvent.hover(within(nav).getByRole('link', { name: 'Customers' }));
    expect(preloadRemoteApp).toHaveBeenCalledWith('customers');
  });

  it('labels the menu in Dutch after switching the language', async () => {
    await signIn(USERS.superAdmin);
    renderShell('/', REGISTRY);
    await screen.findByRole('heading', { name: 'Welcome, Ada Admin' });
    const { i18n } = await import('@portal/i18n');
    await act(() => i18n.changeLanguage('nl'));
    expect(menuLinks('Hoofdmenu')).toEqual(['Home', 'Helpdesk', 'Klanten', 'Medewerkers']);
    await act(() => i18n.changeLanguage('en'));
  });

  it('opens the same menu in a drawer from the header (narrow screens), and closes it after a choice', async () => {
    await signIn(USERS.superAdmin);
    renderShell('/', REGISTRY);
    await screen.findByRole('heading', { name: 'Welcome, Ada Admin' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const drawer = screen.getByRole('dialog', { name: 'Main menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Helpdesk', 'Customers', 'Employees']);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Employees' }));
    expect(currentLocation()).toBe('/employees');
    expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer with its close button', async () => {
    await signIn(USERS.superAdmin);
    renderShell('/', REGISTRY);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Main menu' })).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});
