import { fakeApiPerTest, type FakeRequest } from '@portal/api/src/testing/fake-api';
import { i18n } from '@portal/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGREEMENT_PDF, ORDER_XLSX } from '../../../test/fixtures';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { OwnContractsPage } from './own-contracts-page';

const server = fakeApiPerTest();

/** Files by category: an agreement (PDF) and an order (xlsx); SLA and other are empty. */
const FILES: Record<number, unknown[]> = { 0: [], 1: [AGREEMENT_PDF], 2: [], 3: [ORDER_XLSX] };

/** The categories asked for with GET /contracts, in order. */
const categoriesAsked = () => server.requestsTo('GET', '/contracts').map((request) => request.params.category);

function renderOwn(path = '/contracts') {
  renderPage(<OwnContractsPage />, { path, route: '/contracts' });
}

jest.setTimeout(60_000);

beforeAll(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:contract'), revokeObjectURL: jest.fn() });
});
beforeEach(async () => {
  await setUpI18n('en');
  server.on('GET', '/contracts', ({ params }: FakeRequest) => FILES[Number(params.category)]);
  server.on('GET', '/contracts/11/content', new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
  server.on('GET', '/contracts/12/content', new Blob(['PK'], { type: 'application/octet-stream' }));
  signInAs(['authorizedToSign'], 7);
});

describe('OwnContractsPage (/contracts, spec §2)', () => {
  it('shows the four tabs SLA, Agreements, Other, Orders and opens on SLA, empty: "No SLA found"', async () => {
    renderOwn();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['SLA', 'Agreements', 'Other', 'Orders']);
    expect(await screen.findByText('No SLA found')).toBeInTheDocument();
    expect(categoriesAsked()).toEqual([0]);
  });

  it('sends provider staff, who have no own organization, to the contracts of all organizations', async () => {
    signInAs(['support']);
    renderPage(<OwnContractsPage />, { path: '/contracts', route: '/contracts' });
    await waitFor(() => expect(currentLocation()).toBe('/contracts/organizations'));
    expect(categoriesAsked()).toEqual([]);
  });

  it('keeps the open tab in ?tab= (no tab paths, spec §2) and lists name, date and size', async () => {
    renderOwn();
    await userEvent.click(screen.getByRole('tab', { name: 'Agreements' }));
    expect(currentLocation()).toBe('/contracts?tab=agreements');
    const row = (await screen.findByText('Framework agreement 2026.pdf')).closest('tr')!;
    expect(within(row).getByText('5 Oct 2026')).toBeInTheDocument();
    expect(within(row).getByText('250 KB')).toBeInTheDocument();
    expect(categoriesAsked()).toEqual([0, 1]);
  });

  it.each([
    ['other', 'No other files found', 'Geen overige bestanden gevonden'],
    ['sla', 'No SLA found', 'Geen SLA gevonden'],
  ])('deep-links to ?tab=%s and says "%s" / "%s"', async (tab, en, nl) => {
    renderOwn(`/contracts?tab=${tab}`);
    expect(await screen.findByText(en)).toBeInTheDocument();
    await i18n.changeLanguage('nl');
    expect(await screen.findByText(nl)).toBeInTheDocument();
  });

  it('says "No agreements found" and "No orders found" when those are empty, in Dutch too', async () => {
    server.on('GET', '/contracts', []);
    renderOwn('/contracts?tab=agreements');
    expect(await screen.findByText('No agreements found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    await i18n.changeLanguage('nl');
    expect(await screen.findByText('Geen orders gevonden')).toBeInTheDocument();
  });

  it('shows a PDF inline in a titled frame, fetched through the API client', async () => {
    renderOwn('/contracts?tab=agreements');
    await userEvent.click(await screen.findByRole('button', { name: 'View Framework agreement 2026.pdf' }));
    expect(await screen.findByTitle('Framework agreement 2026.pdf')).toHaveAttribute('src', 'blob:contract');
    expect(server.requestsTo('GET', '/contracts/11/content')).toHaveLength(1);
  });

  it('only downloads office documents, and is read only for customers', async () => {
    const offered = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderOwn('/contracts?tab=orders');
    await screen.findByText('Order 4711.xlsx');
    expect(screen.queryByRole('button', { name: 'View Order 4711.xlsx' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download Order 4711.xlsx' }));
    await waitFor(() => expect(offered).toHaveBeenCalled());
    expect((offered.mock.contexts[0] as HTMLAnchorElement).download).toBe(ORDER_XLSX.fileName);
    expect(server.requestsTo('GET', '/contracts/12/content')[0].params).toEqual({ download: '1' });
    offered.mockRestore();
    expect(screen.queryByRole('button', { name: /Add file/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});

describe('OwnContractsPage for a user manager: the Agreements tab only (spec §6 "view of agreement"; issue 21 item 7)', () => {
  beforeEach(() => signInAs(['userManager'], 7));

  it('shows only the Agreements tab, opened, and asks the server for agreements only', async () => {
    renderOwn();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Agreements']);
    expect(screen.getByRole('tab', { name: 'Agreements' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Framework agreement 2026.pdf')).toBeInTheDocument();
    expect(categoriesAsked()).toEqual([1]);
  });

  it('opens Agreements for a link to another tab, without asking for that category', async () => {
    renderOwn('/contracts?tab=orders');
    expect(await screen.findByText('Framework agreement 2026.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Order 4711.xlsx')).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Agreements']);
    expect(categoriesAsked()).toEqual([1]);
  });

  it('reads only: View and Download, no Add file or Delete; in Dutch the tab is "Overeenkomsten"', async () => {
    renderOwn();
    await userEvent.click(await screen.findByRole('button', { name: 'View Framework agreement 2026.pdf' }));
    expect(await screen.findByTitle('Framework agreement 2026.pdf')).toHaveAttribute('src', 'blob:contract');
    expect(screen.getByRole('button', { name: 'Download Framework agreement 2026.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add file/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('nl'));
    expect(await screen.findByRole('tab', { name: 'Overeenkomsten' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(1);
  });

  it('says "No agreements found" when there are none', async () => {
    server.on('GET', '/contracts', []);
    renderOwn();
    expect(await screen.findByText('No agreements found')).toBeInTheDocument();
  });

  it('shows all four tabs to a user manager who is also financial responsible', async () => {
    signInAs(['userManager', 'financialResponsible'], 7);
    renderOwn();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['SLA', 'Agreements', 'Other', 'Orders']);
    expect(await screen.findByText('No SLA found')).toBeInTheDocument();
  });

  it('sends a user who reads no category (general responsible) home, asking nothing', async () => {
    signInAs(['generalResponsible'], 7);
    renderOwn();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(categoriesAsked()).toEqual([]);
  });
});
