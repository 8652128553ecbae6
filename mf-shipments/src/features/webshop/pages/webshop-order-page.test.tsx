import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import type { WebshopOrder } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { ABROAD, NANO, OFFICE, RECEIVED, SHIPPED, WAREHOUSE, orderPage } from './webshop-fixtures';
import { WebshopOrderPage } from './webshop-order-page';
import { WebshopPage } from './webshop-page';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const statusPuts = (id: number) => server.requestsTo('PUT', `/webshop/orders/${id}/status`);

function renderOrder(order: WebshopOrder = RECEIVED) {
  server.on('GET', `/webshop/orders/${order.id}`, order);
  return renderPage(<WebshopOrderPage />, {
    path: `/webshop/orders/${order.id}`,
    route: '/webshop/orders/:id',
  });
}

/** Waits for the order's heading ("Order WS-…"). */
const heading = (order: WebshopOrder = RECEIVED) =>
  screen.findByRole('heading', { level: 1, name: `Order ${order.orderNumber}` });

/** The value cell of the facts row labelled `label`. */
const fact = (label: string) =>
  within(screen.getByRole('table')).getByText(label).closest('th')!.nextElementSibling as HTMLElement;

/** The action buttons and links of the page's header, by their texts, in order. */
const actions = () =>
  [...screen.getByRole('heading', { level: 1 }).closest('header')!.querySelectorAll('button, a')].map(
    (element) => element.textContent?.trim(),
  );

/** Answers the status change with `changed`, which the server then also gives for the order. */
function changeStatusTo(changed: WebshopOrder) {
  server.on('PUT', `/webshop/orders/${changed.id}/status`, () => {
    server.on('GET', `/webshop/orders/${changed.id}`, changed);
    return changed;
  });
}

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['support']);
});

describe('WebshopOrderPage for staff (/webshop/orders/:id; issue 15)', () => {
  it('shows every fact of the order with the customer, and where it is', async () => {
    renderOrder();
    expect(await heading()).toBeInTheDocument();
    expect(fact('Order number')).toHaveTextContent('WS-000041');
    expect(fact('Status')).toHaveTextContent('Received');
    expect(fact('Customer')).toHaveTextContent('Acme Logistics B.V.');
    expect(fact('Product')).toHaveTextContent('NorthSea IoT · Nano SIM (4FF) · IoT Europe 1 GB');
    expect(fact('Quantity')).toHaveTextContent('10');
    expect(fact('Delivery address')).toHaveTextContent('Keizersgracht 1, 1015 CD, Amsterdam');
    expect(fact('Reference')).toHaveTextContent('PO-2026-17');
    expect(fact('Remark')).toHaveTextContent('Deliver at the back door.');
    expect(fact('Ordered by')).toHaveTextContent('Tess Technical (tess@acme.example)');
    expect(fact('Ordered')).toHaveTextContent('20 Nov 2026');
    expect(screen.queryByText('Shipment')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Progress' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Webshop / Order' })).toHaveAttribute('href', '/webshop');
  });

  it('offers start processing, ship and cancel while received; "Start processing" sends PUT status processing', async () => {
    changeStatusTo({ ...RECEIVED, status: 'processing' });
    renderOrder();
    await heading();
    expect(actions()).toEqual(['Start processing', 'Ship order', 'Cancel order']);
    await userEvent.click(screen.getByRole('button', { name: 'Start processing' }));
    await waitFor(() => expect(statusPuts(41)).toHaveLength(1));
    expect(statusPuts(41)[0].body).toEqual({ status: 'processing' });
    expect(await screen.findByText('Order WS-000041 is being processed.')).toBeInTheDocument();
    await waitFor(() => expect(fact('Status')).toHaveTextContent('Processing'));
    expect(actions()).toEqual(['Ship order', 'Cancel order']);
  });

  it('links "Ship order" to the domestic flow for an address in the Netherlands', async () => {
    renderOrder();
    await heading();
    expect(screen.getByRole('link', { name: 'Ship order' })).toHaveAttribute(
      'href',
      '/shipments/new?webshopOrder=41',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Ship order' }));
    expect(currentLocation()).toBe('/shipments/new?webshopOrder=41');
  });

  it('links "Ship order" to the international flow for an address abroad', async () => {
    renderOrder(ABROAD);
    await heading(ABROAD);
    expect(fact('Delivery address')).toHaveTextContent('Grote Markt 7, 1000, Brussel, België');
    expect(screen.getByRole('link', { name: 'Ship order' })).toHaveAttribute(
      'href',
      '/shipments/new/international?webshopOrder=42',
    );
  });

  it('cancels only after "Yes" to "Are you sure you want to cancel order WS-000041?"', async () => {
    changeStatusTo({ ...RECEIVED, status: 'cancelled' });
    renderOrder();
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const question = await screen.findByText('Are you sure you want to cancel order WS-000041?');
    expect(statusPuts(41)).toEqual([]);
    await userEvent.click(
      within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(statusPuts(41)).toHaveLength(1));
    expect(statusPuts(41)[0].body).toEqual({ status: 'cancelled' });
    expect(await screen.findByText('Order WS-000041 is cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(fact('Status')).toHaveTextContent('Cancelled'));
    expect(actions()).toEqual([]);
  });

  it("shows the server's refusal and reads the order again", async () => {
    server.on(
      'PUT',
      '/webshop/orders/41/status',
      reply(400, { errorMessage: 'This order can no longer be changed this way.', errors: [] }),
    );
    renderOrder();
    await heading();
    server.on('GET', '/webshop/orders/41', SHIPPED);
    await userEvent.click(screen.getByRole('button', { name: 'Start processing' }));
    expect(await screen.findByText('This order can no longer be changed this way.')).toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo('GET', '/webshop/orders/41')).toHaveLength(2));
  });

  it('links the shipment to its page in the portal and its track and trace page in a new tab', async () => {
    renderOrder(SHIPPED);
    await heading(SHIPPED);
    expect(within(fact('Shipment')).getByRole('link', { name: '3SACME0000017' })).toHaveAttribute(
      'href',
      '/shipments/17',
    );
    const tracking = within(fact('Track and trace')).getByRole('link', {
      name: 'Follow the shipment (opens in a new tab)',
    });
    expect(tracking).toHaveAttribute('href', SHIPPED.shipment!.trackAndTraceUrl);
    expect(tracking).toHaveAttribute('target', '_blank');
    expect(tracking).toHaveAttribute('rel', 'noopener noreferrer');
    // Shipped: nothing left to do for staff.
    expect(actions()).toEqual([]);
  });

  it('makes no link of a track and trace address that is not http(s)', async () => {
    renderOrder({ ...SHIPPED, shipment: { ...SHIPPED.shipment!, trackAndTraceUrl: 'javascript:alert(1)' } });
    await heading(SHIPPED);
    expect(screen.queryByText('Track and trace')).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('gives the account manager no actions', async () => {
    signInAs(['accountManager']);
    renderOrder();
    await heading();
    expect(fact('Customer')).toHaveTextContent('Acme Logistics B.V.');
    expect(actions()).toEqual([]);
  });

  it('shows a failed load with "Try again"', async () => {
    server.on('GET', '/webshop/orders/41', reply(500, { message: 'The database is unavailable.' }));
    renderPage(<WebshopOrderPage />, { path: '/webshop/orders/41', route: '/webshop/orders/:id' });
    expect(await screen.findByText('The database is unavailable.')).toBeInTheDocument();
    server.on('GET', '/webshop/orders/41', RECEIVED);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading()).toBeInTheDocument();
  });

  it('shows "Page not found" for an id that is no number, without asking the server', async () => {
    renderPage(<WebshopOrderPage />, { path: '/webshop/orders/abc', route: '/webshop/orders/:id' });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(server.requests).toEqual([]);
  });
});

