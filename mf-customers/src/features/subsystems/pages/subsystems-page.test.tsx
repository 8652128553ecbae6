import { fakeApiPerTest } from '@portal/api/src/testing/fake-api';
import type { ServiceRequestListItem, SubsystemOrganization, SubsystemSummary } from '@portal/domain';
import { IMG_MARKUP, SCRIPT_MARKUP, expectNoElementsFromMarkup } from '@portal/ui/src/testing/plain-text';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { SubsystemsPage } from './subsystems-page';

jest.setTimeout(60_000);

const server = fakeApiPerTest();

const SUMMARY: SubsystemSummary[] = [
  { subsystem: 1, organizationCount: 2, openRequestCount: 0 },
  { subsystem: 2, organizationCount: 1, openRequestCount: 1 },
  { subsystem: 3, organizationCount: 0, openRequestCount: 0 },
  { subsystem: 4, organizationCount: 0, openRequestCount: 0 },
  { subsystem: 5, organizationCount: 0, openRequestCount: 2 },
  { subsystem: 8, organizationCount: 1, openRequestCount: 0 },
];
const ACME: SubsystemOrganization = {
  organizationId: 7,
  name: 'Acme Logistics B.V.',
  customerNumber: '100001',
  isInactive: false,
  subsystems: [1, 2],
  requestedSubsystems: [5],
};
const BARE: SubsystemOrganization = {
  organizationId: 9,
  name: 'Bare Metal B.V.',
  customerNumber: '100009',
  isInactive: true,
  subsystems: [],
  requestedSubsystems: [],
};
const REQUEST: ServiceRequestListItem = {
  id: 31,
  organizationId: 7,
  organizationName: 'Acme Logistics B.V.',
  customerNumber: '100001',
  subsystem: 5,
  message: 'For the new trucks',
  status: 'open',
  requestedBy: 'Anna Signer',
  createdAt: '2026-11-20T09:15:00Z',
  handledAt: null,
};
const pageOf = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
const organizationRequests = () => server.requestsTo('GET', '/subsystems/organizations').map((r) => r.params);
/** The row of the request in the Requests tab's table (the subsystem's name is on its card too). */
async function requestRow(text: string) {
  const table = await screen.findByRole('region', { name: '"More services" requests' });
  return (await within(table).findByText(text)).closest('tr')!;
}
const requestLists = () => server.requestsTo('GET', '/service-requests').map((r) => r.params);

beforeEach(() => {
  signInAs(['support']);
  server.on('GET', '/subsystems', SUMMARY);
  server.on('GET', '/subsystems/organizations', pageOf([ACME, BARE]));
  server.on('GET', '/service-requests', pageOf([REQUEST]));
});

