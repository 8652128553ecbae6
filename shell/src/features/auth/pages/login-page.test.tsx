import { useSessionStore } from '@portal/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/api-mock';
import { currentLocation, renderShell, setUpI18n } from '../../../test/render-shell';
import { fakeToken, signOut, USERS } from '../../../test/session-fixtures';

jest.mock('../../../boot/federation-runtime', () => ({
  loadRemoteApp: jest.fn(() => new Promise(() => undefined)),
  preloadRemoteApp: jest.fn(),
  registerRegistry: jest.fn(),
}));

const sessionCalls = <R extends { method: string; url: string }>(requests: R[]) =>
  requests.filter((r) => r.method === 'POST' && r.url === '/sessions');

describe('/login (spec §2, §5, §8)', () => {
  beforeAll(() => setUpI18n('en'));
  afterEach(() => signOut());

  it('starts with what was typed into the prerendered form, the focus where it was (issue 18)', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML =
      '<form name="login" data-prerendered=""><input name="email" value="ops@acme.example"><input name="password" type="password"></form>';
    document.body.append(root);
    (root.querySelector('input[name="password"]') as HTMLInputElement).focus();
    renderShell('/login');
    root.remove(); // what React does to the prerendered markup when it commits
    expect(await screen.findByLabelText('E-mail address')).toHaveValue('ops@acme.example');
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
  });

  it('shows "E-mail address and/or password is empty." without calling the server', async () => {
    const server = mockApi(() => ({ status: 200, data: { token: fakeToken(USERS.superAdmin) } }));
    renderShell('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail address and/or password is empty.');

    await userEvent.type(screen.getByLabelText('E-mail address'), 'admin@provider.example');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail address and/or password is empty.');
    expect(sessionCalls(server.requests)).toHaveLength(0);
    server.restore();
  });

  it('checks each field on blur and an e-mail address before calling the server (spec §5)', async () => {
    const server = mockApi(() => ({ status: 200, data: { token: fakeToken(USERS.superAdmin) } }));
    renderShell('/login');
    const email = await screen.findByLabelText('E-mail address');
    await userEvent.type(email, 'bad-email');
    expect(email).not.toHaveAccessibleDescription();
    await userEvent.tab();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    const password = screen.getByLabelText('Password');
    await userEvent.click(password);
    await userEvent.tab();
    expect(password).not.toHaveAccessibleDescription(); // only passed through: nothing shifts under the pointer
    await userEvent.type(password, 'x');
    await userEvent.clear(password);
    await userEvent.tab();
    expect(password).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(password, 'Portal-demo-2026!');
    expect(password).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, not all fields are filled in correctly.');
    expect(sessionCalls(server.requests)).toHaveLength(0);
    server.restore();
  });

  it('shows "E-mail address and/or password is not correct." when the server refuses the credentials', async () => {
    const server = mockApi((request) =>
      request.url === '/sessions'
        ? { status: 401, data: { errorMessage: 'E-mail address and/or password is not correct.', errors: [] } }
        : undefined,
    );
    renderShell('/login');
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'admin@provider.example');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail address and/or password is not correct.');
    expect(sessionCalls(server.requests)).toHaveLength(1);
    expect(currentLocation()).toBe('/login');
    expect(useSessionStore.getState().user).toBeFalsy();
    server.restore();
  });

  it('asks for the 2FA code after a 403 ("A 2FA code is sent.") and signs in with it', async () => {
    const token = fakeToken({ ...USERS.superAdmin, name: 'Signe Signer' });
    const server = mockApi((request) => {
      if (request.url !== '/sessions') return undefined;
      const { code } = request.body as { code?: string };
      return code === '123456'
        ? { status: 200, data: { token } }
        : { status: 403, data: { errorMessage: 'A 2FA code is sent.', errors: [] } };
    });
    renderShell('/login');
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'signer@acme.example');
    await userEvent.type(screen.getByLabelText('Password'), 'Portal-demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText('A 2FA code is sent.')).toBeInTheDocument();
    const codeField = screen.getByLabelText('2FA code');
    await userEvent.type(codeField, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(sessionCalls(server.requests).map((r) => r.body)).toEqual([
      { email: 'signer@acme.example', password: 'Portal-demo-2026!' },
      { email: 'signer@acme.example', password: 'Portal-demo-2026!', code: '123456' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Welcome, Signe Signer' })).toBeInTheDocument();
    server.restore();
  });

  it('says "Your session has ended, please sign in again." after the server ended the session', async () => {
    const server = mockApi(() => undefined);
    useSessionStore.setState({ token: fakeToken(USERS.superAdmin) });
    useSessionStore.getState().logout({ reason: 'sessionEnded' });
    renderShell('/login');
    expect(await screen.findByRole('status')).toHaveTextContent('Your session has ended, please sign in again.');
    server.restore();
  });

  it('says nothing of an ended session after an ordinary sign-out', async () => {
    const server = mockApi(() => ({ status: 204 }));
    useSessionStore.setState({ token: fakeToken(USERS.superAdmin) });
    useSessionStore.getState().logout();
    renderShell('/login');
    await screen.findByRole('button', { name: 'Log in' });
    expect(screen.queryByText('Your session has ended, please sign in again.')).not.toBeInTheDocument();
    server.restore();
  });

  it.each([
    ['en', 'Your organization is not active in the portal. Please contact your account manager.'],
    ['nl', 'Uw organisatie is niet actief in het portaal. Neem contact op met uw accountmanager.'],
  ] as const)('shows the deactivated-organization message of the server in %s', async (locale, text) => {
    await setUpI18n(locale);
    const server = mockApi((request) =>
      request.url === '/sessions'
        ? {
            status: 401,
            data: { errorMessage: 'Your organization is not active in the portal. Please contact your account manager.', errors: [] },
          }
        : undefined,
    );
    try {
      renderShell('/login');
      const form = document.querySelector('form')!;
      const [email, password] = Array.from(form.querySelectorAll('input'));
      await userEvent.type(email, 'general@noordzee.example');
      await userEvent.type(password, 'Portal-demo-2026!');
      await userEvent.click(form.querySelector('button[type="submit"]')!);
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
    } finally {
      server.restore();
      await setUpI18n('en');
    }
  });

  it('links to the forgot-password page', async () => {
    renderShell('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(currentLocation()).toBe('/forgot-password');
  });
});
