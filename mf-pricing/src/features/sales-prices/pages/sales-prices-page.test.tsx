import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import { Messages, SalesPriceMessages, salesPriceOverlapMessage } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BulkEditButtonProps } from '../bulk-edit/components/bulk-edit-button';
import type { RecentBulkEditsProps } from '../bulk-edit/components/recent-bulk-edits';
import type { ResetIndexationButtonProps } from '../../../shared/reset-indexation/components/reset-indexation-button';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import {
  DATA_GB,
  INDEXED_SMS,
  ORGANIZATIONS,
  RATE_PLANS,
  SMS_HISTORY,
  SUBCUSTOMERS,
  SUBSCRIPTION,
  SUPPLIERS,
  pageOf,
} from './sales-price-fixtures';
import { SalesPricesPage } from './sales-prices-page';

// The bulk edit is another part of this change: its launcher and list are replaced by probes that show the props
// the grid gives them (and let a test "apply" a bulk edit).
const bulkEditProps: BulkEditButtonProps[] = [];
const recentBulkEditsProps: RecentBulkEditsProps[] = [];
const resetIndexationProps: ResetIndexationButtonProps[] = [];
jest.mock('../bulk-edit/components/bulk-edit-button', () => ({
  BulkEditButton: (props: BulkEditButtonProps) => {
    bulkEditProps.push(props);
    return (
      <button type="button" onClick={props.onApplied}>
        Bulk edit probe
      </button>
    );
  },
}));
jest.mock('../../../shared/reset-indexation/components/reset-indexation-button', () => ({
  ResetIndexationButton: (props: ResetIndexationButtonProps) => {
    resetIndexationProps.push(props);
    return (
      <button type="button" onClick={props.onApplied}>
        Reset indexation probe
      </button>
    );
  },
}));
jest.mock('../bulk-edit/components/recent-bulk-edits', () => ({
  RecentBulkEdits: (props: RecentBulkEditsProps) => {
    recentBulkEditsProps.push(props);
    return <p>Recent bulk edits probe</p>;
  },
}));

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const listRequests = () => server.requestsTo('GET', '/sales-prices').map((request) => request.params);
const lastBulkEditProps = () => bulkEditProps.at(-1)!;

function renderPrices(path = '/prices?organizationId=7') {
  return renderPage(<SalesPricesPage />, { path, route: '/prices' });
}

/** The grid row holding the text `invoiceLine`. */
const rowOf = async (invoiceLine: string) => (await screen.findByText(invoiceLine)).closest('tr')!;

/** The errors shown under the form item of the control `control`. */
const errorsOf = (control: HTMLElement) =>
  control.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

/** The open dialog titled `title` (antd's ids are all "test-id" in jsdom, so found by its title's text). */
async function dialogTitled(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}

/** Opens the select named `label` (in `scope`) and picks `option`. */
async function pick(scope: HTMLElement, label: string, option: string) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1)!);
}

/** Enters `text` into the field labelled `label` at once (as pasted: typing letter by letter is slow in jsdom). */
async function fill(scope: HTMLElement, label: string, text: string) {
  const field = within(scope).getByLabelText(label);
  await userEvent.clear(field);
  if (text) {
    await userEvent.click(field);
    await userEvent.paste(text);
  }
}

/** Types a month as YYYYMM into the month picker `field` and confirms it with Enter. */
async function typeMonth(field: HTMLElement, yearMonth: string) {
  await userEvent.click(field);
  await userEvent.clear(field);
  await userEvent.paste(yearMonth);
  await userEvent.keyboard('{Enter}');
}

beforeEach(async () => {
  bulkEditProps.length = 0;
  recentBulkEditsProps.length = 0;
  resetIndexationProps.length = 0;
  await setUpI18n('en');
  signInAs(['superAdmin']);
  server.on('GET', '/suppliers', SUPPLIERS);
  server.on('GET', '/organizations', pageOf(ORGANIZATIONS));
  server.on('GET', '/organizations/7', { id: 7, name: 'Acme Logistics B.V.' });
  server.on('GET', '/organizations/7/subcustomers', SUBCUSTOMERS);
  server.on('GET', '/organizations/8/subcustomers', []);
  server.on('GET', '/sales-prices', pageOf([DATA_GB, INDEXED_SMS, SUBSCRIPTION]));
  server.on('GET', '/purchasing-prices', pageOf(RATE_PLANS));
});

