import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import type { Shipment } from '@portal/domain';
import { IMG_MARKUP, SCRIPT_MARKUP, expectNoElementsFromMarkup } from '@portal/ui/src/testing/plain-text';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import { ABROAD, LETTER, listItemOf, PARCEL, pageOf } from './shipment-fixtures';
import { ShipmentDetailPage } from './shipment-detail-page';
import { ShipmentListPage } from './shipment-list-page';

jest.setTimeout(60_000);

const server = fakeApiPerTest();

function renderDetail(shipment: Shipment = PARCEL) {
  server.on('GET', `/shipments/${shipment.id}`, shipment);
  renderPage(<ShipmentDetailPage />, { path: `/shipments/${shipment.id}`, route: '/shipments/:id' });
}

/** The value cell of the facts row labelled `label`. */
const fact = (label: string) =>
  within(screen.getByRole('table')).getByText(label).closest('th')!.nextElementSibling as HTMLElement;

/** The timeline's entries, top to bottom, each as its text. */
const timeline = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['support']);
});

describe('ShipmentDetailPage (/shipments/:id; spec §3 Shipment, §4; issue 14)', () => {
  it('shows staff the reference, status and every fact of the shipment', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'PO-4711' })).toBeInTheDocument();
    expect(screen.getAllByText('In transit').length).toBeGreaterThanOrEqual(1);
    expect(fact('Type')).toHaveTextContent('Insured parcel');
    expect(fact('Status')).toHaveTextContent('In transit');
    expect(fact('Recipient')).toHaveTextContent('Rita Receiver');
    expect(fact('Address')).toHaveTextContent('Stationsplein 121012 AB Amsterdam');
    expect(fact('SIMs')).toHaveTextContent('12');
    expect(fact('Insurance')).toHaveTextContent('€1,500.00');
    expect(fact('Sent')).toHaveTextContent('20 Nov 2026');
    expect(fact('Barcode')).toHaveTextContent('3SACME0000017');
    expect(fact('Customer')).toHaveTextContent('Acme Logistics B.V.');
    expect(fact('Subcustomer')).toHaveTextContent('Acme Rotterdam');
    const link = within(fact('Track and trace')).getByRole('link', {
      name: '3SACME0000017 (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', PARCEL.trackAndTraceUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Track and trace history' })).toBeInTheDocument();
  });

  it('shows the timeline newest first: our milestone, the carrier’s text (when it says more) and the time', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'PO-4711' });
    expect(timeline()).toEqual([
      expect.stringMatching(/^Out for delivery21 Nov 2026, \d\d:30$/),
      expect.stringMatching(/^AcceptedAccepted at the sorting centre20 Nov 2026, \d\d:02$/),
      expect.stringMatching(/^Announced to the carrierPre-alerted20 Nov 2026, \d\d:15$/),
    ]);
  });

  it('shows the timeline and the facts in Dutch, with the carrier’s Dutch texts', async () => {
    await setUpI18n('nl');
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'PO-4711' });
    expect(timeline()).toEqual([
      expect.stringMatching(/^Onderweg naar de ontvangerWordt bezorgd21 nov 2026/),
      expect.stringMatching(/^AangenomenAangenomen in het sorteercentrum20 nov 2026/),
      expect.stringMatching(/^Aangemeld bij de vervoerderVoorgemeld20 nov 2026/),
    ]);
    expect(fact('Soort')).toHaveTextContent('Verzekerd pakket');
    expect(fact('Verzekerd bedrag')).toHaveTextContent('€ 1.500,00');
    expect(fact('Simkaarten')).toHaveTextContent('12');
    expect(screen.getByRole('link', { name: /Terug naar zendingen/ })).toHaveAttribute('href', '/shipments');
  });

  it('shows an international shipment by barcode, with its service, country, customs stop and delivery', async () => {
    renderDetail(ABROAD);
    expect(await screen.findByRole('heading', { level: 1, name: '1Z999AA10123456784' })).toBeInTheDocument();
    expect(fact('Type')).toHaveTextContent('International · Saver');
    expect(fact('Address')).toHaveTextContent('Grote Markt 11000 BrusselBelgië');
    // A package abroad: its sides, weight and description and the carrier's cost instead of SIMs and insurance.
    expect(screen.queryByText('Insurance')).not.toBeInTheDocument();
    expect(fact('Package')).toHaveTextContent('17 × 26 × 11 cm, 1.2 kg: IoT SIM cards');
    expect(fact('Carrier cost')).toHaveTextContent('€42.50');
    expect(fact('Phone')).toHaveTextContent('+32 2 123 45 67');
    expect(fact('Reference')).toHaveTextContent('—');
    expect(fact('Subcustomer')).toHaveTextContent('—');
    expect(timeline()).toEqual([
      expect.stringMatching(/^Delivered20 Nov 2026/),
      expect.stringMatching(/^Needs attentionAt customs19 Nov 2026/),
      expect.stringMatching(/^AcceptedCollected by the carrier18 Nov 2026/),
    ]);
  });

  it('shows typed texts as text, and the barcode without a link when the track and trace URL is not http(s) (issue 21)', async () => {
    renderDetail({
      ...PARCEL,
      reference: IMG_MARKUP,
      recipientName: SCRIPT_MARKUP,
      subcustomerName: `${IMG_MARKUP} sub`,
      address: { ...PARCEL.address, streetName: SCRIPT_MARKUP, city: IMG_MARKUP },
      trackAndTraceUrl: 'javascript:alert(1)',
    });
    expect(await screen.findByRole('heading', { level: 1, name: IMG_MARKUP })).toBeInTheDocument();
    expect(fact('Recipient')).toHaveTextContent(SCRIPT_MARKUP);
    expect(fact('Subcustomer')).toHaveTextContent(`${IMG_MARKUP} sub`);
    expect(fact('Address')).toHaveTextContent(`${SCRIPT_MARKUP} 12`);
    expect(fact('Address')).toHaveTextContent(IMG_MARKUP);
    expect(fact('Track and trace')).toHaveTextContent('3SACME0000017');
    expect(within(fact('Track and trace')).queryByRole('link')).not.toBeInTheDocument();
    expectNoElementsFromMarkup();
  });

  it('says the carrier has not reported yet when there are no events', async () => {
    renderDetail(LETTER);
    await screen.findByRole('heading', { level: 1, name: 'LTR-1' });
    expect(screen.getByText('The carrier has not reported a status yet.')).toBeInTheDocument();
  });

  it('does not show a customer which organization the shipment belongs to (their own)', async () => {
    signInAs(['financialResponsible'], 5);
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'PO-4711' });
    expect(within(screen.getByRole('table')).queryByText('Customer')).not.toBeInTheDocument();
    expect(screen.queryByText('Acme Logistics B.V.')).not.toBeInTheDocument();
    expect(fact('Subcustomer')).toHaveTextContent('Acme Rotterdam');
  });

  it('shows a failed load with "Try again", which loads the shipment again', async () => {
    server.on('GET', '/shipments/17', reply(500, { message: 'The database is unavailable.' }));
    renderPage(<ShipmentDetailPage />, { path: '/shipments/17', route: '/shipments/:id' });
    expect(await screen.findByText('The database is unavailable.')).toBeInTheDocument();
    server.on('GET', '/shipments/17', PARCEL);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'PO-4711' })).toBeInTheDocument();
  });

  it('shows "Page not found" for a shipment that is not there (404) or an id that is no number', async () => {
    server.on('GET', '/shipments/404', reply(404, { message: 'Not found' }));
    const { unmount } = renderPage(<ShipmentDetailPage />, {
      path: '/shipments/404',
      route: '/shipments/:id',
    });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    unmount();
    renderPage(<ShipmentDetailPage />, { path: '/shipments/abc', route: '/shipments/:id' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/shipments/abc')).toEqual([]);
  });

  it('goes back to the overview with the filters it came from', async () => {
    server.on('GET', '/shipments', pageOf([listItemOf(PARCEL)]));
    server.on('GET', '/shipments/17', PARCEL);
    renderPage(
      <Routes>
        <Route index element={<ShipmentListPage />} />
        <Route path=":id" element={<ShipmentDetailPage />} />
      </Routes>,
      { path: '/shipments?status=inTransit&page=2', route: '/shipments/*' },
    );
    await userEvent.click(await screen.findByRole('link', { name: 'PO-4711' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'PO-4711' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to shipments/ })).toHaveAttribute(
      'href',
      '/shipments?status=inTransit&page=2',
    );
  });

  it('reprints the A6 label', async () => {
    server.on(
      'GET',
      '/shipments/17/label',
      reply(200, new Blob(['%PDF-1.7']), { 'content-type': 'application/pdf' }),
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Reprint label' }));
    await waitFor(() => expect(server.requestsTo('GET', '/shipments/17/label')).toHaveLength(1));
    expect(server.requestsTo('GET', '/shipments/17/label')[0].params).toEqual({ download: '1' });
  });

  it('says so when the label cannot be made', async () => {
    server.on('GET', '/shipments/17/label', reply(500, { message: 'The label could not be made.' }));
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Reprint label' }));
    expect(await screen.findByText('The label could not be made.')).toBeInTheDocument();
  });
});
