import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { IndexationMessages, Messages, SalesPriceMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import { INDEXATION_2026, INDEXATION_2027, PREVIEW_2027, appliedBatch } from './indexation-fixtures';
import { IndexationPage } from './indexation-page';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const PREVIEW = '/indexations/4/preview';
const APPLY = '/indexations/4/apply';
const previewRequests = () => server.requestsTo('POST', PREVIEW);
const applyBodies = () => server.requestsTo('POST', APPLY).map((request) => request.body);

function renderIndexation(id = 4) {
  return renderPage(<IndexationPage />, { path: `/indexations/${id}`, route: '/indexations/:id' });
}

/** The section (customers, prices) named `name`. */
const section = (name: string) => screen.getByRole('region', { name });

/** The table row holding the text `text` inside `scope`. */
const rowIn = async (scope: HTMLElement, text: string) =>
  (await within(scope).findByText(text)).closest('tr')!;

/** The open confirmation popup asking `question`. */
async function popupAsking(question: string) {
  return (await screen.findByText(question)).closest('.ant-popover') as HTMLElement;
}

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['superAdmin']);
  server.on('GET', '/indexations/4', INDEXATION_2027);
  server.on('GET', '/indexations/3', INDEXATION_2026);
  server.on('POST', PREVIEW, PREVIEW_2027);
});

