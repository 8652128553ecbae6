import { createRemoteLifecycles, createUnavailableModule, type RemoteRootProps } from '@portal/federation';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemoteApp } from '../boot/federation-runtime';
import { mockApi } from '../test/api-mock';
import { REGISTRY } from '../test/registry-fixtures';
import { currentLocation, renderShell, setUpI18n } from '../test/render-shell';
import { signIn, signOut, USERS } from '../test/session-fixtures';

jest.mock('../boot/federation-runtime', () => ({
  loadRemoteApp: jest.fn(),
  preloadRemoteApp: jest.fn(),
  registerRegistry: jest.fn(),
}));
const loadRemoteAppMock = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

/** A remote's ./app as mf-customers builds it: lifecycles over a Root that shows the matched route. */
const customersApp = createRemoteLifecycles(({ route }: RemoteRootProps) => <h1>Customers screen for {route.path}</h1>);

describe('RemoteOutlet (ARCHITECTURE §2 mounting and fault tolerance)', () => {
  let server: ReturnType<typeof mockApi>;
  beforeAll(() => setUpI18n('en'));
  beforeEach(async () => {
    server = mockApi(() => undefined);
    loadRemoteAppMock.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await signIn(USERS.superAdmin);
  });
  afterEach(() => {
    server.restore();
    signOut();
    jest.restoreAllMocks();
  });

  it('loads the remote owning the path and mounts it as a parcel with the matched route', async () => {
    loadRemoteAppMock.mockResolvedValue(customersApp);
    renderShell('/organizations/12', REGISTRY);
    expect(await screen.findByRole('heading', { name: 'Customers screen for /organizations/:id' })).toBeInTheDocument();
    expect(loadRemoteAppMock).toHaveBeenCalledWith('customers');
  });

  it('shows a loading state while the remote loads, without blocking the rest of the portal', async () => {
    loadRemoteAppMock.mockReturnValue(new Promise(() => undefined));
    renderShell('/organizations', REGISTRY);
    expect(await screen.findByText('Loading this part of the portal…')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('shows the fallback when the remote is down, keeps its menu entry, and recovers on retry', async () => {
    loadRemoteAppMock
      .mockResolvedValueOnce(createUnavailableModule({ id: 'customers/app', error: new Error('down') }))
      .mockResolvedValueOnce(customersApp);
    renderShell('/organizations', REGISTRY);

    expect(await screen.findByText('This part of the portal is unavailable')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main menu' }));
    expect(nav.getByRole('link', { name: /Customers/ })).toHaveTextContent('unavailable');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Customers screen for /organizations' })).toBeInTheDocument();
    expect(screen.queryByText('This part of the portal is unavailable')).not.toBeInTheDocument();
    expect(loadRemoteAppMock).toHaveBeenCalledTimes(2);
  });

  describe('bounded wait (registry loadTimeoutMs)', () => {
    const QUICK = { ...REGISTRY, loadTimeoutMs: 1_000 };

    it('a remote that never answers shows the fallback after the wait; retry loads it', async () => {
      loadRemoteAppMock.mockReturnValueOnce(new Promise(() => undefined)).mockResolvedValueOnce(customersApp);
      renderShell('/organizations', QUICK);
      expect(screen.getByText('Loading this part of the portal…')).toBeInTheDocument();
      expect(await screen.findByText('This part of the portal is unavailable', {}, { timeout: 3_000 })).toBeInTheDocument();
      expect(screen.queryByText('Loading this part of the portal…')).not.toBeInTheDocument();
      const nav = within(screen.getByRole('navigation', { name: 'Main menu' }));
      expect(nav.getByRole('link', { name: /Customers/ })).toHaveTextContent('unavailable');

      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'Customers screen for /organizations' })).toBeInTheDocument();
    });

    it('a mount that never settles shows the fallback after the wait', async () => {
      loadRemoteAppMock.mockResolvedValue({
        bootstrap: async () => undefined,
        mount: () => new Promise<void>(() => undefined),
        unmount: async () => undefined,
      });
      renderShell('/organizations', QUICK);
      expect(await screen.findByText('This part of the portal is unavailable', {}, { timeout: 3_000 })).toBeInTheDocument();
    });

    it('an answer that comes after the wait is ignored: the fallback stays until retry', async () => {
      let answer: (module: unknown) => void = () => undefined;
      loadRemoteAppMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
      renderShell('/organizations', QUICK);
      await screen.findByText('This part of the portal is unavailable', {}, { timeout: 3_000 });
      answer(customersApp);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('heading', { name: /Customers screen/ })).not.toBeInTheDocument();
      expect(screen.getByText('This part of the portal is unavailable')).toBeInTheDocument();
    });

    it('a remote that answers within the wait is not interrupted by it', async () => {
      // A generous wait, so a slow (loaded) test machine cannot turn this into a timeout.
      loadRemoteAppMock.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(customersApp), 100)));
      renderShell('/organizations', { ...REGISTRY, loadTimeoutMs: 3_000 });
      expect(await screen.findByRole('heading', { name: 'Customers screen for /organizations' })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 3_300));
      expect(screen.getByRole('heading', { name: 'Customers screen for /organizations' })).toBeInTheDocument();
      expect(screen.queryByText('This part of the portal is unavailable')).not.toBeInTheDocument();
    });
  });

  it('shows the fallback when the remote fails to mount', async () => {
    loadRemoteAppMock.mockResolvedValue({
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('mount failed');
      },
      unmount: async () => undefined,
    });
    renderShell('/organizations', REGISTRY);
    expect(await screen.findByText('This part of the portal is unavailable')).toBeInTheDocument();
  });

  it('a remote that is down does not affect other pages', async () => {
    loadRemoteAppMock.mockResolvedValue(createUnavailableModule({ id: 'customers/app', error: new Error('down') }));
    renderShell('/organizations', REGISTRY);
    await screen.findByText('This part of the portal is unavailable');
    const nav = within(screen.getByRole('navigation', { name: 'Main menu' }));
    await userEvent.click(nav.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Welcome, Ada Admin' })).toBeInTheDocument();
  });

  it('unmounts the parcel when leaving the remote', async () => {
    loadRemoteAppMock.mockResolvedValue(customersApp);
    renderShell('/organizations', REGISTRY);
    await screen.findByRole('heading', { name: 'Customers screen for /organizations' });
    const nav = within(screen.getByRole('navigation', { name: 'Main menu' }));
    await userEvent.click(nav.getByRole('link', { name: 'Home' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /Customers screen/ })).not.toBeInTheDocument(),
    );
  });
});
