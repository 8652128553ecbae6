import { fakeApiPerTest, networkFailure, reply } from '@portal/api/src/testing/fake-api';
import type { Address } from '@portal/domain';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomersRoutes } from '../../../routes';
import { ACME } from '../../../test/fixtures';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';

const server = fakeApiPerTest();
const organizationReads = () => server.requestsTo('GET', '/organizations/7');

const STATION: Address = {
  id: 70,
  streetName: 'Stationsplein',
  houseNumber: '12',
  zipCode: '3511 ED',
  city: 'Utrecht',
  country: 'Nederland',
  countryCode: 'NL',
  email: null,
  shippingAddress: true,
  invoiceAddress: false,
  visitingAddress: false,
};
const DEPOT: Address = {
  id: 71,
  streetName: 'Havenweg',
  houseNumber: '3a',
  zipCode: '9000',
  city: 'Gent',
  country: 'België',
  countryCode: 'BE',
  email: 'billing@acme.example',
  shippingAddress: false,
  invoiceAddress: true,
  visitingAddress: true,
};

// Loads render slowly in jsdom when the machine is busy: give findBy* and waitFor more time than 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  server.on('GET', '/organizations/7', ACME);
  server.on('GET', '/organizations/7/addresses', [STATION, DEPOT]);
  signInAs(['support']);
});

function renderTab() {
  renderPage(<CustomersRoutes />, { path: '/organizations/7/address', route: '*' });
}

async function findRow(text: string): Promise<HTMLElement> {
  return (await screen.findByText(text)).closest('tr') as HTMLElement;
}

