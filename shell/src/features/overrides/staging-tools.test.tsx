import { OVERRIDES_STORAGE_KEY, type AppliedOverrides, type Registry } from '@portal/federation';
import { PortalProviders } from '@portal/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../../app';
import { useRemoteStatusStore } from '../../remote-outlet/remote-status-store';
import { mockApi } from '../../test/api-mock';
import { setUpI18n } from '../../test/render-shell';
import { REGISTRY } from '../../test/registry-fixtures';
import { signOut } from '../../test/session-fixtures';
import { useRemotesPanelStore } from './remotes-panel-store';

jest.mock('../../boot/federation-runtime', () => ({
  loadRemoteApp: jest.fn(() => new Promise(() => undefined)),
  preloadRemoteApp: jest.fn(),
  registerRegistry: jest.fn(),
}));
jest.mock('../../remote-outlet/probe-remotes', () => ({ probeRemotes: jest.fn(async () => undefined) }));

const STAGING: Registry = { ...REGISTRY, allowOverrides: true, overrideOrigins: ['https://staging.example'] };
const ACTIVE: Pick<AppliedOverrides, 'active' | 'refused'> = {
  active: [
    {
      name: 'customers',
      url: 'https://staging.example/customers/2.0.0/',
      entry: 'https://staging.example/customers/2.0.0/mf-manifest.json',
    },
  ],
  refused: [],
};

function renderApp(path: string, registry: Registry, overrides?: Pick<AppliedOverrides, 'active' | 'refused'>) {
  return render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>
        <App registry={registry} overrides={overrides} />
      </MemoryRouter>
    </PortalProviders>,
  );
}

describe('staging tools (ARCHITECTURE §3)', () => {
  let server: ReturnType<typeof mockApi>;
  beforeAll(() => setUpI18n('en'));
  beforeEach(() => {
    server = mockApi(() => undefined);
    useRemotesPanelStore.setState({ open: false, used: false });
    useRemoteStatusStore.setState({ statuses: {}, versions: {} });
  });
  afterEach(() => {
    server.restore();
    signOut();
    localStorage.clear();
  });

  it('shows the override banner on every layout (here the login page), naming each remote', async () => {
    renderApp('/login', STAGING, ACTIVE);
    const banner = await screen.findByText(/Remote overrides are active/);
    const alert = banner.closest('[role="status"]') as HTMLElement;
    expect(within(alert).getByText(/customers → https:\/\/staging\.example\/customers\/2\.0\.0\/mf-manifest\.json/)).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Clear all overrides' })).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Copy share link' })).toBeVisible();
  });

  it('shows neither banner nor Remotes link in production (allowOverrides off)', async () => {
    renderApp('/login', REGISTRY);
    await screen.findByRole('navigation', { name: 'Footer' });
    expect(screen.queryByText(/Remote overrides are active/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remotes' })).not.toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'r', ctrlKey: true, altKey: true });
    expect(useRemotesPanelStore.getState().open).toBe(false);
  });

  it('opens the Remotes panel with Ctrl+Alt+R: name, version, entry, state; refuses a foreign origin', async () => {
    useRemoteStatusStore.setState({ statuses: { customers: 'loaded' }, versions: { customers: '1.4.2' } });
    renderApp('/login', STAGING);
    await screen.findByRole('navigation', { name: 'Footer' });
    act(() => {
      fireEvent.keyDown(window, { key: 'r', ctrlKey: true, altKey: true });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Remotes' }, { timeout: 10_000 });
    const row = within(dialog).getByText('customers').closest('tr') as HTMLElement;
    expect(within(row).getByText('1.4.2')).toBeInTheDocument();
    expect(within(row).getByText('/remotes/customers/1.4.0/mf-manifest.json')).toBeInTheDocument();
    expect(within(row).getByText('Loaded')).toBeInTheDocument();

    await userEvent.type(within(row).getByRole('textbox'), 'https://evil.example/customers/');
    await userEvent.click(within(dialog).getByRole('button', { name: /Apply and reload/ }));
    expect(
      await within(dialog).findByText(
        'Override of "customers" refused: https://evil.example/customers/ is not an allowed origin.',
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem(OVERRIDES_STORAGE_KEY)).toBeNull();
  });
});