describe('WebshopOrderPage for a customer (issue 15)', () => {
  beforeEach(() => signInAs(['authorizedToSign'], 5));

  it('offers "Cancel order" and "Order again" while received, and no staff actions or customer', async () => {
    renderOrder();
    await heading();
    expect(actions()).toEqual(['Cancel order', 'Order again']);
    expect(screen.queryByText('Customer')).not.toBeInTheDocument();
  });

  it('offers no "Cancel order" once the order is being processed', async () => {
    renderOrder({ ...RECEIVED, status: 'processing' });
    await heading();
    expect(actions()).toEqual(['Order again']);
  });

  it('goes to the webshop with "Order again", its order form filled from this order', async () => {
    server.on('GET', '/webshop/orders/41', RECEIVED);
    server.on('GET', '/webshop/orders', orderPage([RECEIVED]));
    server.on('GET', '/webshop/products', [NANO]);
    server.on('GET', '/organizations/5/addresses', [OFFICE, WAREHOUSE]);
    renderPage(
      <Routes>
        <Route index element={<WebshopPage />} />
        <Route path="orders/:id" element={<WebshopOrderPage />} />
      </Routes>,
      { path: '/webshop/orders/41', route: '/webshop/*' },
    );
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Order again' }));
    expect(currentLocation()).toBe('/webshop');
    expect(
      await screen.findByText('Filled in from order WS-000041: check the details and place the order.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('10');
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('PO-2026-17');
  });

  it('shows the general responsible the order without actions', async () => {
    signInAs(['generalResponsible'], 5);
    renderOrder();
    await heading();
    expect(actions()).toEqual([]);
  });

  it('shows the order in Dutch', async () => {
    await setUpI18n('nl');
    renderOrder();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bestelling WS-000041' }),
    ).toBeInTheDocument();
    expect(fact('Product')).toHaveTextContent('NorthSea IoT · Nano-simkaart (4FF) · IoT Europe 1 GB');
    expect(fact('Status')).toHaveTextContent('Ontvangen');
    expect(actions()).toEqual(['Bestelling annuleren', 'Opnieuw bestellen']);
  });
});
