import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../test/api-mock';
import { currentLocation, renderShell, setUpI18n } from '../test/render-shell';
import { signIn, signOut, USERS } from '../test/session-fixtures';

jest.mock('../boot/federation-runtime', () => ({
  loadRemoteApp: jest.fn(() => new Promise(() => undefined)),
  preloadRemoteApp: jest.fn(),
  registerRegistry: jest.fn(),
}));

describe('footer of the main layout (spec §2)', () => {
  let server: ReturnType<typeof mockApi>;
  beforeAll(() => setUpI18n('en'));
  beforeEach(() => {
    server = mockApi(() => undefined);
  });
  afterEach(() => {
    server.restore();
    signOut();
  });

  it('links to about us, deliveries and returns, privacy, the general terms PDF and the external terms', async () => {
    await signIn(USERS.superAdmin);
    renderShell('/');
    const footer = within(await screen.findByRole('navigation', { name: 'Footer' }));
    expect(footer.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    expect(footer.getByRole('link', { name: 'Deliveries and returns' })).toHaveAttribute('href', '/deliveries-and-returns');
    expect(footer.getByRole('link', { name: 'Privacy statement' })).toHaveAttribute('href', '/privacy');
    const pdf = footer.getByRole('link', { name: /General terms \(PDF\)/ });
    expect(pdf).toHaveAttribute('href', '/general-terms.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    const terms = footer.getByRole('link', { name: /Terms and conditions/ });
    expect(terms.getAttribute('href')).toMatch(/^https:\/\//);
    expect(terms).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('opens the static pages, also signed out', async () => {
    renderShell('/about');
    expect(await screen.findByRole('heading', { name: 'About us' })).toBeInTheDocument();
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    await userEvent.click(footer.getByRole('link', { name: 'Privacy statement' }));
    await waitFor(() => expect(currentLocation()).toBe('/privacy'));
    expect(screen.getByRole('heading', { name: 'Privacy statement' })).toBeInTheDocument();
    await userEvent.click(footer.getByRole('link', { name: 'Deliveries and returns' }));
    expect(await screen.findByRole('heading', { name: 'Deliveries and returns' })).toBeInTheDocument();
  });

  it('shows the user menu with the name and logs out', async () => {
    await signIn(USERS.superAdmin);
    renderShell('/');
    await userEvent.click(await screen.findByRole('button', { name: /Ada Admin/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Log out/ }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
