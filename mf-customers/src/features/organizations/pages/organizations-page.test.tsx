import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { IMG_MARKUP, SCRIPT_MARKUP, expectNoElementsFromMarkup } from '@portal/ui/src/testing/plain-text';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIST_ITEMS } from '../../../test/fixtures';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { OrganizationsPage, organizationsPageReads } from './organizations-page';

const server = fakeApiPerTest();

/** The query parameters of each GET /organizations, in order. */
const listRequests = () => server.requestsTo('GET', '/organizations').map((request) => request.params);

function renderList(path = '/organizations') {
  return renderPage(<OrganizationsPage />, { path, route: '/organizations' });
}

// The full antd form in jsdom takes several seconds per test; more under parallel load.
jest.setTimeout(60_000);

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  server.on('GET', '/organizations', { items: LIST_ITEMS, total: 45, page: 1, pageSize: 20 });
  signInAs(['support']);
});

describe('OrganizationsPage (/organizations, spec §2)', () => {
  it('lists the customers with links and status tags, 20 per page', async () => {
    renderList();
    const link = await screen.findByRole('link', { name: 'Acme Sensors B.V.' });
    expect(link).toHaveAttribute('href', '/organizations/7');
    expect(screen.getByText('Bolt Trackers')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Prospect')).toBeInTheDocument();
    expect(screen.getByText('Reseller')).toBeInTheDocument();
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it('passes search, filters and page from the URL to the API', async () => {
    renderList('/organizations?page=3&search=acme&sort=-city&inactive=true&prospect=true');
    await screen.findByText('Bolt Trackers');
    expect(listRequests().at(-1)).toEqual({
      page: 3,
      pageSize: 20,
      search: 'acme',
      sort: '-city',
      inactive: true,
      prospect: true,
    });
  });

  it('declares as its first read (issue 18) exactly the request and cache key its table makes', async () => {
    const search = '?page=3&search=acme&sort=-city&prospect=true';
    const { queryClient } = renderList(`/organizations${search}`);
    await screen.findByText('Bolt Trackers');
    const [read, ...others] = organizationsPageReads({ params: {}, searchParams: new URLSearchParams(search) });
    expect(others).toEqual([]);
    expect(queryClient.getQueryState(read.queryKey)?.status).toBe('success');
    expect(listRequests()).toEqual([{ page: 3, pageSize: 20, search: 'acme', sort: '-city', prospect: true }]);
  });

  it('searches and switches on "Show inactive customers" through the URL, back to page 1', async () => {
    renderList('/organizations?page=2');
    await screen.findByText('Bolt Trackers');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'bolt{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/organizations?search=bolt'));
    await userEvent.click(screen.getByRole('switch', { name: 'Show inactive customers' }));
    await waitFor(() => expect(currentLocation()).toBe('/organizations?search=bolt&inactive=true'));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, search: 'bolt', inactive: true }));
    await userEvent.click(screen.getByRole('switch', { name: 'Show prospects' }));
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, search: 'bolt', inactive: true, prospect: true }),
    );
  });

  it('moves to another page through the pagination', async () => {
    renderList();
    await screen.findByText('Bolt Trackers');
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ page: 2, pageSize: 20 }));
    expect(currentLocation()).toBe('/organizations?page=2');
  });

  it('shows "New customer" to writers but not to the account manager', async () => {
    renderList();
    expect(await screen.findByRole('button', { name: 'New customer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export addresses' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export users' })).toBeInTheDocument();
  });

  it('hides "New customer" from the account manager (read-only staff)', async () => {
    signInAs(['accountManager']);
    renderList();
    await screen.findByText('Bolt Trackers');
    expect(screen.queryByRole('button', { name: 'New customer' })).not.toBeInTheDocument();
  });

  it('downloads the address export', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:export'), revokeObjectURL: jest.fn() });
    const offered = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    server.on(
      'GET',
      '/organizations/ExportAddresses',
      reply(200, new Blob(['xlsx']), { 'content-disposition': 'attachment; filename="Adressen.xlsx"' }),
    );
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Export addresses' }));
    await waitFor(() => expect(offered).toHaveBeenCalled());
    expect((offered.mock.contexts[0] as HTMLAnchorElement).download).toBe('Adressen.xlsx');
    offered.mockRestore();
  });

  it("shows a customer's name, city, country and contact person as the text typed, never as markup (issue 21)", async () => {
    const item = {
      ...LIST_ITEMS[0],
      name: IMG_MARKUP,
      city: SCRIPT_MARKUP,
      country: `${IMG_MARKUP} land`,
      contactPersonName: `${SCRIPT_MARKUP} person`,
    };
    server.on('GET', '/organizations', { items: [item], total: 1, page: 1, pageSize: 20 });
    renderList();
    const link = await screen.findByRole('link', { name: IMG_MARKUP });
    expect(link).toHaveAttribute('href', '/organizations/7');
    const row = link.closest('tr')!;
    expect(within(row).getByText(SCRIPT_MARKUP)).toBeInTheDocument();
    expect(within(row).getByText(`${IMG_MARKUP} land`)).toBeInTheDocument();
    expect(within(row).getByText(`${SCRIPT_MARKUP} person`)).toBeInTheDocument();
    expectNoElementsFromMarkup();
  });

  it('shows the empty state when nothing matches', async () => {
    server.on('GET', '/organizations', { items: [], total: 0, page: 1, pageSize: 20 });
    renderList();
    expect(await screen.findByText('No customers found')).toBeInTheDocument();
  });
  describe('on a phone (390 px)', () => {
    beforeEach(() => {
      (globalThis as { TEST_SCREEN_WIDTH?: number }).TEST_SCREEN_WIDTH = 390;
    });
    afterEach(() => {
      delete (globalThis as { TEST_SCREEN_WIDTH?: number }).TEST_SCREEN_WIDTH;
    });

    it('keeps name and customer number, with the status tags under the name', async () => {
      renderList();
      const link = await screen.findByRole('link', { name: 'Acme Sensors B.V.' });
      expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent?.trim())).toEqual(['Name', 'Customer number']);
      const bolt = screen.getByRole('link', { name: 'Bolt Trackers' }).closest('td')!;
      expect(within(bolt).getByText('Inactive')).toBeInTheDocument();
      expect(link.closest('td')).not.toBeNull();
    });
  });
});
