import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import type { CurrentUser } from '@portal/domain';
import { i18n } from '@portal/i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import { PasswordPage } from './password-page';
import { ProfilePage } from './profile-page';
import { SettingsPage } from './settings-page';

const server = fakeApiPerTest();

jest.setTimeout(60_000);

const passwordChanges = () => server.requestsTo('PATCH', '/users/me');

const ME: CurrentUser = {
  id: 1,
  email: 'user@acme.example',
  firstName: 'Tess',
  lastName: 'Tester',
  name: 'Tess Tester',
  phoneNumber: '0201234567',
  roles: ['generalResponsible', 'technicalResponsible'],
  organizationId: 7,
  twoFactorEnabled: false,
  sendApnInfo: false,
  locale: null,
};

beforeEach(async () => {
  await setUpI18n('en');
  server.on('GET', '/users/me', ME);
  signInAs(['generalResponsible'], 7);
});

async function fillPassword(current: string, next: string, confirm: string) {
  await userEvent.type(await screen.findByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

function renderPassword() {
  renderPage(<PasswordPage />, { path: '/profile/password', route: '/profile/password' });
}

describe('Password and 2FA (/profile/password, spec §5, §6, §8)', () => {
  it('shows both rule errors on their fields and together, without calling the server', async () => {
    renderPassword();
    await fillPassword('Secret-12345', 'Secret-12345', 'Other-123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "New password must be different to current password.Passwords don't match.",
    );
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText("Passwords don't match.")).toHaveLength(2);
    expect(passwordChanges()).toEqual([]);
  });

  it('changes the password and shows "Password has been changed"', async () => {
    server.on('PATCH', '/users/me', reply(204));
    renderPassword();
    await fillPassword('Secret-12345', 'Better-67890', 'Better-67890');
    expect(await screen.findByText('Password has been changed')).toBeInTheDocument();
    expect(passwordChanges()[0].body).toEqual({ currentPassword: 'Secret-12345', newPassword: 'Better-67890' });
  });

  it('shows "Password change didn\'t succeed" and the server field error on its field', async () => {
    server.on(
      'PATCH',
      '/users/me',
      reply(400, {
        errorMessage: "Password change didn't succeed",
        errors: [{ field: 'currentPassword', message: 'Current password is not correct.' }],
      }),
    );
    renderPassword();
    await fillPassword('Wrong-12345', 'Better-67890', 'Better-67890');
    expect(await screen.findByRole('alert')).toHaveTextContent("Password change didn't succeed");
    expect(await screen.findByText('Current password is not correct.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('disables the 2FA switch for a financial responsible, with the reason', async () => {
    signInAs(['financialResponsible'], 7);
    server.on('GET', '/users/me', { ...ME, roles: ['financialResponsible'], twoFactorEnabled: true });
    renderPassword();
    const toggle = await screen.findByRole('switch', { name: 'Sign in with a 2FA code' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByText(/always uses two-factor authentication/)).toBeInTheDocument();
  });

  it('shows a user manager 2FA as on and locked (the role always uses 2FA)', async () => {
    signInAs(['userManager'], 7);
    server.on('GET', '/users/me', { ...ME, roles: ['userManager'], twoFactorEnabled: true });
    renderPassword();
    const toggle = await screen.findByRole('switch', { name: 'Sign in with a 2FA code' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByText(/user manager\) always uses two-factor authentication/)).toBeInTheDocument();
  });

  it('lets a general responsible switch 2FA on', async () => {
    server.on('PUT', '/users/me/two-factor', { ...ME, twoFactorEnabled: true });
    renderPassword();
    const toggle = await screen.findByRole('switch', { name: 'Sign in with a 2FA code' });
    expect(toggle).toBeEnabled();
    await userEvent.click(toggle);
    await waitFor(() => expect(server.requestsTo('PUT', '/users/me/two-factor')[0]?.body).toEqual({ enabled: true }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });
});

describe('My profile (/profile)', () => {
  it('shows the own roles and saves name and phone with "Changes saved"', async () => {
    server.on('PUT', '/users/me/profile', ({ body }: FakeRequest) => ({ ...ME, ...(body as object), name: 'Tess Updated' }));
    renderPage(<ProfilePage />, { path: '/profile', route: '/profile' });
    expect(await screen.findByText('General responsible')).toBeInTheDocument();
    expect(screen.getByText('Technical responsible')).toBeInTheDocument();
    expect(screen.getByText('user@acme.example')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View organization' })).toHaveAttribute('href', '/profile/organizations/7/show');
    expect(screen.getByRole('link', { name: 'Password and 2FA' })).toHaveAttribute('href', '/profile/password');
    const lastName = screen.getByLabelText('Last name');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, 'Updated');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(server.requestsTo('PUT', '/users/me/profile')[0].body).toEqual({
      firstName: 'Tess',
      lastName: 'Updated',
      phoneNumber: '0201234567',
    });
    // The saved user replaces the cached one: the page shows the name the server answered.
    expect((await screen.findAllByText('Tess Updated')).length).toBeGreaterThan(0);
  });
});

describe('Settings (/settings)', () => {
  it('switches the language at once and saves it', async () => {
    server.on('PUT', '/users/me/settings', ({ body }: FakeRequest) => ({ ...ME, ...(body as object) }));
    renderPage(<SettingsPage />, { path: '/settings', route: '/settings' });
    const language = await screen.findByRole('combobox', { name: 'Language' });
    await userEvent.click(language);
    await userEvent.click(await screen.findByTitle('Nederlands (Dutch)'));
    await waitFor(() =>
      expect(server.requestsTo('PUT', '/users/me/settings')[0]?.body).toEqual({ locale: 'nl', sendApnInfo: false }),
    );
    expect(i18n.language).toBe('nl');
    expect(await screen.findByRole('heading', { name: 'Instellingen' })).toBeInTheDocument();
    expect(await screen.findByText('Wijzigingen opgeslagen')).toBeInTheDocument();
  });
});