describe('IndexationPage (/indexations/:id "show prices"; issue 17 "Indexations"; spec §2, §3 Indexation)', () => {
  it('shows the details, the customers and every row the indexation changes; undoes an applied customer after "Yes"', async () => {
    server.on(
      'POST',
      '/sales-price-batches/51/undo',
      appliedBatch({ id: 51, undoneAt: '2026-12-02T09:00:00.000Z' }),
    );
    renderIndexation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Indexation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Indexations' })).toHaveAttribute('href', '/indexations');
    expect(await screen.findByText('Jan 2027 – open · 1.035 (+3.5%)')).toBeInTheDocument();
    expect(screen.getByText('Volume discount')).toBeInTheDocument();

    const customers = section('Customers');
    const acme = await rowIn(customers, 'Acme Logistics');
    for (const text of ['2', 'To apply']) expect(within(acme).getByText(text)).toBeInTheDocument();
    expect(within(acme).getByRole('checkbox', { name: 'Include Acme Logistics' })).toBeChecked();
    expect(
      within(acme).getByRole('button', { name: 'Reset indexation to 1.000 for Acme Logistics' }),
    ).toBeInTheDocument();
    const cargo = await rowIn(customers, 'Cargo Nord');
    expect(within(cargo).getByText('Applied')).toBeInTheDocument();
    expect(within(cargo).getByRole('button', { name: /^Reset indexation to 1\.000/ })).toBeInTheDocument();
    // Bolt's prices are not indexed and it has no application: a reset would have nothing to do.
    const bolt = await rowIn(customers, 'Bolt Mobility');
    expect(within(bolt).queryByRole('button', { name: /^Reset indexation/ })).not.toBeInTheDocument();
    expect(within(cargo).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText('2 customers, 3 prices to change')).toBeInTheDocument();

    const prices = section('Prices to change');
    const data = await rowIn(prices, 'Data NL 1 GB');
    for (const text of [
      'Acme Logistics',
      'Whole customer',
      'NorthSea IoT',
      'Jan 2026 – open',
      '1.000 → 1.035',
      '€12.50',
      '€12.9375',
      '+€0.4375',
      '+3.5%',
    ])
      expect([text, within(data).queryAllByText(text).length > 0]).toEqual([text, true]);
    const sms = await rowIn(prices, 'SMS per message');
    for (const text of ['Rotterdam depot', '1.030 → 1.066', '€0.0824', '€0.0853', '+€0.0029', '+3.52%'])
      expect([text, within(sms).queryAllByText(text).length > 0]).toEqual([text, true]);
    expect(previewRequests()).toHaveLength(1);
    expect(previewRequests()[0]!.body).toBeUndefined();

    // The rows by customer, and by a search in the invoice line.
    await userEvent.click(within(prices.parentElement!).getByRole('combobox', { name: 'Customer' }));
    await userEvent.click((await screen.findAllByTitle('Bolt Mobility')).at(-1)!);
    await waitFor(() => expect(within(prices).queryByText('Data NL 1 GB')).not.toBeInTheDocument());
    expect(within(prices).getByText('Voice per minute')).toBeInTheDocument();
    await userEvent.click(within(prices.parentElement!).getByRole('combobox', { name: 'Customer' }));
    await userEvent.click((await screen.findAllByTitle('Acme Logistics')).at(-1)!);
    expect(await within(prices).findByText('Data NL 1 GB')).toBeInTheDocument();
    expect(within(prices).queryByText('Voice per minute')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search invoice line' }), 'sms');
    await waitFor(() => expect(within(prices).queryByText('Data NL 1 GB')).not.toBeInTheDocument());
    expect(within(prices).getByText('SMS per message')).toBeInTheDocument();

    await userEvent.click(within(cargo).getByRole('button', { name: 'Undo the indexation for Cargo Nord' }));
    await userEvent.click(
      within(await popupAsking('Are you sure you want to undo this indexation for Cargo Nord?')).getByRole(
        'button',
        { name: 'Yes' },
      ),
    );
    await waitFor(() => expect(server.requestsTo('POST', '/sales-price-batches/51/undo')).toHaveLength(1));
    expect(await screen.findByText('Indexation undone for 1 customer.')).toBeInTheDocument();
    // The preview is asked again: the customer is to apply once more.
    await waitFor(() => expect(previewRequests()).toHaveLength(2));
  });

  it('leaves an excluded customer out of the rows and totals, and applies to the rest with the prefilled reason and the lower count', async () => {
    server.on('POST', APPLY, reply(201, [appliedBatch()]));
    renderIndexation();
    const customers = await waitFor(() => section('Customers'));
    const prices = section('Prices to change');
    expect(await rowIn(prices, 'Voice per minute')).toBeInTheDocument();
    await userEvent.click(within(customers).getByRole('checkbox', { name: 'Include Bolt Mobility' }));
    expect(within(prices).queryByText('Voice per minute')).not.toBeInTheDocument();
    expect(within(await rowIn(customers, 'Bolt Mobility')).getByText('Excluded')).toBeInTheDocument();
    expect(screen.getByText('1 customer, 2 prices to change')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Apply the indexation 1.035 (+3.5%) from Jan 2027 to 2 prices of 1 customer?'),
    ).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveValue('Indexation 2027-01: 1.035');
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(applyBodies()).toHaveLength(1));
    expect(applyBodies()[0]).toEqual({
      excludedOrganizationIds: [8],
      reason: 'Indexation 2027-01: 1.035',
      expectedCount: 2,
    });
    expect(await screen.findByText('Indexation applied to 1 customer (2 prices).')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(previewRequests()).toHaveLength(2));
  });

  it('says in Dutch that the prices changed since the preview (409), with the Dutch reason, and asks the preview again', async () => {
    await setUpI18n('nl');
    server.on('POST', APPLY, reply(409, { errorMessage: SalesPriceMessages.previewOutdated, errors: [] }));
    renderIndexation();
    await rowIn(await waitFor(() => section('Klanten')), 'Acme Logistics');
    expect(screen.getByText('2 klanten, 3 prijzen te wijzigen')).toBeInTheDocument();
    expect(within(section('Te wijzigen prijzen')).getAllByText('€ +0,4375').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Toepassen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Reden')).toHaveValue('Indexatie 2027-01: 1,035');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toepassen' }));
    expect(
      await screen.findByText('De prijzen zijn gewijzigd sinds het voorbeeld. Bekijk het voorbeeld opnieuw.'),
    ).toBeInTheDocument();
    expect(applyBodies()[0]).toMatchObject({ excludedOrganizationIds: [], expectedCount: 3 });
    await waitFor(() => expect(previewRequests()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason when the preview is refused (400 on value), in Dutch, with a retry", async () => {
    await setUpI18n('nl');
    server.on(
      'POST',
      PREVIEW,
      reply(400, {
        errorMessage: Messages.formIncomplete,
        errors: [{ field: 'value', message: IndexationMessages.outOfRange.replace('{{id}}', '12') }],
      }),
    );
    renderIndexation();
    expect(
      await screen.findByText('De indexatie van regel 12 zou buiten 0,500 tot en met 3,000 vallen.'),
    ).toBeInTheDocument();
    server.on('POST', PREVIEW, PREVIEW_2027);
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('2 klanten, 3 prijzen te wijzigen')).toBeInTheDocument();
  });

  it('shows a closed indexation read-only: a notice, who closed it, what it was applied to, no preview and no actions', async () => {
    server.on('GET', '/sales-price-batches', {
      items: [
        appliedBatch({ id: 61, indexationId: 3, organizationNames: ['Acme Logistics'], count: 10 }),
        appliedBatch({
          id: 60,
          indexationId: 3,
          organizationNames: ['Bolt Mobility'],
          count: 1224,
          undoneAt: '2026-03-02T09:00:00.000Z',
        }),
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    });
    renderIndexation(3);
    expect(
      await screen.findByText(
        'This indexation is closed: it is read-only. It can no longer be applied, and what was applied can no longer be undone.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Jan 2026 – Dec 2026 · 1.025 (+2.5%)')).toBeInTheDocument();
    expect(screen.getByText('2 customers, 1,234 prices')).toBeInTheDocument();
    expect(screen.getByText(/^1 Feb 2026, .* by Sam Super$/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(server.requestsTo('POST', '/indexations/3/preview')).toEqual([]);
    const applications = screen.getByRole('region', { name: 'Applied to' });
    const acme = (await within(applications).findByText('Acme Logistics')).closest('tr')!;
    expect(within(acme).getByText('10')).toBeInTheDocument();
    expect(within(acme).getByText('Applied')).toBeInTheDocument();
    const bolt = within(applications).getByText('Bolt Mobility').closest('tr')!;
    expect(within(bolt).getByText('1,224')).toBeInTheDocument();
    expect(within(bolt).getByText('Undone on 2 Mar 2026')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/sales-price-batches').map((r) => r.params)).toEqual([
      { indexationId: '3', page: 1, pageSize: 20 },
    ]);
  });

  it('closes the indexation after "Yes", and then shows it read-only without asking the preview again', async () => {
    server.on('POST', '/indexations/4/close', {
      ...INDEXATION_2027,
      status: 'closed',
      closedAt: '2026-12-03T10:00:00.000Z',
      closedByName: 'Sam Super',
    });
    renderIndexation();
    await rowIn(await waitFor(() => section('Customers')), 'Acme Logistics');
    server.on('GET', '/indexations/4', {
      ...INDEXATION_2027,
      status: 'closed',
      closedAt: '2026-12-03T10:00:00.000Z',
      closedByName: 'Sam Super',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(
      within(
        await popupAsking('Are you sure you want to close this indexation and make it read-only?'),
      ).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Indexation closed.')).toBeInTheDocument();
    expect(await screen.findByText(/This indexation is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Customers' })).not.toBeInTheDocument();
    expect(previewRequests()).toHaveLength(1);
  });
});
