import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import type { Employee } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import { EmployeesPage } from './employees-page';

const server = fakeApiPerTest();

jest.setTimeout(60_000);

const EMPLOYEES: Employee[] = [
  { id: 2, name: 'Sam Support', firstName: 'Sam', lastName: 'Support', email: 'sam@provider.example', phoneNumber: '0301112233', roles: [1] },
  { id: 3, name: 'Mia Manager', firstName: 'Mia', lastName: 'Manager', email: 'mia@provider.example', phoneNumber: null, roles: [0] },
];

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  server.on('GET', '/employees', EMPLOYEES);
  server.on('DELETE', '/employees/3', reply(204));
  server.on('PUT', '/employees/2', EMPLOYEES[0]);
});

function renderEmployees() {
  renderPage(<EmployeesPage />, { path: '/employees', route: '/employees' });
}

describe('Employees (/employees, spec §2, §3 Employee, §6)', () => {
  it('shows name, e-mail, phone and role with Add, Edit and Remove for the super admin', async () => {
    signInAs(['superAdmin']);
    renderEmployees();
    const row = (await screen.findByText('Sam Support')).closest('tr') as HTMLElement;
    expect(within(row).getByText('sam@provider.example')).toBeInTheDocument();
    expect(within(row).getByText('0301112233')).toBeInTheDocument();
    expect(within(row).getByText('Support')).toBeInTheDocument();
    expect(screen.getByText('Management')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add employee' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Sam Support' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Remove Sam Support' })).toBeInTheDocument();
  });

  it('edits an employee through the dialog', async () => {
    signInAs(['superAdmin']);
    renderEmployees();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sam Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit employee Sam Support' });
    const phone = within(dialog).getByLabelText('Phone number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0309998877');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(server.requestsTo('PUT', '/employees/2')[0].body).toEqual({
      email: 'sam@provider.example',
      firstName: 'Sam',
      lastName: 'Support',
      phoneNumber: '0309998877',
      role: 1,
    });
  });

  it.each([['management'], ['authorizedToSign']] as const)('shows %s the list without write buttons', async (role) => {
    signInAs([role], role === 'authorizedToSign' ? 7 : null);
    renderEmployees();
    expect(await screen.findByText('Mia Manager')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('asks "Are you sure you want to remove employee …?" before removing, then lists the employees again', async () => {
    signInAs(['superAdmin']);
    renderEmployees();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Mia Manager' }));
    const question = await screen.findByText('Are you sure you want to remove employee Mia Manager?');
    expect(server.requestsTo('DELETE', '/employees/3')).toEqual([]);
    server.on('GET', '/employees', [EMPLOYEES[0]]);
    await userEvent.click(within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.requestsTo('DELETE', '/employees/3')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('Mia Manager')).not.toBeInTheDocument());
    expect(screen.getByText('Sam Support')).toBeInTheDocument();
  });

  it('shows an empty state when there are no employees', async () => {
    signInAs(['management']);
    server.on('GET', '/employees', []);
    renderEmployees();
    expect(await screen.findByText('No employees found')).toBeInTheDocument();
  });
});
