import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import {
  ABROAD,
  NANO,
  OFFICE,
  RECEIVED,
  SHIPPED,
  TRIPLE_CUT,
  WAREHOUSE,
  orderPage,
} from './webshop-fixtures';
import { WebshopPage } from './webshop-page';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const listRequests = () => server.requestsTo('GET', '/webshop/orders').map((request) => request.params);
const orderPosts = () => server.requestsTo('POST', '/webshop/orders');

function renderWebshop(path = '/webshop') {
  return renderPage(<WebshopPage />, { path, route: '/webshop' });
}

/** The order form (the section headed "Order SIM cards"), once it shows its fields. */
async function orderForm() {
  const form = await screen.findByRole('region', { name: 'Order SIM cards' });
  await within(form).findByRole('combobox', { name: 'Product' });
  return form;
}

/** Opens the select named `label` and picks the option `option`. */
async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1)!);
}

/** The text a select shows as its value ('' when nothing is chosen). */
const selected = (label: string) =>
  screen
    .getByRole('combobox', { name: label })
    .closest('.ant-select')!
    .querySelector('.ant-select-content-has-value')?.textContent ?? '';

/** The errors shown under the form item of the control `control`. */
const errorsOf = (control: HTMLElement) =>
  control.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

/** The table row of the order whose link reads `orderNumber`. */
const rowOf = async (orderNumber: string) =>
  (await screen.findByRole('link', { name: orderNumber })).closest('tr')!;

const PLACED = { ...RECEIVED, id: 123, orderNumber: 'WS-000123' };

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['technicalResponsible'], 5);
  server.on('GET', '/webshop/orders', orderPage([RECEIVED, SHIPPED]));
  server.on('GET', '/webshop/products', [NANO, TRIPLE_CUT]);
  server.on('GET', '/organizations/5/addresses', [OFFICE, WAREHOUSE]);
  server.on('GET', '/organizations', { items: [], total: 0, page: 1, pageSize: 20 });
});

