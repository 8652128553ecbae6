import { organizationsApi, subsystemsApi } from '@portal/api';
import type { ServiceRequest, SubsystemLink } from '@portal/domain';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomersRoutes } from '../../../customers-routes';
import { ACME } from '../../../test/fixtures';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';

jest.mock('@portal/api', () => jest.requireActual('../../../test/api-module-mock').apiModuleMock());

const api = subsystemsApi as unknown as Record<string, jest.Mock>;
const organizations = organizationsApi as unknown as Record<string, jest.Mock>;

const LINKS: SubsystemLink[] = [1, 2, 3, 4, 5, 8].map((subsystem) => ({ subsystem, added: subsystem === 1, openRequestId: subsystem === 2 ? 11 : null }));
const REQUEST: ServiceRequest = {
  id: 11,
  organizationId: 7,
  subsystem: 2,
  message: 'We want to order SIMs online',
  status: 'open',
  requestedBy: 'Olga Owner',
  createdAt: '2026-11-20T10:00:00Z',
  handledAt: null,
};

// Loads render slowly in jsdom when the machine is busy: give findBy* and waitFor more time than 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  jest.clearAllMocks();
  organizations.get.mockResolvedValue(ACME);
  api.list.mockResolvedValue(LINKS);
  api.requests.mockResolvedValue([REQUEST, { ...REQUEST, id: 10, subsystem: 3, status: 'declined' }]);
  signInAs(['superAdmin']);
});

function renderTab() {
  renderPage(<CustomersRoutes />, { path: '/organizations/7/subsystems', route: '*' });
}

describe('Subsystems tab (/organizations/:id/subsystems, spec §2, §4)', () => {
  it('shows every subsystem as added or not, and adds one with the switch', async () => {
    api.set.mockResolvedValue(LINKS.map((link) => (link.subsystem === 8 ? { ...link, added: true } : link)));
    renderTab();
    const helpdesk = await screen.findByRole('switch', { name: 'Helpdesk added' });
    expect(helpdesk).toBeChecked();
    expect(screen.getAllByText('Not added')).toHaveLength(5);
    expect(screen.getByText('Users of this customer get a change on their next sign-in.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Supplier service page D added' }));
    await waitFor(() => expect(api.set).toHaveBeenCalledWith(7, 8, true));
    expect(await screen.findByRole('switch', { name: 'Supplier service page D added' })).toBeChecked();
    await waitFor(() => expect(organizations.get).toHaveBeenCalledTimes(2));
  });

  it('lists only open requests and grants one', async () => {
    api.decide.mockResolvedValue({ ...REQUEST, status: 'granted' });
    renderTab();
    expect(await screen.findByText('We want to order SIMs online')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Grant/ })).toHaveLength(1);
    api.requests.mockResolvedValue([{ ...REQUEST, status: 'granted' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Grant Webshop / Order' }));
    await waitFor(() => expect(api.decide).toHaveBeenCalledWith(7, 11, 'granted'));
    expect(await screen.findByText('No open requests')).toBeInTheDocument();
  });

  it('shows the account manager disabled switches and no Grant / Decline', async () => {
    signInAs(['accountManager']);
    renderTab();
    expect(await screen.findByRole('switch', { name: 'Helpdesk added' })).toBeDisabled();
    expect(await screen.findByText('We want to order SIMs online')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Grant|Decline)/ })).not.toBeInTheDocument();
  });
});
