import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../test/api-mock';
import type { Registry } from '@portal/federation';
import { currentLocation, renderShell, setUpI18n } from '../test/render-shell';
import { signIn, signOut, USERS } from '../test/session-fixtures';

jest.mock('../boot/federation-runtime', () => ({
  loadRemoteApp: jest.fn(() => new Promise(() => undefined)),
  preloadRemoteApp: jest.fn(),
  registerRegistry: jest.fn(),
}));

/** A customers remote that owns /profile and /settings, as the real one does. */
const REGISTRY: Registry = {
  allowOverrides: false,
  overrideOrigins: [],
  loadTimeoutMs: 15_000,
  remotes: {
    customers: {
      version: '1.0.0',
      entry: '/remotes/customers/1.0.0/mf-manifest.json',
      routes: ['/profile', '/settings'].map((path) => ({
        path,
        access: {},
        layout: 'main' as const,
        titleKey: 'title',
        texts: { en: { title: path }, nl: { title: path } },
      })),
    },
  },
};

describe('user menu in the header (spec §2)', () => {
  let server: ReturnType<typeof mockApi>;
  beforeAll(() => setUpI18n('en'));
  beforeEach(() => {
    server = mockApi(() => undefined);
  });
  afterEach(() => {
    server.restore();
    signOut();
  });

  it('opens with the first item focused; arrows, Home and End move; Escape closes and refocuses the button', async () => {
    const user = userEvent.setup();
    await signIn(USERS.superAdmin);
    renderShell('/');
    const button = await screen.findByRole('button', { name: 'User menu for Ada Admin' });
    await user.click(button);
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent?.trim())).toEqual(['My profile', 'Settings', 'Log out']);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[2]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('"My profile" goes to /profile and "Settings" to /settings', async () => {
    const user = userEvent.setup();
    await signIn(USERS.general);
    renderShell('/', REGISTRY);
    const button = await screen.findByRole('button', { name: /User menu for/ });
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'My profile' }));
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Settings' }));
    await waitFor(() => expect(currentLocation()).toBe('/settings'));
  });
});
