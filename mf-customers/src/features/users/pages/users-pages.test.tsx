import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import type { OrganizationUser } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import { OrganizationUsersTab } from './organization-users-tab';
import { OwnUsersPage } from './own-users-page';

jest.mock('../../../shared/organization-detail-context', () => ({
  useOrganizationDetail: () => ({ organization: { id: 7, name: 'Acme Sensors B.V.' }, canWrite: false }),
}));

// antd forms in jsdom are slow, more so under parallel load.
jest.setTimeout(60_000);

const server = fakeApiPerTest();
const USERS = '/organizations/7/users';
const userReads = () => server.requestsTo('GET', USERS);
const additions = () => server.requestsTo('POST', USERS);

const SIGNER: OrganizationUser = {
  id: 11,
  email: 'anna@acme.example',
  firstName: 'Anna',
  lastName: 'Signer',
  phoneNumber: null,
  roles: ['0'],
  twoFactorEnabled: true,
  sendApnInfo: false,
  confirmed: true,
  lastLoginAt: '2026-11-20T12:30:00Z',
};
const GENERAL: OrganizationUser = {
  id: 12,
  email: 'gijs@acme.example',
  firstName: 'Gijs',
  lastName: 'General',
  phoneNumber: '0612345678',
  roles: ['1', '2'],
  twoFactorEnabled: false,
  sendApnInfo: true,
  confirmed: false,
  lastLoginAt: null,
};
const SELF: OrganizationUser = { ...GENERAL, id: 1, email: 'user@provider.example', firstName: 'Test', lastName: 'User', roles: ['4'], confirmed: true };

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  server.on('GET', USERS, [SIGNER, GENERAL, SELF]);
  server.on('DELETE', `${USERS}/12`, reply(204));
  server.on('POST', USERS, reply(201, { ...GENERAL, id: 20 }));
});

function renderOwn() {
  renderPage(<OwnUsersPage />, {
    path: '/profile/organizations/7/users',
    route: '/profile/organizations/:organizationId/users',
  });
}

function row(name: string): HTMLElement {
  return screen.getByText(name).closest('tr') as HTMLElement;
}

async function openAddDialog(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: 'Add user' }));
  return screen.findByRole('dialog', { name: 'Add user' });
}

