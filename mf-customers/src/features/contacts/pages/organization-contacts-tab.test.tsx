import { fakeApiPerTest, type FakeRequest } from '@portal/api/src/testing/fake-api';
import type { Employee, OrganizationContacts, OrganizationContactsInput } from '@portal/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomersRoutes } from '../../../routes';
import { ACME, EMPLOYEES } from '../../../test/fixtures';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';

const server = fakeApiPerTest();

const ANNA: Employee = {
  id: 3,
  name: 'Anna Accounts',
  firstName: 'Anna',
  lastName: 'Accounts',
  email: 'anna@provider.example',
  phoneNumber: '+31 30 123 4567',
  roles: [2],
};
const CONTACTS: OrganizationContacts = {
  contactPersonId: 2,
  contactPerson: { id: 2, name: 'Sam Support', email: 'support@provider.example', phoneNumber: null },
  announcementEmailAddress: 'noc@acme.example',
};

// Loads render slowly in jsdom when the machine is busy: give findBy* and waitFor more time than 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  server.on('GET', '/organizations/7', ACME);
  server.on('GET', '/organizations/7/contacts', CONTACTS);
  server.on('PUT', '/organizations/7/contacts', ({ body }: FakeRequest) => {
    const input = body as OrganizationContactsInput;
    return {
      ...input,
      contactPerson: input.contactPersonId === 3 ? { id: 3, name: ANNA.name, email: ANNA.email, phoneNumber: ANNA.phoneNumber } : null,
    };
  });
  server.on('GET', '/employees', [...EMPLOYEES, ANNA]);
  signInAs(['management']);
});

function renderTab() {
  renderPage(<CustomersRoutes />, { path: '/organizations/7/contacts', route: '*' });
}

describe('Contacts tab (/organizations/:id/contacts, spec §2)', () => {
  it('shows the contact person card and saves a new contact person and announcement address', async () => {
    renderTab();
    expect(await screen.findByText('support@provider.example', { selector: 'a' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address for announcements')).toHaveValue('noc@acme.example');

    await userEvent.click(screen.getByLabelText('Contact person'));
    await userEvent.click(await screen.findByTitle('Anna Accounts (anna@provider.example)'));
    expect(await screen.findByText('+31 30 123 4567')).toBeInTheDocument();
    const email = screen.getByLabelText('E-mail address for announcements');
    await userEvent.clear(email);
    await userEvent.type(email, 'alerts@acme.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.requestsTo('PUT', '/organizations/7/contacts')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/organizations/7/contacts')[0].body).toEqual({
      contactPersonId: 3,
      announcementEmailAddress: 'alerts@acme.example',
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo('GET', '/organizations/7')).toHaveLength(2));
  });

  it('is read-only for the account manager', async () => {
    signInAs(['accountManager']);
    renderTab();
    expect(await screen.findByLabelText('E-mail address for announcements')).toBeDisabled();
    expect(screen.getByText('Sam Support')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