describe('SubsystemsPage (/subsystems, staff; spec §2 menu "Sub systems")', () => {
  it('shows per subsystem its customers and open requests, and each customer with what it holds and asked for', async () => {
    await setUpI18n('en');
    renderPage(<SubsystemsPage />, { path: '/subsystems', route: '/subsystems' });
    expect(await screen.findByText('2 customers')).toBeInTheDocument();
    expect(screen.getByText('1 open request')).toBeInTheDocument();
    expect(screen.getByText('2 open requests')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Requests (3)' })).toBeInTheDocument();

    const acme = (
      await screen.findByRole('link', { name: 'Open the subsystems of Acme Logistics B.V.' })
    ).closest('tr')!;
    expect(within(acme).getByRole('link', { name: /Acme/ })).toHaveAttribute(
      'href',
      '/organizations/7/subsystems',
    );
    expect(within(acme).getByText('Helpdesk')).toBeInTheDocument();
    expect(within(acme).getByText('Webshop / Order')).toBeInTheDocument();
    expect(within(acme).getByText('Supplier service page C (requested)')).toBeInTheDocument();
    const bare = screen.getByText('Bare Metal B.V.').closest('tr')!;
    expect(within(bare).getByText('No subsystems')).toBeInTheDocument();
    expect(within(bare).getByText('Inactive')).toBeInTheDocument();
    expect(within(acme).queryByText('Inactive')).not.toBeInTheDocument();
    expect(organizationRequests()).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it("a card shows that subsystem's holders; the filter and the open-requests switch go into the URL and the call", async () => {
    await setUpI18n('en');
    renderPage(<SubsystemsPage />, { path: '/subsystems?page=3', route: '/subsystems' });
    await screen.findByText('Bare Metal B.V.');

    await userEvent.click(screen.getByRole('button', { name: 'Show customers with Webshop / Order' }));
    await waitFor(() => expect(currentLocation()).toBe('/subsystems?subsystem=2'));
    await waitFor(() =>
      expect(organizationRequests().at(-1)).toEqual({ page: 1, pageSize: 20, subsystem: 2 }),
    );

    await userEvent.click(screen.getByRole('switch', { name: 'With open requests' }));
    await waitFor(() => expect(currentLocation()).toBe('/subsystems?subsystem=2&requested=true'));
    await waitFor(() =>
      expect(organizationRequests().at(-1)).toEqual({
        page: 1,
        pageSize: 20,
        subsystem: 2,
        requested: 'true',
      }),
    );
  });

  it('a deep link with an unknown subsystem lists every customer', async () => {
    await setUpI18n('en');
    renderPage(<SubsystemsPage />, { path: '/subsystems?subsystem=7', route: '/subsystems' });
    await screen.findByText('Bare Metal B.V.');
    expect(organizationRequests()).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it('a writer grants an open request from the Requests tab; the lists and the counts load again', async () => {
    await setUpI18n('en');
    server.on('PUT', '/organizations/7/service-requests/31', { ...REQUEST, status: 'granted' });
    renderPage(<SubsystemsPage />, { path: '/subsystems', route: '/subsystems' });
    await userEvent.click(await screen.findByRole('tab', { name: /Requests/ }));
    await waitFor(() => expect(currentLocation()).toBe('/subsystems?tab=requests'));
    const row = await requestRow('Supplier service page C');
    expect(
      within(row).getByRole('link', { name: 'Open the subsystems of Acme Logistics B.V.' }),
    ).toBeInTheDocument();
    expect(requestLists()).toEqual([{ page: 1, pageSize: 20, status: 'open' }]);
    const summaryCalls = server.requestsTo('GET', '/subsystems').length;

    await userEvent.click(
      within(row).getByRole('button', { name: 'Grant Supplier service page C – Acme Logistics B.V.' }),
    );
    expect(await screen.findByText('Supplier service page C has been granted')).toBeInTheDocument();
    expect(server.requestsTo('PUT', '/organizations/7/service-requests/31')[0]!.body).toEqual({
      status: 'granted',
    });
    await waitFor(() => expect(requestLists()).toHaveLength(2));
    // The counts reload too (their request may leave after the list's).
    await waitFor(() => expect(server.requestsTo('GET', '/subsystems').length).toBeGreaterThan(summaryCalls));
  });

  it('the account manager reads the requests without Grant or Decline; handled requests show when', async () => {
    signInAs(['accountManager']);
    await setUpI18n('en');
    renderPage(<SubsystemsPage />, { path: '/subsystems?tab=requests', route: '/subsystems' });
    const row = await requestRow('Supplier service page C');
    expect(within(row).queryByRole('button', { name: /Grant/ })).not.toBeInTheDocument();

    server.on(
      'GET',
      '/service-requests',
      pageOf([{ ...REQUEST, status: 'declined', handledAt: '2026-11-21T10:00:00Z' }]),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('Declined'));
    await waitFor(() => expect(currentLocation()).toBe('/subsystems?tab=requests&requests.status=declined'));
    await waitFor(() => expect(requestLists().at(-1)).toEqual({ page: 1, pageSize: 20, status: 'declined' }));
    expect(await screen.findByRole('columnheader', { name: 'Handled on' })).toBeInTheDocument();
  });

  it("shows a request's customer, requester and message as the text typed, never as markup (issue 21)", async () => {
    await setUpI18n('en');
    server.on(
      'GET',
      '/service-requests',
      pageOf([{ ...REQUEST, organizationName: SCRIPT_MARKUP, requestedBy: SCRIPT_MARKUP, message: IMG_MARKUP }]),
    );
    renderPage(<SubsystemsPage />, { path: '/subsystems?tab=requests', route: '/subsystems' });
    const row = await requestRow(IMG_MARKUP);
    expect(within(row).getByRole('link', { name: `Open the subsystems of ${SCRIPT_MARKUP}` })).toHaveTextContent(
      SCRIPT_MARKUP,
    );
    expect(within(row).getAllByText(SCRIPT_MARKUP)).toHaveLength(2);
    expectNoElementsFromMarkup();
  });

  it('speaks Dutch', async () => {
    await setUpI18n('nl');
    renderPage(<SubsystemsPage />, { path: '/subsystems', route: '/subsystems' });
    expect(await screen.findByText('2 klanten')).toBeInTheDocument();
    expect(screen.getByText('1 openstaande aanvraag')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aanvragen (3)' })).toBeInTheDocument();
    expect(await screen.findByText('Servicepagina leverancier C (aangevraagd)')).toBeInTheDocument();
  });
});