describe('Users (spec §2, §3 organization user, §6)', () => {
  it('lists roles, 2FA, last login and status, read only for a general responsible', async () => {
    signInAs(['generalResponsible'], 7);
    renderOwn();
    expect(await screen.findByText('Anna Signer')).toBeInTheDocument();
    expect(userReads()).toHaveLength(1);
    const signer = within(row('Anna Signer'));
    expect(signer.getByText('Authorized to sign')).toBeInTheDocument();
    expect(signer.getByText('On')).toBeInTheDocument();
    expect(signer.getByText(/20 Nov 2026/)).toBeInTheDocument();
    expect(signer.getByText('Confirmed')).toBeInTheDocument();
    const general = within(row('Gijs General'));
    expect(general.getByText('General responsible')).toBeInTheDocument();
    expect(general.getByText('Technical responsible')).toBeInTheDocument();
    expect(general.getByText('Off')).toBeInTheDocument();
    expect(general.getByText('Never')).toBeInTheDocument();
    expect(general.getByText('Invitation pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    await setUpI18n('nl');
    try {
      signInAs(['authorizedToSign'], 7);
      renderOwn();
      expect(await screen.findByRole('heading', { name: 'Gebruikers' })).toBeInTheDocument();
      await screen.findByText('Gijs General');
      expect(within(row('Gijs General')).getByText('Uitnodiging openstaand')).toBeInTheDocument();
      expect(within(row('Anna Signer')).getByText('Tekenbevoegd')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Gebruiker toevoegen' })).toBeInTheDocument();
    } finally {
      await setUpI18n('en');
    }
  });

  it('shows "At least 1 role is required" and does not call the server without a role', async () => {
    signInAs(['authorizedToSign'], 7);
    renderOwn();
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByLabelText('E-mail address'), 'new@acme.example');
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Nina');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'New');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await within(dialog).findByText('At least 1 role is required')).toBeInTheDocument();
    expect(additions()).toEqual([]);
  });

  it('lets an authorized to sign grant user manager; the role forces 2FA and the payload is sent', async () => {
    signInAs(['authorizedToSign'], 7);
    renderOwn();
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByLabelText('E-mail address'), 'new@acme.example');
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Nina');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'New');
    const userManager = within(dialog).getByRole('checkbox', { name: 'User manager' });
    expect(userManager).toBeEnabled();
    await userEvent.click(userManager);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Technical responsible' }));
    const twoFactor = within(dialog).getByRole('switch', { name: 'Two-factor authentication (2FA)' });
    await waitFor(() => expect(twoFactor).toBeChecked());
    expect(twoFactor).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: 'Send APN information' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('An e-mail is sent.')).toBeInTheDocument();
    expect(additions()[0].body).toEqual({
      email: 'new@acme.example',
      firstName: 'Nina',
      lastName: 'New',
      phoneNumber: null,
      roles: ['2', '4'],
      twoFactorEnabled: true,
      sendApnInfo: false,
    });
  });

  it('gives 2FA back to the user\'s own choice when the role that forced it is unticked', async () => {
    signInAs(['authorizedToSign'], 7);
    renderOwn();
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByLabelText('E-mail address'), 'gerard@acme.example');
    await userEvent.type(within(dialog).getByLabelText('First name'), 'Gerard');
    await userEvent.type(within(dialog).getByLabelText('Last name'), 'General');
    const signer = within(dialog).getByRole('checkbox', { name: 'Authorized to sign' });
    const twoFactor = within(dialog).getByRole('switch', { name: 'Two-factor authentication (2FA)' });
    await userEvent.click(signer);
    await waitFor(() => expect(twoFactor).toBeChecked());
    await userEvent.click(signer);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'General responsible' }));
    await waitFor(() => expect(twoFactor).not.toBeChecked());
    expect(twoFactor).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText('An e-mail is sent.')).toBeInTheDocument();
    expect(additions()[0].body).toMatchObject({ roles: ['1'], twoFactorEnabled: false });
  });

  it('gives a user manager no edit on a signer, no remove on itself, and a disabled "User manager" box', async () => {
    signInAs(['userManager'], 7);
    renderOwn();
    await screen.findByText('Anna Signer');
    expect(within(row('Anna Signer')).queryByRole('button', { name: /Edit|Remove/ })).not.toBeInTheDocument();
    expect(within(row('Gijs General')).getByRole('button', { name: 'Edit Gijs General' })).toBeInTheDocument();
    expect(within(row('Gijs General')).getByRole('button', { name: 'Resend invitation to Gijs General' })).toBeInTheDocument();
    expect(within(row('Test User')).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    const dialog = await openAddDialog();
    expect(within(dialog).getByRole('checkbox', { name: 'User manager' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Authorized to sign' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'General responsible' })).toBeEnabled();
  });

  it('shows no write buttons to the account manager on the customer detail tab', async () => {
    signInAs(['accountManager']);
    renderPage(<OrganizationUsersTab />, { path: '/organizations/7/users', route: '/organizations/:id/users' });
    expect(await screen.findByText('Anna Signer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('edits a user with the e-mail read only and sends the update without it', async () => {
    server.on('PUT', `${USERS}/12`, GENERAL);
    signInAs(['support']);
    renderPage(<OrganizationUsersTab />, { path: '/organizations/7/users', route: '/organizations/:id/users' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Gijs General' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user Gijs General' });
    expect(within(dialog).getByLabelText('E-mail address')).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Technical responsible' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(server.requestsTo('PUT', `${USERS}/12`)[0].body).toEqual({
      firstName: 'Gijs',
      lastName: 'General',
      phoneNumber: '0612345678',
      roles: ['1'],
      twoFactorEnabled: false,
      sendApnInfo: true,
    });
  });

  it('asks "Are you sure you want to remove user …?" before removing, then lists the users again', async () => {
    signInAs(['support']);
    renderPage(<OrganizationUsersTab />, { path: '/organizations/7/users', route: '/organizations/:id/users' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Gijs General' }));
    const question = await screen.findByText('Are you sure you want to remove user Gijs General?');
    expect(server.requestsTo('DELETE', `${USERS}/12`)).toEqual([]);
    server.on('GET', USERS, [SIGNER, SELF]);
    const popup = question.closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(popup).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.requestsTo('DELETE', `${USERS}/12`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Gijs General')).not.toBeInTheDocument());
    expect(userReads()).toHaveLength(2);
  });

  describe('sign-in locks (issue 24)', () => {
    const lockedUntil = new Date(Date.now() + 10 * 60_000).toISOString();

    it('shows a locked user to staff writers, who unlock the sign-in', async () => {
      server.on('GET', USERS, [SIGNER, { ...GENERAL, signInLockedUntil: lockedUntil }]);
      server.on('DELETE', '/users/12/lock', reply(204));
      signInAs(['support']);
      renderPage(<OrganizationUsersTab />, { path: '/organizations/7/users', route: '/organizations/:id/users' });
      expect(await screen.findByText(/^Sign-in locked until /)).toBeInTheDocument();
      expect(within(row('Anna Signer')).queryByText(/Sign-in locked/)).not.toBeInTheDocument();
      server.on('GET', USERS, [SIGNER, GENERAL]);
      await userEvent.click(screen.getByRole('button', { name: 'Unlock sign-in of Gijs General' }));
      await waitFor(() => expect(server.requestsTo('DELETE', '/users/12/lock')).toHaveLength(1));
      expect(await screen.findByText('Gijs General can sign in again.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText(/^Sign-in locked until /)).not.toBeInTheDocument());
    });

    it('shows the lock to an authorized to sign without an unlock button', async () => {
      server.on('GET', USERS, [SIGNER, { ...GENERAL, signInLockedUntil: lockedUntil }, SELF]);
      signInAs(['authorizedToSign'], 7);
      renderOwn();
      expect(await screen.findByText(/^Sign-in locked until /)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Unlock sign-in/ })).not.toBeInTheDocument();
    });

    it('does not show a lock that has run out', async () => {
      server.on('GET', USERS, [{ ...GENERAL, signInLockedUntil: new Date(Date.now() - 1_000).toISOString() }]);
      signInAs(['support']);
      renderPage(<OrganizationUsersTab />, { path: '/organizations/7/users', route: '/organizations/:id/users' });
      expect(await screen.findByText('Gijs General')).toBeInTheDocument();
      expect(screen.queryByText(/Sign-in locked/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Unlock sign-in of/ })).not.toBeInTheDocument();
    });
  });
});
