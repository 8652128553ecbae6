import { fakeApiPerTest } from '@portal/api/src/testing/fake-api';
import type { ServiceRequest, SubsystemLink } from '@portal/domain';
import { IMG_MARKUP, SCRIPT_MARKUP, expectNoElementsFromMarkup } from '@portal/ui/src/testing/plain-text';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomersRoutes } from '../../../routes';
import { ACME } from '../../../test/fixtures';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';

const server = fakeApiPerTest();

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
  server.on('GET', '/organizations/7', ACME);
  server.on('GET', '/organizations/7/subsystems', LINKS);
  server.on('GET', '/organizations/7/service-requests', [REQUEST, { ...REQUEST, id: 10, subsystem: 3, status: 'declined' }]);
  signInAs(['superAdmin']);
});

function renderTab() {
  renderPage(<CustomersRoutes />, { path: '/organizations/7/subsystems', route: '*' });
}

describe('Subsystems tab (/organizations/:id/subsystems, spec §2, §4)', () => {
  it('shows every subsystem as added or not, and adds one with the switch', async () => {
    server.on('PUT', '/organizations/7/subsystems/8', LINKS.map((link) => (link.subsystem === 8 ? { ...link, added: true } : link)));
    renderTab();
    const helpdesk = await screen.findByRole('switch', { name: 'Helpdesk added' });
    await waitFor(() => expect(helpdesk).toBeChecked());
    expect(screen.getAllByText('Not added')).toHaveLength(5);
    expect(screen.getByText('Users of this customer get a change on their next sign-in.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Supplier service page D added' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/organizations/7/subsystems/8')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/organizations/7/subsystems/8')[0].body).toEqual({ added: true });
    expect(await screen.findByRole('switch', { name: 'Supplier service page D added' })).toBeChecked();
    await waitFor(() => expect(server.requestsTo('GET', '/organizations/7')).toHaveLength(2));
  });

  it('lists only open requests and grants one; requests, subsystems and the organization are loaded again', async () => {
    server.on('PUT', '/organizations/7/service-requests/11', { ...REQUEST, status: 'granted' });
    renderTab();
    expect(await screen.findByText('We want to order SIMs online')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Grant/ })).toHaveLength(1);
    server.on('GET', '/organizations/7/service-requests', [{ ...REQUEST, status: 'granted' }]);
    server.on('GET', '/organizations/7/subsystems', LINKS.map((link) => (link.subsystem === 2 ? { ...link, added: true, openRequestId: null } : link)));
    await userEvent.click(screen.getByRole('button', { name: 'Grant Webshop / Order' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/organizations/7/service-requests/11')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/organizations/7/service-requests/11')[0].body).toEqual({ status: 'granted' });
    expect(await screen.findByText('No open requests')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Webshop / Order added' })).toBeChecked();
    await waitFor(() => expect(server.requestsTo('GET', '/organizations/7')).toHaveLength(2));
  });

  it('shows the account manager disabled switches and no Grant / Decline', async () => {
    signInAs(['accountManager']);
    renderTab();
    expect(await screen.findByRole('switch', { name: 'Helpdesk added' })).toBeDisabled();
    expect(await screen.findByText('We want to order SIMs online')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Grant|Decline)/ })).not.toBeInTheDocument();
  });

  it("shows a request's message and requester as the text typed, never as markup (issue 21)", async () => {
    server.on('GET', '/organizations/7/service-requests', [{ ...REQUEST, message: IMG_MARKUP, requestedBy: SCRIPT_MARKUP }]);
    renderTab();
    const message = await screen.findByText(IMG_MARKUP);
    const row = message.closest('tr')!;
    expect(within(row).getByText(SCRIPT_MARKUP)).toBeInTheDocument();
    expectNoElementsFromMarkup();
  });
});