describe('Addresses tab (/organizations/:id/address, spec §3 Address)', () => {
  it('lists "street and house number, zip code, city", country, invoice e-mail and default tags', async () => {
    renderTab();
    const depot = await findRow('Havenweg 3a, 9000, Gent');
    expect(within(depot).getByText('België')).toBeInTheDocument();
    expect(within(depot).getByText('billing@acme.example')).toBeInTheDocument();
    expect(within(depot).getByText('Invoice')).toBeInTheDocument();
    expect(within(depot).getByText('Visiting')).toBeInTheDocument();
    expect(within(await findRow('Stationsplein 12, 3511 ED, Utrecht')).getByText('Shipping')).toBeInTheDocument();
    expect(server.requestsTo('GET', '/organizations/7/addresses')).toHaveLength(1);
  });

  it('shows "No addresses" when there are none', async () => {
    server.on('GET', '/organizations/7/addresses', []);
    renderTab();
    expect(await screen.findByText('No addresses')).toBeInTheDocument();
  });

  it('speaks Dutch in Dutch', async () => {
    await setUpI18n('nl');
    try {
      renderTab();
      expect(await screen.findByRole('button', { name: 'Adres toevoegen' })).toBeInTheDocument();
      expect(within(await findRow('Havenweg 3a, 9000, Gent')).getByText('Factuur')).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Standaard voor' })).toBeInTheDocument();
    } finally {
      cleanup();
      await setUpI18n('en');
    }
  });

  it('shows the error with a retry when the list fails', async () => {
    server.on('GET', '/organizations/7/addresses', networkFailure());
    renderTab();
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    server.on('GET', '/organizations/7/addresses', [STATION, DEPOT]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Havenweg 3a, 9000, Gent')).toBeInTheDocument();
  });

  it('adds an address with the country code and type flags, then reloads the organization', async () => {
    server.on('POST', '/organizations/7/addresses', reply(201, { ...DEPOT, id: 72 }));
    renderTab();
    await screen.findByText('Havenweg 3a, 9000, Gent');
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add address' });
    await userEvent.type(within(dialog).getByLabelText('Street'), 'Kerkstraat');
    await userEvent.type(within(dialog).getByLabelText('House number'), '1');
    await userEvent.type(within(dialog).getByLabelText('Zip code'), '1000');
    await userEvent.type(within(dialog).getByLabelText('City'), 'Brussel');
    await userEvent.click(within(dialog).getByLabelText('Country'));
    await userEvent.click(await screen.findByTitle('België'));
    await userEvent.type(within(dialog).getByLabelText('Invoice e-mail address'), 'invoices@acme.example');
    await userEvent.click(within(dialog).getByLabelText('Use as invoice address'));
    await userEvent.click(within(dialog).getByLabelText('Use as visiting address'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('POST', '/organizations/7/addresses')).toHaveLength(1));
    expect(server.requestsTo('POST', '/organizations/7/addresses')[0].body).toEqual({
      streetName: 'Kerkstraat',
      houseNumber: '1',
      zipCode: '1000',
      city: 'Brussel',
      country: 'België',
      countryCode: 'BE',
      email: 'invoices@acme.example',
      type: 6,
    });
    await waitFor(() => expect(organizationReads()).toHaveLength(2));
    expect(server.requestsTo('GET', '/organizations/7/addresses')).toHaveLength(2);
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });

  it('refuses an invalid invoice e-mail without calling the server', async () => {
    renderTab();
    await screen.findByText('Havenweg 3a, 9000, Gent');
    await userEvent.click(screen.getByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add address' });
    await userEvent.type(within(dialog).getByLabelText('Invoice e-mail address'), 'not-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('This field is required.').length).toBe(4);
    expect(server.requestsTo('POST', '/organizations/7/addresses')).toEqual([]);
  });

  it('asks "Are you sure you want to remove address …?", removes only after Yes, then lists the addresses again', async () => {
    server.on('DELETE', '/organizations/7/addresses/71', reply(204));
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove address Havenweg 3a, 9000, Gent' }));
    const question = await screen.findByText('Are you sure you want to remove address Havenweg 3a, 9000, Gent?');
    expect(server.requestsTo('DELETE', '/organizations/7/addresses/71')).toEqual([]);
    server.on('GET', '/organizations/7/addresses', [STATION]);
    await userEvent.click(within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.requestsTo('DELETE', '/organizations/7/addresses/71')).toHaveLength(1));
    expect(await screen.findByText('Address removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Havenweg 3a, 9000, Gent')).not.toBeInTheDocument());
  });

  it('sets an address as invoice address with its other flags kept, then reloads the organization', async () => {
    server.on('PUT', '/organizations/7/addresses/70/type', [{ ...STATION, invoiceAddress: true }, { ...DEPOT, invoiceAddress: false }]);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Set as default for Stationsplein 12, 3511 ED, Utrecht' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Set as invoice address' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/organizations/7/addresses/70/type')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/organizations/7/addresses/70/type')[0].body).toEqual({ type: 3 });
    await waitFor(() => expect(organizationReads()).toHaveLength(2));
    expect(within(await findRow('Stationsplein 12, 3511 ED, Utrecht')).getByText('Invoice')).toBeInTheDocument();
  });

  it('is read-only for the account manager', async () => {
    signInAs(['accountManager']);
    renderTab();
    await screen.findByText('Havenweg 3a, 9000, Gent');
    expect(screen.queryByRole('button', { name: 'Add address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Set as default for/ })).not.toBeInTheDocument();
  });
});

describe('Own addresses (/profile/organizations/:organizationId/addresses)', () => {
  it("reads the signed-in user's organization and lets any of its users edit", async () => {
    signInAs(['technicalResponsible'], 42);
    server.on('GET', '/organizations/42/addresses', [STATION, DEPOT]);
    renderPage(<CustomersRoutes />, { path: '/profile/organizations/99/addresses', route: '*' });
    expect(await screen.findByRole('heading', { name: 'Addresses' })).toBeInTheDocument();
    await screen.findByText('Havenweg 3a, 9000, Gent');
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /organizations/42/addresses',
    ]);
    expect(screen.getByRole('button', { name: 'Add address' })).toBeInTheDocument();
  });
});