describe('WebshopPage, a customer who may order (/webshop; issue 15; spec §2 /webshop, §5)', () => {
  it('places an order with exactly product, quantity, address, reference and remark, the shipping address preselected', async () => {
    server.on('POST', '/webshop/orders', reply(201, PLACED));
    renderWebshop();
    expect(await screen.findByRole('heading', { level: 1, name: 'Webshop / Order' })).toBeInTheDocument();
    const form = await orderForm();
    expect(within(form).getByRole('heading', { level: 2, name: 'Order SIM cards' })).toBeInTheDocument();
    expect(selected('Delivery address')).toBe('Havenweg 5, 3011 AB, Rotterdam, Nederland (shipping address)');
    expect(within(form).getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');

    await pick('Product', 'NorthSea IoT · Nano SIM (4FF) · IoT Europe 1 GB');
    const quantity = within(form).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '25');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reference' }), '  PO-77 ');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Remark' }), 'Before noon, please.');
    expect(
      within(form).getByText(
        '25 × NorthSea IoT · Nano SIM (4FF) · IoT Europe 1 GB, delivered to Havenweg 5, 3011 AB, Rotterdam.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0].body).toEqual({
      productId: NANO.id,
      quantity: 25,
      addressId: WAREHOUSE.id,
      reference: 'PO-77',
      remark: 'Before noon, please.',
    });
    expect(await screen.findByText('Order WS-000123 received.')).toBeInTheDocument();
    // The table shows the new order; the form starts afresh.
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    await waitFor(() => expect(selected('Product')).toBe(''));
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('');
  });

  it('sends an empty reference and remark as null', async () => {
    server.on('POST', '/webshop/orders', reply(201, PLACED));
    renderWebshop();
    const form = await orderForm();
    await pick('Delivery address', 'Keizersgracht 1, 1015 CD, Amsterdam, Nederland');
    await pick('Product', 'Globe SIM · Triple-cut SIM (2FF/3FF/4FF) · World 500 MB');
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0].body).toEqual({
      productId: TRIPLE_CUT.id,
      quantity: 1,
      addressId: OFFICE.id,
      reference: null,
      remark: null,
    });
  });

  it('refuses a missing product and a quantity over 1000 without calling the server', async () => {
    renderWebshop();
    const form = await orderForm();
    const quantity = within(form).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1001');
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    await waitFor(() =>
      expect(errorsOf(screen.getByRole('combobox', { name: 'Product' }))).toBe('This field is required.'),
    );
    expect(errorsOf(quantity)).toBe('Please enter a value of at most 1000.');

    // A product chosen, the quantity still too large: still nothing is sent.
    await pick('Product', 'NorthSea IoT · Nano SIM (4FF) · IoT Europe 1 GB');
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(errorsOf(screen.getByRole('combobox', { name: 'Product' }))).toBe(''));
    expect(errorsOf(quantity)).toBe('Please enter a value of at most 1000.');

    // Not a whole number: said so, and still nothing is sent.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(errorsOf(quantity)).toBe('Please enter a number.'));
    expect(orderPosts()).toEqual([]);
  });

  it("puts the server's refusal of the product under the product field", async () => {
    server.on(
      'POST',
      '/webshop/orders',
      reply(400, {
        errorMessage: 'Sorry, not all fields are filled in correctly.',
        errors: [{ field: 'productId', message: 'This product can no longer be ordered.' }],
      }),
    );
    renderWebshop();
    const form = await orderForm();
    await pick('Product', 'NorthSea IoT · Nano SIM (4FF) · IoT Europe 1 GB');
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(errorsOf(screen.getByRole('combobox', { name: 'Product' }))).toBe(
        'This product can no longer be ordered.',
      ),
    );
    expect(orderPosts()).toHaveLength(1);
    // The choice stays for the user to change.
    expect(selected('Product')).toBe('NorthSea IoT · Nano SIM (4FF) · IoT Europe 1 GB');
  });

  it('fills the form from a row with "Order again": product, quantity, address and reference', async () => {
    server.on('POST', '/webshop/orders', reply(201, PLACED));
    renderWebshop();
    await orderForm();
    await userEvent.click(
      within(await rowOf('WS-000041')).getByRole('button', { name: 'Order again: WS-000041' }),
    );

    expect(
      await screen.findByText('Filled in from order WS-000041: check the details and place the order.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(selected('Product')).toBe('NorthSea IoT · Nano SIM (4FF) · IoT Europe 1 GB'));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('10');
    expect(selected('Delivery address')).toBe('Keizersgracht 1, 1015 CD, Amsterdam, Nederland');
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('PO-2026-17');
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveValue('');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Product' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0].body).toEqual({
      productId: NANO.id,
      quantity: 10,
      addressId: OFFICE.id,
      reference: 'PO-2026-17',
      remark: null,
    });
  });

  it('asks for another product when the order to repeat has one that can no longer be ordered', async () => {
    server.on('GET', '/webshop/products', [TRIPLE_CUT]);
    renderWebshop();
    await orderForm();
    await userEvent.click(
      within(await rowOf('WS-000041')).getByRole('button', { name: 'Order again: WS-000041' }),
    );
    expect(
      await screen.findByText('The product of that order can no longer be ordered. Choose another one.'),
    ).toBeInTheDocument();
    expect(selected('Product')).toBe('');
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('10');
  });

  it('lists the orders: number linking to the order, date, product, quantity, status and reference', async () => {
    renderWebshop();
    const row = await rowOf('WS-000041');
    expect(within(row).getByRole('link', { name: 'WS-000041' })).toHaveAttribute(
      'href',
      '/webshop/orders/41',
    );
    for (const text of [
      '20 Nov 2026',
      'NorthSea IoT · Nano SIM (4FF) · IoT Europe 1 GB',
      '10',
      'Received',
      'PO-2026-17',
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(await rowOf('WS-000043')).getByText('Shipped')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Catalogue/ })).not.toBeInTheDocument();
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it('sends the status filter and the search to the server', async () => {
    renderWebshop();
    await rowOf('WS-000041');
    await pick('Status', 'Processing');
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, status: 'processing' }),
    );
    const search = screen.getByRole('searchbox', { name: 'Search by order number or reference' });
    await userEvent.type(search, 'WS-0000{Enter}');
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({
        page: 1,
        pageSize: 20,
        status: 'processing',
        search: 'WS-0000',
      }),
    );
  });

  it('reads the filters from the URL', async () => {
    renderWebshop('/webshop?status=shipped&search=PO-2026&organization=7');
    await rowOf('WS-000041');
    // A customer filters by status and search only.
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20, status: 'shipped', search: 'PO-2026' }]);
  });

  it('says "No orders found." when there are none', async () => {
    server.on('GET', '/webshop/orders', orderPage([]));
    renderWebshop();
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
  });

  it('says so when no SIM cards can be ordered, and shows a failed load with "Try again"', async () => {
    server.on('GET', '/webshop/products', []);
    const { unmount } = renderWebshop();
    expect(await screen.findByText('No SIM cards can be ordered at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
    unmount();

    server.on('GET', '/webshop/products', reply(500, { message: 'The catalogue is unavailable.' }));
    renderWebshop();
    expect(await screen.findByText('The catalogue is unavailable.')).toBeInTheDocument();
    server.on('GET', '/webshop/products', [NANO]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Product' })).toBeInTheDocument();
  });

  it('shows everything in Dutch', async () => {
    await setUpI18n('nl');
    renderWebshop();
    expect(await screen.findByRole('heading', { level: 1, name: 'Webshop / Bestellen' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Simkaarten bestellen' });
    await screen.findByRole('combobox', { name: 'Product' });
    expect(selected('Afleveradres')).toBe('Havenweg 5, 3011 AB, Rotterdam, Nederland (verzendadres)');
    const row = await rowOf('WS-000041');
    expect(within(row).getByText('NorthSea IoT · Nano-simkaart (4FF) · IoT Europe 1 GB')).toBeInTheDocument();
    expect(within(row).getByText('Ontvangen')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Opnieuw bestellen: WS-000041' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bestelling plaatsen/ })).toBeInTheDocument();
  });
});

describe('WebshopPage, readers (issue 15; spec §6)', () => {
  it('shows the general responsible the orders without a form, and says which roles may order', async () => {
    signInAs(['generalResponsible'], 5);
    renderWebshop();
    await rowOf('WS-000041');
    expect(screen.getByText(/Ordering SIM cards needs a role with SIM management/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Order SIM cards' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Order again/ })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/webshop/products')).toEqual([]);
  });

  it('shows staff every customer with the customer column and filter, the catalogue link, and no order form', async () => {
    signInAs(['support']);
    server.on('GET', '/webshop/orders', orderPage([RECEIVED, ABROAD]));
    server.on('GET', '/organizations', {
      items: [{ id: 7, name: 'Bolt Telematics', customerNumber: 'C-1007' }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    renderWebshop();
    const row = await rowOf('WS-000042');
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    expect(within(row).getByText('Bolt Telematics')).toBeInTheDocument();
    expect(within(row).getByText('Processing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Catalogue' })).toHaveAttribute('href', '/webshop/products');
    expect(screen.queryByRole('region', { name: 'Order SIM cards' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Ordering SIM cards needs/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Order again/ })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/webshop/products')).toEqual([]);

    await userEvent.click(screen.getByRole('combobox', { name: 'Customer' }));
    await userEvent.click(await screen.findByText('Bolt Telematics (C-1007)'));
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, organizationId: '7' }),
    );
  });
});
