import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACME, EMPLOYEES, LIST_ITEMS, SUPPLIERS } from '../../../test/fixtures';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { CustomersRoutes } from '../../../routes';
import { OrganizationNewPage } from './organization-new-page';

const server = fakeApiPerTest();
const bodyOf = (method: string, url: string) => server.requestsTo(method, url)[0]?.body as Record<string, unknown>;

// The full antd form in jsdom takes several seconds per test; more under parallel load.
jest.setTimeout(60_000);

// Loads render slowly in jsdom when the machine is busy: give findBy* and waitFor more time than 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  server.on('GET', '/organizations/7', ACME);
  server.on('GET', '/organizations', { items: LIST_ITEMS, total: 2, page: 1, pageSize: 100 });
  server.on('PUT', '/organizations/7', ({ body }: FakeRequest) => ({ ...ACME, ...(body as object) }));
  server.on('POST', '/organizations', reply(201, { ...ACME, id: 99 }));
  server.on('GET', '/suppliers', SUPPLIERS);
  server.on('GET', '/employees', EMPLOYEES);
  signInAs(['superAdmin']);
});

/** The confirmation popup (antd Popconfirm of ConfirmAction) holding `question`. */
function confirmPopup(question: HTMLElement): HTMLElement {
  return question.closest('.ant-popover') as HTMLElement;
}

function renderEdit(path = '/organizations/7') {
  renderPage(<CustomersRoutes />, { path, route: '*' });
}

describe('Customer detail layout and General tab (/organizations/:id, spec §2, §3)', () => {
  it('shows the name, status, the sub-menu tabs and the General form', async () => {
    renderEdit();
    expect(await screen.findByRole('heading', { name: /Acme Sensors B.V./ })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'General',
      'Addresses',
      'Contacts',
      'Subcustomers',
      'Subsystems',
      'Users',
    ]);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Name')).toHaveValue('Acme Sensors B.V.');
    expect(server.requestsTo('GET', '/organizations/7')).toHaveLength(1);
  });

  it('opens a tab by its own URL and navigates between tabs', async () => {
    server.on('GET', '/organizations/7/subsystems', []);
    server.on('GET', '/organizations/7/service-requests', []);
    renderEdit('/organizations/7/subsystems');
    expect(await screen.findByRole('tab', { name: 'Subsystems' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'General' }));
    await waitFor(() => expect(currentLocation()).toBe('/organizations/7'));
    expect(await screen.findByLabelText('Name')).toHaveValue('Acme Sensors B.V.');
  });

  it('updates with skipCustomerNumberCheck and a blanked VAT number when not VAT liable', async () => {
    renderEdit();
    await screen.findByLabelText('VAT number');
    await userEvent.click(screen.getByRole('switch', { name: 'VAT liable' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(bodyOf('PUT', '/organizations/7')).toMatchObject({
      vatLiable: false,
      vatNumber: '',
      skipCustomerNumberCheck: true,
      supplierIds: [1],
    });
  });

  it('shows server field errors on their fields', async () => {
    server.on(
      'PUT',
      '/organizations/7',
      reply(400, { errorMessage: 'Invalid organization', errors: [{ field: 'customerNumber', message: 'Customer number is taken' }] }),
    );
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid organization')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Customer number')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Customer number is taken').length).toBeGreaterThan(0);
  });

  it('asks "Are you sure you want to delete …?" before deleting, then returns to the list', async () => {
    server.on('DELETE', '/organizations/7', reply(204));
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = await screen.findByText('Are you sure you want to delete Acme Sensors B.V.?');
    expect(server.requestsTo('DELETE', '/organizations/7')).toEqual([]);
    await userEvent.click(within(confirmPopup(question)).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.requestsTo('DELETE', '/organizations/7')).toHaveLength(1));
    // The message shows for 3 s: look for it before the list page (slow in jsdom) has rendered.
    expect(await screen.findByText('Customer Acme Sensors B.V. has been deleted')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/organizations'));
  });

  it('does not delete when the confirmation is cancelled', async () => {
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = await screen.findByText('Are you sure you want to delete Acme Sensors B.V.?');
    await userEvent.click(within(confirmPopup(question)).getByRole('button', { name: 'No' }));
    expect(server.requestsTo('DELETE', '/organizations/7')).toEqual([]);
  });

  it('deactivates an active organization', async () => {
    server.on('PUT', '/organizations/7/deactivate', { ...ACME, isInactive: true });
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/organizations/7/deactivate')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
  });

  it('is read-only for the account manager: the data as text, no inputs, no write buttons', async () => {
    signInAs(['accountManager']);
    renderEdit();
    const customerNumber = await screen.findByText('C-1007');
    expect(customerNumber.closest('tr')).toHaveTextContent('Customer number');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /activate/i })).not.toBeInTheDocument();
  });
});

describe('OrganizationNewPage (/organizations/new)', () => {
  it('sends readers who may not create customers (account manager) back to the list', async () => {
    signInAs(['accountManager']);
    renderPage(<OrganizationNewPage />, { path: '/organizations/new', route: '/organizations/new' });
    await waitFor(() => expect(currentLocation()).toBe('/organizations'));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('creates without skipCustomerNumberCheck and opens the new organization', async () => {
    renderPage(<OrganizationNewPage />, { path: '/organizations/new', route: '/organizations/new' });
    await userEvent.type(await screen.findByLabelText('Name'), 'Newco');
    await userEvent.type(screen.getByLabelText('Customer number'), 'C-2000');
    await userEvent.type(screen.getByLabelText('VAT number'), 'NL002');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('POST', '/organizations')).toHaveLength(1));
    const payload = bodyOf('POST', '/organizations');
    expect(payload).toMatchObject({ name: 'Newco', customerNumber: 'C-2000', vatNumber: 'NL002', supplierIds: [] });
    expect(payload).not.toHaveProperty('skipCustomerNumberCheck');
    await waitFor(() => expect(currentLocation()).toBe('/organizations/99'));
  });
});
