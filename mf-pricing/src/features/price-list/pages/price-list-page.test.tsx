import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { DATA_ROW, ORGANIZATIONS, SMS_ROW, SUPPLIERS, priceListOf } from './price-list-fixtures';
import { PriceListPage } from './price-list-page';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const LIST = '/sales-price-list';
const EXPORT = '/sales-price-list/export';
const listRequests = () => server.requestsTo('GET', LIST).map((request) => request.params);
const exportRequests = () => server.requestsTo('GET', EXPORT).map((request) => request.params);

/** Every filter set in the URL, and what the server should be asked for them. */
const FILTERED_PATH = '/prices/list?customer=7&supplier=3&lineType=data&activeIn=202604&search=Data';
const FILTERED_QUERY = {
  organizationId: '7',
  supplierId: '3',
  lineType: 'data',
  activeIn: '202604',
  search: 'Data',
};

function renderList(path = '/prices/list') {
  return renderPage(<PriceListPage />, { path, route: '/prices/list' });
}

/** The table row holding the text `invoiceLine`. */
const rowOf = async (invoiceLine: string) => (await screen.findByText(invoiceLine)).closest('tr')!;

/** Opens the select named `label` and picks `option`. */
async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1)!);
}

/** True while the button shows its spinner. */
const spins = (button: HTMLElement) => button.querySelector('.anticon-loading') !== null;

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['support']);
  server.on('GET', '/suppliers', SUPPLIERS);
  server.on('GET', '/organizations', ORGANIZATIONS);
  server.on('GET', '/organizations/7', { id: 7, name: 'Acme Logistics' });
  server.on('GET', LIST, priceListOf([DATA_ROW, SMS_ROW]));
});

