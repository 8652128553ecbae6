import { employeesApi, organizationsApi, subsystemsApi, suppliersApi } from '@portal/api';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACME, EMPLOYEES, LIST_ITEMS, SUPPLIERS } from '../../../test/fixtures';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { CustomersRoutes } from '../../../customers-routes';
import { OrganizationNewPage } from './organization-new-page';

jest.mock('@portal/api', () => jest.requireActual('../../../test/api-module-mock').apiModuleMock());

const api = organizationsApi as unknown as Record<string, jest.Mock>;

// The full antd form in jsdom takes several seconds per test; more under parallel load.
jest.setTimeout(60_000);

// Loads render slowly in jsdom when the machine is busy: give findBy* and waitFor more time than 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  jest.clearAllMocks();
  api.get.mockResolvedValue(ACME);
  api.list.mockResolvedValue({ items: LIST_ITEMS, total: 2, page: 1, pageSize: 100 });
  api.update.mockImplementation(async (_id: number, input: object) => ({ ...ACME, ...input }));
  api.create.mockResolvedValue({ ...ACME, id: 99 });
  (suppliersApi.list as jest.Mock).mockResolvedValue(SUPPLIERS);
  (employeesApi.list as jest.Mock).mockResolvedValue(EMPLOYEES);
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
    expect(screen.getByLabelText('Name')).toHaveValue('Acme Sensors B.V.');
    expect(api.get).toHaveBeenCalledWith(7);
  });

  it('opens a tab by its own URL and navigates between tabs', async () => {
    (subsystemsApi.list as jest.Mock).mockResolvedValue([]);
    (subsystemsApi.requests as jest.Mock).mockResolvedValue([]);
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
    expect(api.update).toHaveBeenCalledWith(
      7,
      expect.objectContaining({ vatLiable: false, vatNumber: '', skipCustomerNumberCheck: true, supplierIds: [1] }),
    );
  });

  it('shows server field errors on their fields', async () => {
    const { AxiosError } = jest.requireActual('axios');
    api.update.mockRejectedValue(
      new AxiosError('Bad Request', 'ERR_BAD_REQUEST', {}, {}, {
        status: 400,
        statusText: 'Bad Request',
        headers: {},
        config: {},
        data: { errorMessage: 'Invalid organization', errors: [{ field: 'customerNumber', message: 'Customer number is taken' }] },
      }),
    );
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid organization')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Customer number')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Customer number is taken').length).toBeGreaterThan(0);
  });

  it('asks "Are you sure you want to delete …?" before deleting, then returns to the list', async () => {
    api.remove.mockResolvedValue(undefined);
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = await screen.findByText('Are you sure you want to delete Acme Sensors B.V.?');
    expect(api.remove).not.toHaveBeenCalled();
    await userEvent.click(within(confirmPopup(question)).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(7));
    await waitFor(() => expect(currentLocation()).toBe('/organizations'));
    expect(await screen.findByText('Customer Acme Sensors B.V. has been deleted')).toBeInTheDocument();
  });

  it('does not delete when the confirmation is cancelled', async () => {
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = await screen.findByText('Are you sure you want to delete Acme Sensors B.V.?');
    await userEvent.click(within(confirmPopup(question)).getByRole('button', { name: 'No' }));
    expect(api.remove).not.toHaveBeenCalled();
  });

  it('deactivates an active organization', async () => {
    api.deactivate.mockResolvedValue({ ...ACME, isInactive: true });
    renderEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(api.deactivate).toHaveBeenCalledWith(7));
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });

  it('is read-only for the account manager: disabled form, no write buttons', async () => {
    signInAs(['accountManager']);
    renderEdit();
    expect(await screen.findByLabelText('Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /activate/i })).not.toBeInTheDocument();
  });
});

describe('OrganizationNewPage (/organizations/new)', () => {
  it('creates without skipCustomerNumberCheck and opens the new organization', async () => {
    renderPage(<OrganizationNewPage />, { path: '/organizations/new', route: '/organizations/new' });
    await userEvent.type(await screen.findByLabelText('Name'), 'Newco');
    await userEvent.type(screen.getByLabelText('Customer number'), 'C-2000');
    await userEvent.type(screen.getByLabelText('VAT number'), 'NL002');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    const payload = api.create.mock.calls[0][0];
    expect(payload).toMatchObject({ name: 'Newco', customerNumber: 'C-2000', vatNumber: 'NL002', supplierIds: [] });
    expect(payload).not.toHaveProperty('skipCustomerNumberCheck');
    await waitFor(() => expect(currentLocation()).toBe('/organizations/99'));
  });
});
