import { fakeApiPerTest } from '@portal/api/src/testing/fake-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { listItemOf, MAINTENANCE, OUTAGE, pageOf, SUPPLIERS } from './announcement-fixtures';
import { AnnouncementListPage } from './announcement-list-page';

jest.setTimeout(60_000);

const server = fakeApiPerTest();
const listRequests = () => server.requestsTo('GET', '/announcements').map((request) => request.params);

function renderList(path = '/announcements') {
  renderPage(<AnnouncementListPage />, { path, route: '/announcements' });
}

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['support']);
  server.on('GET', '/announcements', pageOf([listItemOf(OUTAGE), MAINTENANCE]));
  server.on('GET', '/suppliers', SUPPLIERS);
});

describe('AnnouncementListPage (/announcements, spec §2, §3, issue 12)', () => {
  it('lists title (a link), type, priority, status, supplier and region of each announcement, 20 per page', async () => {
    renderList();
    const link = await screen.findByRole('link', { name: 'Mobile data outage in Rotterdam' });
    expect(link).toHaveAttribute('href', '/announcements/7');
    const outage = link.closest('tr')!;
    expect(within(outage).getByText('Incident')).toBeInTheDocument();
    expect(within(outage).getByText('Critical')).toBeInTheDocument();
    expect(within(outage).getByText('Open')).toBeInTheDocument();
    expect(within(outage).getByText('Alpha Mobile')).toBeInTheDocument();
    expect(within(outage).getByText('Netherlands')).toBeInTheDocument();
    const maintenance = screen.getByRole('link', { name: 'Core network maintenance' }).closest('tr')!;
    expect(within(maintenance).getByText('Maintenance closed')).toBeInTheDocument();
    expect(within(maintenance).getByText('All customers')).toBeInTheDocument();
    expect(within(maintenance).getByText('Europe')).toBeInTheDocument();
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it('puts a filter into the URL and the request, and a deep link filters at once', async () => {
    renderList('/announcements?state=open&supplier=3&type=bogus');
    await screen.findByRole('link', { name: 'Mobile data outage in Rotterdam' });
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20, state: 'open', supplierId: 3 }]);

    await userEvent.click(screen.getByRole('combobox', { name: 'Priority' }));
    await userEvent.click(await screen.findByTitle('Critical'));
    await waitFor(() =>
      expect(currentLocation()).toBe('/announcements?state=open&supplier=3&type=bogus&priority=critical'),
    );
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({
        page: 1,
        pageSize: 20,
        state: 'open',
        supplierId: 3,
        priority: 'critical',
      }),
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'outage{Enter}');
    await waitFor(() =>
      expect(listRequests().at(-1)).toMatchObject({ search: 'outage', priority: 'critical' }),
    );
  });

  it('says "No announcements" when there are none', async () => {
    server.on('GET', '/announcements', pageOf([]));
    renderList();
    expect(await screen.findByText('No announcements')).toBeInTheDocument();
  });

  it.each([['superAdmin'], ['management'], ['support']] as const)(
    'offers "Add announcement" to %s',
    async (role) => {
      signInAs([role]);
      renderList();
      await userEvent.click(await screen.findByRole('button', { name: 'Add announcement' }));
      await waitFor(() => expect(currentLocation()).toBe('/announcements/add'));
    },
  );

  it.each([
    ['an account manager', ['accountManager'] as const, null],
    ['an organization user', ['authorizedToSign', 'userManager'] as const, 5],
  ])('does not offer "Add announcement" to %s', async (_who, roles, organizationId) => {
    signInAs([...roles], organizationId);
    renderList();
    await screen.findByRole('link', { name: 'Mobile data outage in Rotterdam' });
    expect(screen.queryByRole('button', { name: 'Add announcement' })).not.toBeInTheDocument();
  });
});
