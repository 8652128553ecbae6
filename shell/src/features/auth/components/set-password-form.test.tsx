import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/api-mock';
import { currentLocation, renderShell, setUpI18n } from '../../../test/render-shell';

jest.mock('../../../boot/federation-runtime', () => ({
  loadRemoteApp: jest.fn(() => new Promise(() => undefined)),
  preloadRemoteApp: jest.fn(),
  registerRegistry: jest.fn(),
}));

const NEW_PASSWORD = 'A-long-new-password-1';

describe.each([
  ['/reset-password?resetToken=abc123&userId=42', 'PUT', '/users/42/password', { resetToken: 'abc123' }, 'Password has been changed'],
  [
    '/confirm-password?confirmationToken=xyz789&userId=42',
    'PATCH',
    '/users/42',
    { confirmationToken: 'xyz789' },
    'Your account is confirmed. You can log in now.',
  ],
])('%s (spec §5)', (path, method, url, params, loginNotice) => {
  beforeAll(() => setUpI18n('en'));

  it('shows "Passwords don\'t match." on the confirmation when it loses focus, and refuses to submit', async () => {
    const server = mockApi(() => ({ status: 204 }));
    renderShell(path);
    await userEvent.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
    const confirmation = screen.getByLabelText('Confirm new password');
    await userEvent.type(confirmation, `${NEW_PASSWORD}x`);
    expect(confirmation).not.toHaveAccessibleDescription(); // nothing while typing (spec §5: on blur)
    await userEvent.tab();
    expect(confirmation).toHaveAccessibleDescription("Passwords don't match.");
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, not all fields are filled in correctly.');
    expect(server.requests).toHaveLength(0);
    // after the submit every change re-checks at once: fixing the confirmation clears its error
    await userEvent.type(confirmation, '{Backspace}');
    expect(confirmation).not.toHaveAccessibleDescription();
    server.restore();
  });

  it('marks an empty or too short password on blur', async () => {
    renderShell(path);
    const password = await screen.findByLabelText('New password');
    await userEvent.type(password, 'x');
    await userEvent.clear(password);
    await userEvent.tab();
    expect(password).toHaveAccessibleDescription('This field is required.');
    await userEvent.type(password, 'short');
    expect(password).toHaveAccessibleDescription(/at least \d+ characters/);
  });

  it('saves the new password and goes to /login with a message', async () => {
    const server = mockApi((r) => (r.method === method && r.url === url ? { status: 204 } : undefined));
    renderShell(path);
    await userEvent.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
    await userEvent.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(await screen.findByText(loginNotice)).toBeInTheDocument();
    expect(server.requests).toEqual([
      expect.objectContaining({ method, url, params, body: { password: NEW_PASSWORD } }),
    ]);
    server.restore();
  });

  it('shows the server\'s message when the link has expired', async () => {
    const server = mockApi(() => ({ status: 400, data: { errorMessage: 'The link has expired.', errors: [] } }));
    renderShell(path);
    await userEvent.type(await screen.findByLabelText('New password'), NEW_PASSWORD);
    await userEvent.type(screen.getByLabelText('Confirm new password'), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The link has expired.');
    expect(currentLocation()).toBe(path);
    server.restore();
  });
});

describe('a set-password link without its token', () => {
  beforeAll(() => setUpI18n('en'));

  it('explains the link is not valid and offers no form', async () => {
    renderShell('/reset-password?userId=42');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