describe('PriceListPage (/prices/list; issue 16 "Price list"; spec §3 Sales price row, §9)', () => {
  it('lists customer, subcustomer, provider, invoice line, line type, price, period, indexation and effective price', async () => {
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Price list' })).toBeInTheDocument();
    const data = await rowOf('Data NL 1 GB');
    for (const text of [
      'Acme Logistics',
      'Whole customer',
      'NorthSea IoT',
      'Data',
      '€1,234.50',
      'Jan 2026 – open',
      '1.035',
      '€1,277.7075',
    ])
      expect(within(data).getByText(text)).toBeInTheDocument();
    const sms = await rowOf('SMS per message');
    for (const text of ['Bolt Fleet', 'Bolt Utrecht', 'Globe SIM', 'SMS', 'Jan 2026 – Dec 2026', '1.000'])
      expect(within(sms).getByText(text)).toBeInTheDocument();
    // Not indexed: price and effective price are the same.
    expect(within(sms).getAllByText('€0.08')).toHaveLength(2);
    expect(screen.getByText('2 prices')).toBeInTheDocument();
    expect(listRequests()).toEqual([{}]);
  });

  it('says "not all results are shown" with the total only when the list is truncated', async () => {
    const { unmount } = renderList();
    await rowOf('Data NL 1 GB');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Not all results are shown/)).not.toBeInTheDocument();
    unmount();

    server.on('GET', LIST, priceListOf([DATA_ROW, SMS_ROW], 1234, 2));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not all results are shown: 2 of 1,234 prices. Narrow the filters or export the full list.',
    );
    expect(screen.queryByText('2 prices')).not.toBeInTheDocument();
  });

  it('says it in Dutch: labels, "€ 1.234,50", factor "1,035", months and the truncation notice', async () => {
    await setUpI18n('nl');
    server.on('GET', LIST, priceListOf([DATA_ROW, SMS_ROW], 1234, 2));
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Prijslijst' })).toBeInTheDocument();
    const data = await rowOf('Data NL 1 GB');
    for (const text of ['€ 1.234,50', '1,035', 'jan 2026 – doorlopend', '€ 1.277,7075'])
      expect(within(data).getByText(text)).toBeInTheDocument();
    expect(within(await rowOf('SMS per message')).getByText('Sms')).toBeInTheDocument();
    for (const name of ['Klant', 'Subklant', 'Leverancier', 'Factuurregel', 'Regeltype', 'Effectieve prijs'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Niet alle resultaten worden getoond: 2 van 1.234 prijzen. Verfijn de filters of exporteer de volledige lijst.',
    );
    expect(screen.getByRole('button', { name: 'Exporteren (xlsx)' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Zoeken op factuurregel' })).toBeInTheDocument();
  });

  it('asks the server with the filters of the URL and shows them in the controls', async () => {
    renderList(FILTERED_PATH);
    await rowOf('Data NL 1 GB');
    expect(listRequests()).toEqual([FILTERED_QUERY]);
    expect(screen.getByRole('searchbox', { name: 'Search invoice line' })).toHaveValue('Data');
    expect(await screen.findByTitle('NorthSea IoT')).toBeInTheDocument();
    expect(screen.getByTitle('Data')).toBeInTheDocument();
    expect(await screen.findByTitle(/^Acme Logistics/)).toBeInTheDocument();
  });

  it('ignores filters a hand-edited URL gets wrong', async () => {
    renderList('/prices/list?customer=abc&lineType=fax&activeIn=2026-04');
    await rowOf('Data NL 1 GB');
    expect(listRequests()).toEqual([{}]);
  });

  it('puts a chosen filter and the search into the URL and asks the server again', async () => {
    renderList();
    await rowOf('Data NL 1 GB');
    await pick('Line type', 'SMS');
    await waitFor(() => expect(currentLocation()).toBe('/prices/list?lineType=sms'));
    await pick('Provider', 'Globe SIM');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search invoice line' }), ' SMS {Enter}');
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({ lineType: 'sms', supplierId: '5', search: 'SMS' }),
    );
    expect(currentLocation()).toBe('/prices/list?lineType=sms&supplier=5&search=SMS');
  });

  it('exports the full list as xlsx with the same filters, spinning while it downloads', async () => {
    let answer: () => void = () => undefined;
    server.on(
      'GET',
      EXPORT,
      () =>
        new Promise((resolve) => {
          answer = () =>
            resolve(
              reply(200, new Blob(['xlsx']), {
                'content-disposition': 'attachment; filename="price-list.xlsx"',
              }),
            );
        }),
    );
    renderList(FILTERED_PATH);
    await rowOf('Data NL 1 GB');
    const button = screen.getByRole('button', { name: 'Export (xlsx)' });
    await userEvent.click(button);
    await waitFor(() => expect(spins(button)).toBe(true));
    expect(exportRequests()).toEqual([FILTERED_QUERY]);
    act(() => answer());
    await waitFor(() => expect(spins(button)).toBe(false));
  });

  it('shows a failed export and can try again', async () => {
    server.on('GET', EXPORT, reply(500, { message: 'The export could not be made.' }));
    renderList();
    await rowOf('Data NL 1 GB');
    const button = screen.getByRole('button', { name: 'Export (xlsx)' });
    await userEvent.click(button);
    expect(await screen.findByText('The export could not be made.')).toBeInTheDocument();
    await waitFor(() => expect(spins(button)).toBe(false));
    expect(exportRequests()).toEqual([{}]);
  });

  it('shows the server message of a failed export that arrives as a file (blob)', async () => {
    server.on(
      'GET',
      EXPORT,
      reply(
        500,
        new Blob([JSON.stringify({ message: 'Too many rows to export.' })], { type: 'application/json' }),
      ),
    );
    renderList();
    await rowOf('Data NL 1 GB');
    await userEvent.click(screen.getByRole('button', { name: 'Export (xlsx)' }));
    expect(await screen.findByText('Too many rows to export.')).toBeInTheDocument();
  });

  it('says "No sales prices yet." when there are none, and that none match when filtered', async () => {
    server.on('GET', LIST, priceListOf([]));
    const { unmount } = renderList();
    expect(await screen.findByText('No sales prices yet.')).toBeInTheDocument();
    unmount();
    renderList('/prices/list?lineType=voice');
    expect(await screen.findByText('No prices match these filters.')).toBeInTheDocument();
  });

  it('shows the loading state while the list loads', async () => {
    server.on('GET', LIST, () => new Promise(() => undefined));
    renderList();
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.queryByText('No sales prices yet.')).not.toBeInTheDocument();
  });

  it('shows a failed load with "Try again"', async () => {
    server.on('GET', LIST, reply(500, { message: 'The database is not reachable.' }));
    renderList();
    expect(await screen.findByText('The database is not reachable.')).toBeInTheDocument();
    server.on('GET', LIST, priceListOf([DATA_ROW]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Data NL 1 GB')).toBeInTheDocument();
  });

  it('leads back to the prices', async () => {
    renderList();
    await userEvent.click(screen.getByRole('link', { name: 'Prices' }));
    expect(currentLocation()).toBe('/prices');
  });
});
