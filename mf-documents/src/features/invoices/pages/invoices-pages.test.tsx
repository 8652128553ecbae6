import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import type { Role } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INVOICE, ORGANIZATIONS, pageOf } from '../../../test/fixtures';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { OrganizationInvoicesPage, organizationInvoicesPageReads } from './organization-invoices-page';
import { OwnInvoicesPage, ownInvoicesPageReads } from './own-invoices-page';

const server = fakeApiPerTest();

/** The query parameters of each GET /invoices, in order. */
const listRequests = () => server.requestsTo('GET', '/invoices').map((request) => request.params);
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

jest.setTimeout(60_000);

beforeAll(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:invoice'), revokeObjectURL: jest.fn() });
});
beforeEach(() => {
  server.on('GET', '/invoices', pageOf([INVOICE]));
  server.on('GET', '/invoices/21/content', new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
  server.on('GET', '/organizations', pageOf(ORGANIZATIONS));
  server.on('GET', '/organizations/7', { id: 7, name: 'Acme Logistics B.V.' });
});

describe('OwnInvoicesPage (/invoices, spec §2)', () => {
  beforeEach(() => signInAs(['generalResponsible'], 7));

  it('lists number, date, period "Oct 2026", amount "€1,234.56" and status, 20 per page', async () => {
    await setUpI18n('en');
    renderPage(<OwnInvoicesPage />, { path: '/invoices', route: '/invoices' });
    const row = (await screen.findByText('F2026-0042')).closest('tr')!;
    expect(within(row).getByText('31 Oct 2026')).toBeInTheDocument();
    expect(within(row).getByText('Oct 2026')).toBeInTheDocument();
    expect(within(row).getByText('€1,234.56')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it('declares as its first read the page the table asks for, so it is asked for once (issue 18)', async () => {
    await setUpI18n('en');
    const search = '?page=2&sort=-invoiceDate&search=F2026';
    const { queryClient } = renderPage(<OwnInvoicesPage />, { path: `/invoices${search}`, route: '/invoices' });
    await screen.findByText('F2026-0042');
    const [read, ...others] = ownInvoicesPageReads({ params: {}, searchParams: new URLSearchParams(search) });
    expect(others).toEqual([]);
    expect(queryClient.getQueryState(read.queryKey)?.status).toBe('success');
    expect(listRequests()).toEqual([{ page: 2, pageSize: 20, sort: '-invoiceDate', search: 'F2026' }]);
  });

  it('sends provider staff, who have no own organization, to the invoices of all organizations', async () => {
    await setUpI18n('en');
    signInAs(['management']);
    renderPage(<OwnInvoicesPage />, { path: '/invoices', route: '/invoices' });
    await waitFor(() => expect(currentLocation()).toBe('/invoices/organizations'));
    expect(listRequests()).toEqual([]);
  });

  it('formats period and money in Dutch: "okt 2026", "€ 1.234,56", "Openstaand"', async () => {
    await setUpI18n('nl');
    renderPage(<OwnInvoicesPage />, { path: '/invoices', route: '/invoices' });
    const row = (await screen.findByText('F2026-0042')).closest('tr')!;
    expect(within(row).getByText('okt 2026')).toBeInTheDocument();
    expect(within(row).getAllByText((_, el) => el?.tagName === 'SPAN' && plain(el.textContent) === '€ 1.234,56')).not.toHaveLength(0);
    expect(within(row).getByText('Openstaand')).toBeInTheDocument();
  });

  it('opens the PDF inline and offers no upload or delete', async () => {
    await setUpI18n('en');
    renderPage(<OwnInvoicesPage />, { path: '/invoices', route: '/invoices' });
    await userEvent.click(await screen.findByRole('button', { name: 'View invoice F2026-0042' }));
    expect(await screen.findByTitle('F2026-0042.pdf')).toHaveAttribute('src', 'blob:invoice');
    expect(server.requestsTo('GET', '/invoices/21/content')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Upload invoice/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete invoice/ })).not.toBeInTheDocument();
  });
});

describe('OrganizationInvoicesPage (/invoices/organizations, spec §2)', () => {
  beforeEach(() => setUpI18n('en'));

  it('passes customer, status and period from the URL to the API and shows the customer column', async () => {
    signInAs(['accountManager']);
    renderPage(<OrganizationInvoicesPage />, {
      path: '/invoices/organizations?organizationId=7&status=paid&period=202610&page=2',
      route: '/invoices/organizations',
    });
    expect(await screen.findByText('Acme Logistics B.V.', { selector: 'td' })).toBeInTheDocument();
    expect(listRequests().at(-1)).toMatchObject({ page: 2, pageSize: 20, organizationId: 7, status: 'paid', period: '202610' });
  });

  it('declares as its first reads (issue 18) exactly the cache keys of its table and its customer picker', async () => {
    signInAs(['support']);
    const search = '?status=paid&period=202610&page=2&sort=-date';
    const { queryClient } = renderPage(<OrganizationInvoicesPage />, {
      path: `/invoices/organizations${search}`,
      route: '/invoices/organizations',
    });
    await screen.findByText('F2026-0042');
    await waitFor(() => expect(server.requestsTo('GET', '/organizations')).toHaveLength(1));
    const reads = organizationInvoicesPageReads({ params: {}, searchParams: new URLSearchParams(search) });
    expect(reads).toHaveLength(2);
    for (const read of reads) expect(queryClient.getQueryState(read.queryKey)?.status).toBe('success');
    expect(listRequests()).toHaveLength(1);
  });

  it('filters by status through the URL, back to page 1', async () => {
    signInAs(['support']);
    renderPage(<OrganizationInvoicesPage />, { path: '/invoices/organizations?page=2', route: '/invoices/organizations' });
    await screen.findByText('F2026-0042');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('Overdue'));
    await waitFor(() => expect(currentLocation()).toBe('/invoices/organizations?status=overdue'));
    await waitFor(() => expect(listRequests().at(-1)).toMatchObject({ page: 1, status: 'overdue' }));
  });

  it.each<[string, boolean, Role]>([
    ['super admin', true, 'superAdmin'],
    ['management', true, 'management'],
    ['support', true, 'support'],
    ['account manager', false, 'accountManager'],
  ])('%s: "Upload invoice" offered: %s', async (_name, shown, role) => {
    signInAs([role]);
    renderPage(<OrganizationInvoicesPage />, { path: '/invoices/organizations', route: '/invoices/organizations' });
    await screen.findByText('F2026-0042');
    expect(!!screen.queryByRole('button', { name: /Upload invoice/ })).toBe(shown);
  });

  it('says "File is required" when the invoice PDF is missing, without calling the server', async () => {
    signInAs(['support']);
    renderPage(<OrganizationInvoicesPage />, { path: '/invoices/organizations?organizationId=7', route: '/invoices/organizations' });
    await userEvent.click(await screen.findByRole('button', { name: /Upload invoice/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('File is required')).toBeInTheDocument();
    expect(server.requestsTo('POST', '/organizations/7/invoices')).toEqual([]);
  });

  it('lists the invoices again after a delete (the list is invalidated), without the deleted one', async () => {
    signInAs(['management']);
    server.on('DELETE', '/invoices/21', reply(204));
    renderPage(<OrganizationInvoicesPage />, { path: '/invoices/organizations', route: '/invoices/organizations' });
    // By label and text rather than by role: role queries are slow on this page's large DOM.
    await userEvent.click(await screen.findByLabelText('Delete invoice F2026-0042'));
    server.on('GET', '/invoices', pageOf([]));
    await userEvent.click(await screen.findByText('Yes'));
    expect(await screen.findByText('Invoice F2026-0042 has been deleted')).toBeInTheDocument();
    expect(server.requestsTo('DELETE', '/invoices/21')).toHaveLength(1);
    expect(await screen.findByText('No invoices found')).toBeInTheDocument();
    expect(listRequests()).toHaveLength(2);
  });
});
