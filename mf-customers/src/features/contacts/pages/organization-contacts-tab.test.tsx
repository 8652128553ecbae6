import { contactsApi, employeesApi, organizationsApi } from '@portal/api';
import type { Employee, OrganizationContacts } from '@portal/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomersRoutes } from '../../../customers-routes';
import { ACME, EMPLOYEES } from '../../../test/fixtures';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';

jest.mock('@portal/api', () => jest.requireActual('../../../test/api-module-mock').apiModuleMock());

const api = contactsApi as unknown as Record<string, jest.Mock>;
const organizations = organizationsApi as unknown as Record<string, jest.Mock>;

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
  jest.clearAllMocks();
  organizations.get.mockResolvedValue(ACME);
  api.get.mockResolvedValue(CONTACTS);
  api.update.mockImplementation(async (_id: number, input: { contactPersonId: number | null; announcementEmailAddress: string | null }) => ({
    ...input,
    contactPerson: input.contactPersonId === 3 ? { id: 3, name: ANNA.name, email: ANNA.email, phoneNumber: ANNA.phoneNumber } : null,
  }));
  (employeesApi.list as jest.Mock).mockResolvedValue([...EMPLOYEES, ANNA]);
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

    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith(7, { contactPersonId: 3, announcementEmailAddress: 'alerts@acme.example' }),
    );
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() => expect(organizations.get).toHaveBeenCalledTimes(2));
  });

  it('is read-only for the account manager', async () => {
    signInAs(['accountManager']);
    renderTab();
    expect(await screen.findByLabelText('E-mail address for announcements')).toBeDisabled();
    expect(screen.getByText('Sam Support')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
