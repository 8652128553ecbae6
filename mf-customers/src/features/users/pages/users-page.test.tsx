import { fakeApiPerTest } from '@portal/api/src/testing/fake-api';
import type { UserListItem } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { UsersPage } from './users-page';

jest.setTimeout(60_000);

const server = fakeApiPerTest();

const ANNA: UserListItem = {
  id: 11,
  email: 'anna@acme.example',
  firstName: 'Anna',
  lastName: 'Signer',
  roles: ['0', '4'],
  twoFactorEnabled: true,
  confirmed: true,
  lastLoginAt: '2026-11-20T12:30:00Z',
  organizationId: 7,
  organizationName: 'Acme Logistics B.V.',
  customerNumber: '100001',
};
const PIM: UserListItem = {
  ...ANNA,
  id: 12,
  email: 'pim@noordzee.example',
  firstName: 'Pim',
  lastName: 'Pending',
  roles: ['1'],
  twoFactorEnabled: false,
  confirmed: false,
  lastLoginAt: null,
  organizationId: 8,
  organizationName: 'Noordzee Sensors B.V.',
  customerNumber: '100002',
};
const pageOf = (items: UserListItem[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
/** The query parameters of each GET /users, in order. */
const listRequests = () => server.requestsTo('GET', '/users').map((request) => request.params);

beforeEach(() => {
  signInAs(['support']);
  server.on('GET', '/users', pageOf([ANNA, PIM]));
  server.on('GET', '/organizations', pageOf([]));
  server.on('GET', '/organizations/7', { id: 7, name: 'Acme Logistics B.V.' });
});

describe('UsersPage (/users, staff; spec §2 menu "Users")', () => {
  it("lists every customer's users: name, e-mail, customer linking to its Users tab, roles, 2FA, last login, status", async () => {
    await setUpI18n('en');
    renderPage(<UsersPage />, { path: '/users', route: '/users' });
    const anna = (await screen.findByText('anna@acme.example')).closest('tr')!;
    expect(within(anna).getByText('Anna Signer')).toBeInTheDocument();
    expect(within(anna).getByRole('link', { name: 'Users of Acme Logistics B.V.' })).toHaveAttribute(
      'href',
      '/organizations/7/users',
    );
    expect(within(anna).getByText('100001')).toBeInTheDocument();
    expect(within(anna).getByText('Authorized to sign')).toBeInTheDocument();
    expect(within(anna).getByText('User manager')).toBeInTheDocument();
    expect(within(anna).getByText('Confirmed')).toBeInTheDocument();
    const pim = screen.getByText('pim@noordzee.example').closest('tr')!;
    expect(within(pim).getByText('Never')).toBeInTheDocument();
    expect(within(pim).getByText('Invitation pending')).toBeInTheDocument();
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it('filters by role through the URL and back to page 1; a deep link with a customer filters by it', async () => {
    await setUpI18n('en');
    renderPage(<UsersPage />, { path: '/users?organizationId=7&page=2', route: '/users' });
    await screen.findByText('anna@acme.example');
    expect(listRequests()[0]).toEqual({ page: 2, pageSize: 20, organizationId: 7 });
    // The preset customer shows by name.
    expect(
      await screen.findByText('Acme Logistics B.V.', {
        selector: '.ant-select-content-value, .ant-select-selection-item, [title]',
      }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByTitle('User manager'));
    await waitFor(() => expect(currentLocation()).toBe('/users?organizationId=7&role=4'));
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, organizationId: 7, role: '4' }),
    );
  });

  it('searches and sorts on the server, in Dutch too', async () => {
    await setUpI18n('nl');
    renderPage(<UsersPage />, { path: '/users', route: '/users' });
    await screen.findByText('anna@acme.example');
    const search = screen.getByRole('searchbox', { name: 'Zoek op naam, e-mailadres, klant of klantnummer' });
    await userEvent.type(search, 'acme{Enter}');
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, search: 'acme' }));
    await userEvent.click(screen.getByRole('columnheader', { name: /Laatst ingelogd/ }));
    await waitFor(() => expect(listRequests().at(-1)).toMatchObject({ sort: 'lastLogin' }));
  });

  it('says so when nothing matches', async () => {
    await setUpI18n('en');
    server.on('GET', '/users', pageOf([]));
    renderPage(<UsersPage />, { path: '/users', route: '/users' });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });
  it('on a wide screen shows every column', async () => {
    await setUpI18n('en');
    const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim());
    renderPage(<UsersPage />, { path: '/users', route: '/users' });
    await screen.findByText('anna@acme.example');
    expect(headers()).toEqual([
      'Name',
      'E-mail address',
      'Customer',
      'Customer number',
      'Roles',
      '2FA',
      'Last login',
      'Status',
    ]);
  });

  describe('on a 1024 px screen', () => {
    beforeEach(() => {
      (globalThis as { TEST_SCREEN_WIDTH?: number }).TEST_SCREEN_WIDTH = 1024;
    });
    afterEach(() => {
      delete (globalThis as { TEST_SCREEN_WIDTH?: number }).TEST_SCREEN_WIDTH;
    });

    it('keeps name, e-mail, customer and roles; customer number, 2FA, last login and status wait for a wider screen', async () => {
      await setUpI18n('en');
      renderPage(<UsersPage />, { path: '/users', route: '/users' });
      await screen.findByText('anna@acme.example');
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim())).toEqual([
        'Name',
        'E-mail address',
        'Customer',
        'Roles',
      ]);
    });
  });
});
