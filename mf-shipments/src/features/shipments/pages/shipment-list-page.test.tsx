import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { LabelPrintBar } from '../components/label-print-bar';
import { ABROAD, LETTER, listItemOf, PARCEL, pageOf } from './shipment-fixtures';
import { ShipmentListPage, shipmentListPageReads } from './shipment-list-page';

jest.setTimeout(60_000);

const server = fakeApiPerTest();
const listRequests = () => server.requestsTo('GET', '/shipments').map((request) => request.params);

function renderList(path = '/shipments') {
  return renderPage(<ShipmentListPage />, { path, route: '/shipments' });
}

/** Opens the select named `label` and picks the option `option`. */
async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1)!);
}

/** The table row of the shipment whose detail link reads `name`. */
const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['support']);
  server.on('GET', '/shipments', pageOf([PARCEL, ABROAD, LETTER].map(listItemOf), 45));
  server.on('GET', '/organizations', pageOf([]));
  server.on('GET', '/organizations/7', { id: 7, name: 'Acme Logistics B.V.', customerNumber: 'C-1007' });
  server.on('GET', '/organizations/5/subcustomers', [
    { id: 31, organizationId: 5, name: 'Acme Rotterdam', reference: null, city: 'Rotterdam' },
  ]);
});

describe('ShipmentListPage (/shipments; spec §2, §3 Shipment, §4, §9; issue 14)', () => {
  it('says how many days it shows, from the answer, and asks for 20 per page', async () => {
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipments' })).toBeInTheDocument();
    expect(await screen.findByText('Shipments sent in the last 45 days.')).toBeInTheDocument();
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it('shows staff type, recipient and subcustomer, address, status, carrier text, sent date and customer', async () => {
    renderList();
    const parcel = await rowOf('PO-4711');
    expect(within(parcel).getByRole('link', { name: 'PO-4711' })).toHaveAttribute('href', '/shipments/17');
    for (const text of [
      'Insured parcel',
      'Rita Receiver',
      'Acme Rotterdam',
      'Stationsplein 12',
      '1012 AB Amsterdam',
      'In transit',
      'Out for delivery',
      '20 Nov 2026',
      'Acme Logistics B.V.',
    ]) {
      expect(within(parcel).getByText(text)).toBeInTheDocument();
    }
    // A domestic address does not repeat the country.
    expect(within(parcel).queryByText('Nederland')).not.toBeInTheDocument();

    // No reference: the barcode opens the detail; abroad: the service and the country.
    const abroad = await rowOf('1Z999AA10123456784');
    expect(within(abroad).getByRole('link', { name: '1Z999AA10123456784' })).toHaveAttribute(
      'href',
      '/shipments/18',
    );
    for (const text of ['International · Saver', 'België', '1000 Brussel', 'Bolt Telematics']) {
      expect(within(abroad).getByText(text)).toBeInTheDocument();
    }
    expect(within(abroad).getAllByText('Delivered')).toHaveLength(2); // the status tag and the carrier's text

    // No carrier report yet.
    expect(within(await rowOf('LTR-1')).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
  });

  it('links the barcode to the carrier’s track and trace page in a new tab, without our window', async () => {
    renderList();
    const link = within(await rowOf('PO-4711')).getByRole('link', {
      name: '3SACME0000017 (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', PARCEL.trackAndTraceUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows everything in Dutch, with the carrier’s Dutch texts', async () => {
    await setUpI18n('nl');
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Zendingen' })).toBeInTheDocument();
    expect(
      await screen.findByText('Zendingen die in de afgelopen 45 dagen zijn verstuurd.'),
    ).toBeInTheDocument();
    const parcel = await rowOf('PO-4711');
    for (const text of ['Verzekerd pakket', 'Onderweg', 'Wordt bezorgd', '20 nov 2026']) {
      expect(within(parcel).getByText(text)).toBeInTheDocument();
    }
    expect(within(parcel).queryByText('Out for delivery')).not.toBeInTheDocument();
    const abroad = await rowOf('1Z999AA10123456784');
    expect(within(abroad).getByText('Buitenland · Saver')).toBeInTheDocument();
    expect(within(abroad).getAllByText('Bezorgd')).toHaveLength(2);
    expect(
      within(parcel).getByRole('link', { name: '3SACME0000017 (opent in een nieuw tabblad)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Klant' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Soort zending' })).toBeInTheDocument();
  });

  it('shows a customer neither the customer column nor the customer filter', async () => {
    signInAs(['generalResponsible'], 5);
    renderList();
    await rowOf('PO-4711');
    expect(screen.getByRole('columnheader', { name: 'Recipient' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.queryByText('Acme Logistics B.V.')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Domestic or international' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by reference or barcode' })).toBeInTheDocument();
  });

  it('declares as its first read the page the table asks for, so it is asked for once (issue 18)', async () => {
    const search = '?page=2&sort=-sentAt&organization=7&search=PO-47';
    const { queryClient } = renderList(`/shipments${search}`);
    await rowOf('PO-4711');
    const [read, ...others] = shipmentListPageReads({
      params: {},
      searchParams: new URLSearchParams(search),
    });
    expect(others).toEqual([]);
    expect(queryClient.getQueryState(read.queryKey)?.status).toBe('success');
    expect(listRequests()).toEqual([
      { page: 2, pageSize: 20, sort: '-sentAt', organizationId: '7', search: 'PO-47' },
    ]);
  });

  it('puts filter choices into the URL and the request, and a deep link filters at once', async () => {
    renderList('/shipments?organization=7&status=bogus');
    await rowOf('PO-4711');
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20, organizationId: '7' }]);
    expect(screen.getByRole('combobox', { name: 'Customer' })).toBeInTheDocument();

    await pick('Status', 'Delivered');
    await waitFor(() => expect(currentLocation()).toBe('/shipments?organization=7&status=delivered'));
    await pick('Shipment type', 'Parcel');
    await waitFor(() =>
      expect(currentLocation()).toBe('/shipments?organization=7&status=delivered&type=parcel'),
    );
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({
        page: 1,
        pageSize: 20,
        organizationId: '7',
        status: 'delivered',
        type: 'parcel',
      }),
    );

    // International shipments have no domestic type: the type goes, and its filter with it.
    await pick('Domestic or international', 'International');
    await waitFor(() =>
      expect(currentLocation()).toBe('/shipments?organization=7&status=delivered&kind=international'),
    );
    expect(screen.queryByRole('combobox', { name: 'Shipment type' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({
        page: 1,
        pageSize: 20,
        organizationId: '7',
        status: 'delivered',
        kind: 'international',
      }),
    );
  });

  it('searches by reference or barcode once typing pauses, from page 1', async () => {
    renderList('/shipments?page=2');
    await rowOf('PO-4711');
    expect(listRequests()).toEqual([{ page: 2, pageSize: 20 }]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by reference or barcode' }), 'PO-47');
    await waitFor(() => expect(currentLocation()).toBe('/shipments?search=PO-47'));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, search: 'PO-47' }));
    // Debounced: no request for the partial texts typed on the way.
    expect(listRequests().filter((params) => params.search !== undefined)).toEqual([
      { page: 1, pageSize: 20, search: 'PO-47' },
    ]);
  });

  it('sorts by sent date and by reference through the column headers and the URL', async () => {
    renderList();
    await rowOf('PO-4711');
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Sent/ })).getByText('Sent'));
    await waitFor(() => expect(currentLocation()).toBe('/shipments?sort=sentAt'));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, sort: 'sentAt' }));
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: /Reference/ })).getByText('Reference'),
    );
    await waitFor(() => expect(currentLocation()).toBe('/shipments?sort=reference'));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, sort: 'reference' }));
  });

  it('says "No shipments in the last 30 days." when the window is empty', async () => {
    server.on('GET', '/shipments', pageOf([], 30));
    renderList();
    expect(await screen.findByText('No shipments in the last 30 days.')).toBeInTheDocument();
  });

  it('says "No shipments match these filters." when filters leave nothing, in Dutch too', async () => {
    server.on('GET', '/shipments', pageOf([], 30));
    renderList('/shipments?status=delivered');
    expect(await screen.findByText('No shipments match these filters.')).toBeInTheDocument();
    await act(() => setUpI18n('nl'));
    expect(await screen.findByText('Geen zendingen die aan deze filters voldoen.')).toBeInTheDocument();
  });

  it('shows a failed load with "Try again", which loads the page again', async () => {
    server.on('GET', '/shipments', reply(500, { message: 'The database is unavailable.' }));
    renderList();
    expect(await screen.findByText('The database is unavailable.')).toBeInTheDocument();
    server.on('GET', '/shipments', pageOf([listItemOf(PARCEL)]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('PO-4711')).toBeInTheDocument();
  });

  it('opens the domestic and the international flow from "New shipment" and "New international shipment"', async () => {
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'New shipment' }));
    await waitFor(() => expect(currentLocation()).toBe('/shipments/new'));
  });

  it('offers "New international shipment" to an organization user too', async () => {
    signInAs(['generalResponsible'], 5);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'New international shipment' }));
    await waitFor(() => expect(currentLocation()).toBe('/shipments/new/international'));
  });

  it('offers no creation to the account manager, who reads shipments only (spec §6)', async () => {
    signInAs(['accountManager']);
    renderList();
    expect(await rowOf('PO-4711')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New shipment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New international shipment' })).not.toBeInTheDocument();
  });

  it('downloads the A6 label of a row', async () => {
    server.on(
      'GET',
      '/shipments/17/label',
      reply(200, new Blob(['%PDF-1.7']), { 'content-type': 'application/pdf' }),
    );
    renderList();
    const parcel = await rowOf('PO-4711');
    await userEvent.click(within(parcel).getByRole('button', { name: 'Download the label of PO-4711' }));
    await waitFor(() => expect(server.requestsTo('GET', '/shipments/17/label')).toHaveLength(1));
    expect(server.requestsTo('GET', '/shipments/17/label')[0].params).toEqual({ download: '1' });
  });

  it('prints the labels of the selected rows four per A4 page, in the order selected', async () => {
    server.on(
      'GET',
      '/shipments/labels',
      reply(200, new Blob(['%PDF-1.7']), { 'content-type': 'application/pdf' }),
    );
    renderList();
    await rowOf('PO-4711');
    const print = screen.getByRole('button', { name: 'Print labels (A4)' });
    expect(print).toBeDisabled();
    expect(screen.getByText('Select shipments to print their labels, four per A4 page.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select LTR-1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select PO-4711' }));
    expect(screen.getByText('2 shipments selected')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Select all shipments on this page' }),
    ).toBePartiallyChecked();
    await userEvent.click(print);
    await waitFor(() => expect(server.requestsTo('GET', '/shipments/labels')).toHaveLength(1));
    expect(server.requestsTo('GET', '/shipments/labels')[0].params).toEqual({ ids: '19,17', download: '1' });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all shipments on this page' }));
    expect(screen.getByText('3 shipments selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('checkbox', { name: 'Select PO-4711' })).not.toBeChecked();
    expect(print).toBeDisabled();
  });

  it('offers staff no subcustomer filter before they choose a customer', async () => {
    renderList();
    await rowOf('PO-4711');
    expect(screen.queryByRole('combobox', { name: 'Subcustomer' })).not.toBeInTheDocument();
  });

  it("filters an organization user's overview by one of its subcustomers", async () => {
    signInAs(['generalResponsible'], 5);
    renderList();
    await rowOf('PO-4711');
    await pick('Subcustomer', 'Acme Rotterdam');
    await waitFor(() => expect(currentLocation()).toBe('/shipments?subcustomer=31'));
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, subcustomerId: '31' }),
    );
  });

  it('exports the filtered window, not just this page, as xlsx', async () => {
    server.on(
      'GET',
      '/shipments/export',
      reply(200, new Blob(['PK']), {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    renderList('/shipments?status=delivered&search=PO&page=2');
    await rowOf('PO-4711');
    await userEvent.click(screen.getByRole('button', { name: 'Export (xlsx)' }));
    await waitFor(() => expect(server.requestsTo('GET', '/shipments/export')).toHaveLength(1));
    const [request] = server.requestsTo('GET', '/shipments/export');
    expect(request.params).toEqual({ search: 'PO', status: 'delivered' });
  });

  it('prints at most 100 labels at a time', async () => {
    const ids = Array.from({ length: 101 }, (_, index) => index + 1);
    renderPage(
      <LabelPrintBar
        selectedIds={ids}
        pageIds={[]}
        onTogglePage={() => undefined}
        onClear={() => undefined}
      />,
      { path: '/', route: '/' },
    );
    expect(
      await screen.findByText('101 shipments selected: print at most 100 at a time.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print labels (A4)' })).toBeDisabled();
    renderPage(
      <LabelPrintBar
        selectedIds={ids.slice(0, 100)}
        pageIds={[]}
        onTogglePage={() => undefined}
        onClear={() => undefined}
      />,
      {
        path: '/',
        route: '/',
      },
    );
    expect(await screen.findByText('100 shipments selected')).toBeInTheDocument();
  });
});
