import { fakeApiPerTest } from '@portal/api/src/testing/fake-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { CLOSED, listItemOf, pageOf, ROAMING } from './ticket-fixtures';
import { TicketListPage, ticketListPageReads } from './ticket-list-page';

jest.setTimeout(60_000);

const server = fakeApiPerTest();
const listRequests = () => server.requestsTo('GET', '/tickets').map((request) => request.params);

function renderList(path = '/helpdesk/tickets') {
  return renderPage(<TicketListPage />, { path, route: path.split('?')[0] });
}

/** Opens the select named `label` and picks the option `option`. */
async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1)!);
}

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['support']);
  server.on(
    'GET',
    '/tickets',
    pageOf([listItemOf(ROAMING), { ...listItemOf(CLOSED), assigneeId: null, assigneeName: null }]),
  );
  server.on('GET', '/organizations', pageOf([]));
});

describe('TicketListPage (/helpdesk, /helpdesk/tickets; spec §2, §3 Ticket, §8; issue 13)', () => {
  it('shows staff number (a link), subject, company, requester, status, priority and assignee, 20 per page', async () => {
    renderList();
    const link = await screen.findByRole('link', { name: '#1042' });
    expect(link).toHaveAttribute('href', '/helpdesk/tickets/1042');
    const row = link.closest('tr')!;
    for (const text of [
      'SIMs do not attach abroad',
      'Acme Logistics B.V.',
      'Rita Requester',
      'Waiting for colleague',
      'High',
      'Sam Support',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    const closed = screen.getByRole('link', { name: '#1001' }).closest('tr')!;
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).getByText('Unassigned')).toBeInTheDocument();
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it('shows a customer neither the company and assignee columns nor the staff filters', async () => {
    signInAs(['generalResponsible'], 5);
    renderList('/helpdesk');
    await screen.findByRole('link', { name: '#1042' });
    expect(screen.getByRole('columnheader', { name: 'Subject' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Assigned to' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Assigned to' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
  });

  it('says "No tickets at the moment" when there are none', async () => {
    server.on('GET', '/tickets', pageOf([]));
    renderList();
    expect(await screen.findByText('No tickets at the moment')).toBeInTheDocument();
  });

  it('says "Er zijn op dit moment geen tickets" in Dutch', async () => {
    await setUpI18n('nl');
    server.on('GET', '/tickets', pageOf([]));
    renderList();
    expect(await screen.findByText('Er zijn op dit moment geen tickets')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Nieuw ticket/ })).toBeInTheDocument();
  });

  it('puts filter choices into the URL and the request, and a deep link filters at once', async () => {
    renderList('/helpdesk/tickets?organization=7&priority=bogus');
    await screen.findByRole('link', { name: '#1042' });
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20, organizationId: 7 }]);

    await pick('Status', 'All tickets');
    await waitFor(() =>
      expect(currentLocation()).toBe('/helpdesk/tickets?organization=7&priority=bogus&state=all'),
    );
    await pick('Priority', 'Urgent');
    await pick('Assigned to', 'Assigned to me');
    await waitFor(() =>
      expect(currentLocation()).toBe(
        '/helpdesk/tickets?organization=7&priority=urgent&state=all&assignee=mine',
      ),
    );
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({
        page: 1,
        pageSize: 20,
        organizationId: 7,
        state: 'all',
        priority: 'urgent',
        assignee: 'mine',
      }),
    );

    // One status replaces "active / all" in the URL; it is asked for among all tickets.
    await pick('Status', 'Closed');
    await waitFor(() =>
      expect(currentLocation()).toBe(
        '/helpdesk/tickets?organization=7&priority=urgent&assignee=mine&status=closed',
      ),
    );
    await waitFor(() =>
      expect(listRequests().at(-1)).toMatchObject({ state: 'all', status: 'closed', priority: 'urgent' }),
    );

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search by subject, number, requester or customer' }),
      'abroad{Enter}',
    );
    await waitFor(() => expect(listRequests().at(-1)).toMatchObject({ search: 'abroad', status: 'closed' }));
  });

  it('declares as its first read the page the table asks for, so it is asked for once (issue 18)', async () => {
    const search = '?page=2&sort=-priority&search=roaming&priority=urgent&assignee=mine&organization=7';
    const { queryClient } = renderList(`/helpdesk/tickets${search}`);
    await screen.findByRole('link', { name: '#1042' });
    const [read, ...others] = ticketListPageReads({ params: {}, searchParams: new URLSearchParams(search) });
    expect(others).toEqual([]);
    expect(queryClient.getQueryState(read.queryKey)?.status).toBe('success');
    expect(listRequests()).toEqual([
      {
        page: 2,
        pageSize: 20,
        sort: '-priority',
        search: 'roaming',
        priority: 'urgent',
        assignee: 'mine',
        organizationId: 7,
      },
    ]);
  });

  it('sorts by a column header through the URL', async () => {
    renderList();
    await screen.findByRole('link', { name: '#1042' });
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Subject/ })).getByText('Subject'));
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/tickets?sort=subject'));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, sort: 'subject' }));
  });

  it('opens the new-ticket form from "New ticket"', async () => {
    signInAs(['technicalResponsible'], 5);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: /New ticket/ }));
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/tickets/new'));
  });
});