describe('SalesPricesPage (/prices; issue 16 "Sales prices"; spec §3 Sales price row, §5, §8, §9)', () => {
  it('asks for a customer first; picking one loads its grid and puts it in the URL', async () => {
    renderPrices('/prices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prices' })).toBeInTheDocument();
    expect(screen.getByText('Choose a customer to see and edit its sales prices.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Or open the price list across customers' })).toHaveAttribute(
      'href',
      '/prices/list',
    );
    expect(listRequests()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add price' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Customer' }));
    await userEvent.click(await screen.findByText('Acme Logistics B.V. (C-1007)'));
    await waitFor(() => expect(currentLocation()).toBe('/prices?organizationId=7'));
    expect(await rowOf('Data 1 GB')).toBeInTheDocument();
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20, organizationId: '7' }]);
    expect(screen.queryByText('Choose a customer to see and edit its sales prices.')).not.toBeInTheDocument();
  });

  it('lists provider, subcustomer, invoice line, line type, exact euros, months, indexation and effective price', async () => {
    renderPrices();
    const data = await rowOf('Data 1 GB');
    for (const text of ['NorthSea IoT', 'Whole customer', 'Data', '€12.50', 'Jan 2026', 'Dec 2026', '1.000'])
      expect([text, within(data).queryAllByText(text).length > 0]).toEqual([text, true]);
    const sms = await rowOf('SMS per message');
    for (const text of [
      'Globe SIM',
      'Rotterdam depot',
      'SMS',
      '€0.08',
      'Mar 2026',
      'open',
      '1.035',
      '€0.0828',
      'CPI 2026',
    ])
      expect([text, within(sms).queryAllByText(text).length > 0]).toEqual([text, true]);
    const subscription = await rowOf('Fleet subscription');
    expect(within(subscription).getAllByText('€1,234.5678')).toHaveLength(2);
    expect(within(subscription).getByText('Subscription')).toBeInTheDocument();
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
  });

  // Testing Library reads the no-break space Intl puts after € in Dutch as a space (euro-price.test.ts checks it).
  it('shows Dutch labels, "€ 12,50", "jan 2026", "doorlopend" and indexation "1,035"', async () => {
    await setUpI18n('nl');
    renderPrices();
    expect(await screen.findByRole('heading', { level: 1, name: 'Prijzen' })).toBeInTheDocument();
    const data = await rowOf('Data 1 GB');
    for (const text of ['Hele klant', '€ 12,50', 'jan 2026', 'dec 2026', '1,000'])
      expect([text, within(data).queryAllByText(text).length > 0]).toEqual([text, true]);
    const sms = await rowOf('SMS per message');
    for (const text of ['Sms', '€ 0,08', 'mrt 2026', 'doorlopend', '1,035', '€ 0,0828'])
      expect([text, within(sms).queryAllByText(text).length > 0]).toEqual([text, true]);
    expect(within(await rowOf('Fleet subscription')).getAllByText('€ 1.234,5678')).toHaveLength(2);
    for (const name of [
      'Leverancier',
      'Subklant',
      'Factuurregel',
      'Regeltype',
      'Startmaand',
      'Eindmaand',
      'Indexatie',
    ])
      expect(screen.getByRole('columnheader', { name: new RegExp(name) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prijs toevoegen' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'SMS per message (mrt 2026 – doorlopend) bewerken' }),
    ).toBeInTheDocument();
  });

  it('sends provider, line type, subcustomer, month and search filters and the sort, from page 1 and in the URL', async () => {
    renderPrices('/prices?organizationId=7&page=2');
    await rowOf('Data 1 GB');
    expect(listRequests()[0]).toEqual({ page: 2, pageSize: 20, organizationId: '7' });
    await pick(document.body, 'Provider', 'NorthSea IoT');
    await waitFor(() => expect(currentLocation()).toBe('/prices?organizationId=7&supplierId=3'));
    await pick(document.body, 'Line type', 'Data');
    await pick(document.body, 'Subcustomer', 'Whole customer');
    await typeMonth(screen.getByRole('textbox', { name: 'Active in month' }), '202606');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search invoice line' }), 'gb{Enter}');
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({
        page: 1,
        pageSize: 20,
        organizationId: '7',
        supplierId: '3',
        lineType: 'data',
        subcustomerId: 'none',
        activeIn: '202606',
        search: 'gb',
      }),
    );
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Price/ })).getByText('Price'));
    await waitFor(() => expect(listRequests().at(-1)).toMatchObject({ sort: 'price', page: 1 }));
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: /Start month/ })).getByText('Start month'),
    );
    await waitFor(() => expect(listRequests().at(-1)).toMatchObject({ sort: 'startMonth' }));
    expect(currentLocation()).toBe(
      '/prices?organizationId=7&supplierId=3&lineType=data&subcustomerId=none&activeIn=202606&search=gb&sort=startMonth',
    );
  });

  it('keeps the customer and filters of a link, and drops the subcustomer when another customer is chosen', async () => {
    renderPrices('/prices?organizationId=7&subcustomerId=31&lineType=sms');
    await rowOf('Data 1 GB');
    expect(listRequests()[0]).toEqual({
      page: 1,
      pageSize: 20,
      organizationId: '7',
      subcustomerId: '31',
      lineType: 'sms',
    });
    expect(screen.getByTitle('Rotterdam depot')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Customer' }));
    await userEvent.click(await screen.findByText('Bolt Mobility (C-1008)'));
    await waitFor(() => expect(currentLocation()).toBe('/prices?organizationId=8&lineType=sms'));
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, organizationId: '8', lineType: 'sms' }),
    );
  });

  it('says when a customer has no prices (with "Add price"), and when none match the filters', async () => {
    server.on('GET', '/sales-prices', pageOf([]));
    const { unmount } = renderPrices();
    const empty = await screen.findByText('This customer has no sales prices yet.');
    expect(
      within(empty.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'Add price' }),
    ).toBeInTheDocument();
    unmount();
    renderPrices('/prices?organizationId=7&lineType=voice');
    expect(await screen.findByText('No sales prices match these filters.')).toBeInTheDocument();
  });

  it('shows the loading state while the grid loads, and a failed load with "Try again"', async () => {
    server.on('GET', '/sales-prices', () => new Promise(() => undefined));
    const { unmount } = renderPrices();
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.queryByText('This customer has no sales prices yet.')).not.toBeInTheDocument();
    unmount();
    server.on('GET', '/sales-prices', reply(500, { message: 'Database unavailable' }));
    renderPrices();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    server.on('GET', '/sales-prices', pageOf([DATA_GB]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Data 1 GB')).toBeInTheDocument();
  });

  it.each([['support'], ['accountManager']] as const)(
    'shows %s the grid and the history but no add, edit, delete, selection, bulk edit or undo',
    async (role) => {
      signInAs([role]);
      renderPrices();
      const row = await rowOf('Data 1 GB');
      expect(
        within(row).getByRole('button', { name: 'History of Data 1 GB (Jan 2026 – Dec 2026)' }),
      ).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add price' })).not.toBeInTheDocument();
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Bulk edit probe' })).not.toBeInTheDocument();
      expect(bulkEditProps).toEqual([]);
      expect(resetIndexationProps).toEqual([]);
      expect(recentBulkEditsProps.at(-1)).toMatchObject({ organizationId: 7, canUndo: false });
    },
  );

  it('gives the bulk edit the ticked ids, or none for the whole filtered set, and clears them once applied', async () => {
    renderPrices('/prices?organizationId=7&supplierId=3&activeIn=202606');
    await rowOf('Data 1 GB');
    await waitFor(() =>
      expect(lastBulkEditProps()).toMatchObject({
        organizationId: 7,
        selectedIds: [],
        filter: { organizationId: 7, supplierId: 3, activeIn: '202606' },
        filteredTotal: 3,
      }),
    );
    expect(
      screen.getByText('No rows selected: a bulk edit applies to all 3 filtered prices.'),
    ).toBeInTheDocument();
    expect(recentBulkEditsProps.at(-1)).toMatchObject({ organizationId: 7, canUndo: true });
    // Next to the bulk edit: the reset of the customer's indexation to 1,000 (issue 17), naming the customer.
    await waitFor(() =>
      expect(resetIndexationProps.at(-1)).toMatchObject({
        organizationId: 7,
        organizationName: 'Acme Logistics B.V.',
      }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Data 1 GB (Jan 2026 – Dec 2026)' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select SMS per message (Mar 2026 – open)' }));
    await waitFor(() => expect(lastBulkEditProps().selectedIds).toEqual([12, 13]));
    expect(screen.getByText('2 prices selected for a bulk edit.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Bulk edit probe' }));
    await waitFor(() => expect(lastBulkEditProps().selectedIds).toEqual([]));
    expect(
      screen.getByRole('checkbox', { name: 'Select Data 1 GB (Jan 2026 – Dec 2026)' }),
    ).not.toBeChecked();
    // Applied: the grid is asked again.
    await waitFor(() => expect(listRequests().length).toBeGreaterThanOrEqual(2));
  });

  it('adds a price: end before start is refused before sending; a valid one is sent with exact decimals', async () => {
    server.on('POST', '/sales-prices', ({ body }: FakeRequest) =>
      reply(201, { ...DATA_GB, ...(body as object), id: 40 }),
    );
    renderPrices();
    await userEvent.click(await screen.findByRole('button', { name: 'Add price' }));
    const dialog = await dialogTitled('Add sales price');
    expect(within(dialog).getByLabelText('Indexation')).toHaveValue('1.000');
    await pick(dialog, 'Provider', 'NorthSea IoT');
    await pick(dialog, 'Subcustomer', 'Eindhoven lab');
    await fill(dialog, 'Invoice line', ' Data 5 GB ');
    await pick(dialog, 'Line type', 'Data');
    await fill(dialog, 'Price', '1,234.5');
    await typeMonth(within(dialog).getByLabelText('Start month'), '202607');
    await typeMonth(within(dialog).getByLabelText('End month'), '202606');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(errorsOf(within(dialog).getByLabelText('End month'))).toBe(SalesPriceMessages.endBeforeStart),
    );
    expect(await screen.findByText(Messages.formIncomplete)).toBeInTheDocument();
    expect(server.requestsTo('POST', '/sales-prices')).toEqual([]);

    await typeMonth(within(dialog).getByLabelText('End month'), '202706');
    await fill(dialog, 'Reason for increase', 'New bundle');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(server.requestsTo('POST', '/sales-prices')).toHaveLength(1));
    expect(server.requestsTo('POST', '/sales-prices')[0]!.body).toEqual({
      supplierId: 3,
      organizationId: 7,
      subcustomerId: 32,
      purchasingPriceId: null,
      invoiceLine: 'Data 5 GB',
      lineType: 'data',
      price: '1234.5',
      startMonth: '202607',
      endMonth: '202706',
      indexation: '1.000',
      reason: 'New bundle',
    });
    expect(await screen.findByText('Sales price added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listRequests()).toHaveLength(2));
  });

  it("shows the server's overlap in Dutch under Startmaand, naming the row, and keeps the dialog open", async () => {
    await setUpI18n('nl');
    server.on(
      'POST',
      '/sales-prices',
      reply(400, {
        errorMessage: Messages.formIncomplete,
        errors: [
          {
            field: 'startMonth',
            message: salesPriceOverlapMessage({
              id: 12,
              invoiceLine: 'Data 1 GB',
              startMonth: '202601',
              endMonth: '202612',
            }),
          },
        ],
      }),
    );
    renderPrices();
    await userEvent.click(await screen.findByRole('button', { name: 'Prijs toevoegen' }));
    const dialog = await dialogTitled('Verkoopprijs toevoegen');
    expect(within(dialog).getByLabelText('Indexatie')).toHaveValue('1,000');
    await pick(dialog, 'Leverancier', 'NorthSea IoT');
    await fill(dialog, 'Factuurregel', 'data 1 gb');
    await pick(dialog, 'Regeltype', 'Data');
    await fill(dialog, 'Prijs', '12,5');
    await fill(dialog, 'Indexatie', '3,5');
    await typeMonth(within(dialog).getByLabelText('Startmaand'), '202603');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() =>
      expect(errorsOf(within(dialog).getByLabelText('Indexatie'))).toBe(
        'Vul een factor in van 0,500 tot en met 3,000 met hoogstens 3 decimalen, bijvoorbeeld 1,035.',
      ),
    );
    expect(server.requestsTo('POST', '/sales-prices')).toEqual([]);
    await fill(dialog, 'Indexatie', '1,02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() =>
      expect(errorsOf(within(dialog).getByLabelText('Startmaand'))).toBe(
        'Overlapt met regel 12 (Data 1 GB) van 2026-01 tot en met 2026-12.',
      ),
    );
    expect(server.requestsTo('POST', '/sales-prices')[0]!.body).toMatchObject({
      price: '12.5',
      indexation: '1.02',
      startMonth: '202603',
      endMonth: null,
      subcustomerId: null,
    });
    expect(screen.getByText('Verkoopprijs toevoegen', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(await screen.findByText('Helaas zijn niet alle velden correct ingevuld.')).toBeInTheDocument();
  });

  it('asks "Reset indexation to 1,000?" before saving an indexed row: Yes sends "1.000"', async () => {
    server.on('PUT', '/sales-prices/13', ({ body }: FakeRequest) => ({
      ...INDEXED_SMS,
      ...(body as object),
    }));
    renderPrices();
    const row = await rowOf('SMS per message');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Edit SMS per message (Mar 2026 – open)' }),
    );
    const dialog = await dialogTitled('Edit sales price SMS per message');
    expect(within(dialog).getByLabelText('Indexation')).toHaveValue('1.035');
    expect(within(dialog).getByLabelText('Price')).toHaveValue('0.08');
    await fill(dialog, 'Price', '0.09');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const question = await dialogTitled('Reset indexation to 1.000?');
    expect(within(question).getByText(/This price has indexation 1\.035\./)).toBeInTheDocument();
    expect(server.requestsTo('PUT', '/sales-prices/13')).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/sales-prices/13')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/sales-prices/13')[0]!.body).toEqual({
      supplierId: 5,
      organizationId: 7,
      subcustomerId: 31,
      purchasingPriceId: null,
      invoiceLine: 'SMS per message',
      lineType: 'sms',
      price: '0.09',
      startMonth: '202603',
      endMonth: null,
      indexation: '1.000',
      reason: 'CPI 2026',
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });

  it('keeps the indexation on No, and sends nothing on Cancel (in Dutch: "Indexatie terugzetten naar 1,000?")', async () => {
    await setUpI18n('nl');
    server.on('PUT', '/sales-prices/13', ({ body }: FakeRequest) => ({
      ...INDEXED_SMS,
      ...(body as object),
    }));
    renderPrices();
    const row = await rowOf('SMS per message');
    await userEvent.click(
      within(row).getByRole('button', { name: 'SMS per message (mrt 2026 – doorlopend) bewerken' }),
    );
    const dialog = await dialogTitled('Verkoopprijs SMS per message bewerken');
    expect(within(dialog).getByLabelText('Indexatie')).toHaveValue('1,035');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    let question = await dialogTitled('Indexatie terugzetten naar 1,000?');
    expect(within(question).getByText(/Deze prijs heeft indexatie 1,035\./)).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Indexatie terugzetten naar 1,000?', { selector: '.ant-modal-title' }),
      ).toBeNull(),
    );
    expect(server.requestsTo('PUT', '/sales-prices/13')).toEqual([]);
    expect(
      screen.getByText('Verkoopprijs SMS per message bewerken', { selector: '.ant-modal-title' }),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    question = await dialogTitled('Indexatie terugzetten naar 1,000?');
    await userEvent.click(within(question).getByRole('button', { name: 'Nee' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/sales-prices/13')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/sales-prices/13')[0]!.body).toMatchObject({
      indexation: '1.035',
      price: '0.08',
    });
    expect(await screen.findByText('Wijzigingen opgeslagen')).toBeInTheDocument();
    // Cancel sent nothing: one save only.
    expect(server.requestsTo('PUT', '/sales-prices/13')).toHaveLength(1);
  });

  it('saves a row that is not indexed without asking, and keeps its rate plan when management edits it', async () => {
    signInAs(['management']);
    server.on('PUT', '/sales-prices/12', ({ body }: FakeRequest) => ({ ...DATA_GB, ...(body as object) }));
    renderPrices();
    const row = await rowOf('Data 1 GB');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit Data 1 GB (Jan 2026 – Dec 2026)' }));
    const dialog = await dialogTitled('Edit sales price Data 1 GB');
    // Management cannot read the purchasing prices: the linked rate plan is shown, not offered.
    expect(within(dialog).getByText('NorthSea IoT Data 1 GB NL')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Rate plan' })).not.toBeInTheDocument();
    await fill(dialog, 'Reason for increase', 'Contract renewal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/sales-prices/12')).toHaveLength(1));
    expect(screen.queryByText('Reset indexation to 1.000?')).not.toBeInTheDocument();
    expect(server.requestsTo('PUT', '/sales-prices/12')[0]!.body).toMatchObject({
      purchasingPriceId: 21,
      indexation: '1.000',
      reason: 'Contract renewal',
    });
    expect(server.requestsTo('GET', '/purchasing-prices')).toEqual([]);
  });

  it("offers the super admin the provider's rate plans, searched on the server", async () => {
    server.on('PUT', '/sales-prices/12', ({ body }: FakeRequest) => ({ ...DATA_GB, ...(body as object) }));
    renderPrices();
    const row = await rowOf('Data 1 GB');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit Data 1 GB (Jan 2026 – Dec 2026)' }));
    const dialog = await dialogTitled('Edit sales price Data 1 GB');
    expect(within(dialog).getByTitle('NorthSea IoT Data 1 GB NL')).toBeInTheDocument();
    await pick(dialog, 'Rate plan', 'NorthSea IoT Data 5 GB EU');
    expect(server.requestsTo('GET', '/purchasing-prices')[0]!.params).toMatchObject({ supplierId: '3' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/sales-prices/12')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/sales-prices/12')[0]!.body).toMatchObject({ purchasingPriceId: 22 });
  });

  it('asks before deleting, naming the invoice line and period, and deletes only after "Yes"', async () => {
    server.on('DELETE', '/sales-prices/12', reply(204));
    renderPrices();
    const row = await rowOf('Data 1 GB');
    const deleteButton = within(row).getByRole('button', { name: 'Delete Data 1 GB (Jan 2026 – Dec 2026)' });
    await userEvent.click(deleteButton);
    const question = await screen.findByText(
      'Are you sure you want to delete the price of Data 1 GB for Jan 2026 – Dec 2026?',
    );
    await userEvent.click(
      within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'No' }),
    );
    expect(server.requestsTo('DELETE', '/sales-prices/12')).toEqual([]);

    await userEvent.click(deleteButton);
    const again = await screen.findByText(
      'Are you sure you want to delete the price of Data 1 GB for Jan 2026 – Dec 2026?',
    );
    server.on('GET', '/sales-prices', pageOf([INDEXED_SMS, SUBSCRIPTION]));
    await userEvent.click(
      within(again.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(server.requestsTo('DELETE', '/sales-prices/12')).toHaveLength(1));
    expect(await screen.findByText('Sales price deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Data 1 GB')).not.toBeInTheDocument());
  });

  it("shows a row's history: who, when, what, and before → after", async () => {
    server.on('GET', '/sales-prices/13/history', SMS_HISTORY);
    signInAs(['accountManager']);
    renderPrices();
    const row = await rowOf('SMS per message');
    await userEvent.click(
      within(row).getByRole('button', { name: 'History of SMS per message (Mar 2026 – open)' }),
    );
    const drawer = (await screen.findByText('History of SMS per message')).closest(
      '.ant-drawer',
    ) as HTMLElement;
    const entries = await within(drawer).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(within(entries[0]!).getByText('Changed')).toBeInTheDocument();
    expect(within(entries[0]!).getByText(/By Jan de Vries/)).toBeInTheDocument();
    expect(within(entries[0]!).getByText(/10 Mar 2026/)).toBeInTheDocument();
    const indexation = within(entries[0]!).getByText('Indexation').closest('tr')!;
    expect(indexation).toHaveTextContent('1.000 → 1.035');
    expect(within(entries[0]!).getByText('Reason').closest('tr')).toHaveTextContent('— → CPI 2026');
    expect(within(entries[0]!).getByText('Period').closest('tr')).toHaveTextContent('Mar 2026 – open');
    expect(within(entries[1]!).getByText('Added')).toBeInTheDocument();
    expect(within(entries[1]!).getByText(/By Petra Bakker/)).toBeInTheDocument();
    expect(server.requestsTo('GET', '/sales-prices/13/history')).toHaveLength(1);
    fireEvent.keyDown(drawer, { key: 'Escape' });
  });

  it('links to the price list across customers', async () => {
    renderPrices();
    await rowOf('Data 1 GB');
    expect(screen.getByRole('link', { name: 'Price list' })).toHaveAttribute('href', '/prices/list');
  });
});
