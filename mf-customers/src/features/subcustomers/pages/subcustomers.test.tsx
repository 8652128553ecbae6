import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import type { Subcustomer, SubcustomerListItem } from '@portal/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomersRoutes } from '../../../routes';
import { ACME } from '../../../test/fixtures';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';

const server = fakeApiPerTest();
const SUBCUSTOMERS = '/organizations/7/subcustomers';

const ITEMS: SubcustomerListItem[] = [
  { id: 3, name: 'Farm Sensors', reference: 'FS-1', contactCount: 1, addressCount: 2, city: 'Zwolle' },
];
const FARM: Subcustomer = {
  id: 3,
  organizationId: 7,
  name: 'Farm Sensors',
  reference: 'FS-1',
  contacts: [{ id: 31, name: 'Fien Boer', email: 'fien@farm.example', phoneNumber: null, function: 'Manager' }],
  addresses: [
    {
      id: 41,
      streetName: 'Dijkweg',
      houseNumber: '8',
      zipCode: '8011 AA',
      city: 'Zwolle',
      country: 'Nederland',
      countryCode: 'NL',
      email: null,
    },
  ],
  shipments: [],
};

// Loads render slowly in jsdom when the machine is busy: give findBy* and waitFor more time than 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => setUpI18n('en'));
beforeEach(() => {
  server.on('GET', '/organizations/7', ACME);
  server.on('GET', SUBCUSTOMERS, ITEMS);
  server.on('GET', `${SUBCUSTOMERS}/3`, FARM);
  signInAs(['support']);
});

function confirmPopup(question: HTMLElement): HTMLElement {
  return question.closest('.ant-popover') as HTMLElement;
}

describe('Subcustomers tab (/organizations/:id/subcustomers)', () => {
  it('lists subcustomers with links to their detail, and an empty state', async () => {
    renderPage(<CustomersRoutes />, { path: '/organizations/7/subcustomers', route: '*' });
    const link = await screen.findByRole('link', { name: 'Farm Sensors' });
    expect(link).toHaveAttribute('href', '/organizations/7/subcustomers/3');
    expect(within(link.closest('tr') as HTMLElement).getByText('Zwolle')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New subcustomer' }));
    await waitFor(() => expect(currentLocation()).toBe('/organizations/7/subcustomers/new'));
  });

  it('shows "No subcustomers" and no New button for the account manager', async () => {
    signInAs(['accountManager']);
    server.on('GET', SUBCUSTOMERS, []);
    renderPage(<CustomersRoutes />, { path: '/organizations/7/subcustomers', route: '*' });
    expect(await screen.findByText('No subcustomers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New subcustomer' })).not.toBeInTheDocument();
  });
});

describe('New subcustomer (/organizations/:id/subcustomers/new)', () => {
  it('creates with a first contact person and opens the new detail', async () => {
    server.on('POST', SUBCUSTOMERS, reply(201, { ...FARM, id: 9, name: 'Dairy Co' }));
    server.on('GET', `${SUBCUSTOMERS}/9`, () => new Promise(() => undefined));
    renderPage(<CustomersRoutes />, { path: '/organizations/7/subcustomers/new', route: '*' });
    await userEvent.type(await screen.findByLabelText('Name'), 'Dairy Co');
    await userEvent.type(screen.getByLabelText('Reference'), 'DC-9');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add a first contact person' }));
    const contact = await screen.findByRole('group', { name: 'First contact person' });
    await userEvent.type(within(contact).getByLabelText('Name'), 'Dirk Melk');
    await userEvent.type(within(contact).getByLabelText('E-mail address'), 'dirk@dairy.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('POST', SUBCUSTOMERS)).toHaveLength(1));
    expect(server.requestsTo('POST', SUBCUSTOMERS)[0].body).toEqual({
      name: 'Dairy Co',
      reference: 'DC-9',
      contacts: [{ name: 'Dirk Melk', email: 'dirk@dairy.example', phoneNumber: null, function: null }],
    });
    await waitFor(() => expect(currentLocation()).toBe('/organizations/7/subcustomers/9'));
    // The created subcustomer is cached: its detail shows at once, while the page asks the server again behind it
    // (answers are never fresh, QUERY_STALE_TIME_MS = 0). That answer never comes here, so only the cache can
    // have drawn the heading.
    expect(await screen.findByRole('heading', { name: 'Subcustomer Dairy Co' })).toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo('GET', `${SUBCUSTOMERS}/9`)).toHaveLength(1));
  });
});

describe('Subcustomer detail (/organizations/:id/subcustomers/:subCustomerId)', () => {
  function renderDetail() {
    renderPage(<CustomersRoutes />, { path: '/organizations/7/subcustomers/3', route: '*' });
  }

  it('shows its shipments with a translated status and a date, each linking to its shipment page', async () => {
    server.on('GET', `${SUBCUSTOMERS}/3`, {
      ...FARM,
      shipments: [{ id: 5, reference: 'SIM-7-001', status: 'delivered', createdAt: '2026-11-23T10:00:00.000Z' }],
    });
    renderDetail();
    const row = (await screen.findByText('SIM-7-001')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Delivered');
    expect(row).toHaveTextContent('23 Nov 2026');
    expect(screen.getByRole('link', { name: 'SIM-7-001' })).toHaveAttribute('href', '/shipments/5');
  });

  it('shows contacts, addresses and "No shipments", and adds a contact person', async () => {
    server.on('POST', `${SUBCUSTOMERS}/3/contacts`, {
      ...FARM,
      contacts: [...FARM.contacts, { id: 32, name: 'Gert Gras', email: null, phoneNumber: '0612345678', function: null }],
    });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Subcustomer Farm Sensors' })).toBeInTheDocument();
    expect(screen.getByText('Fien Boer')).toBeInTheDocument();
    expect(screen.getByText('Dijkweg 8, 8011 AA, Zwolle')).toBeInTheDocument();
    expect(screen.getByText('No shipments')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to subcustomers/ })).toHaveAttribute('href', '/organizations/7/subcustomers');

    await userEvent.click(screen.getByRole('button', { name: 'Add contact person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contact person' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Gert Gras');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '0612345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('POST', `${SUBCUSTOMERS}/3/contacts`)).toHaveLength(1));
    expect(server.requestsTo('POST', `${SUBCUSTOMERS}/3/contacts`)[0].body).toEqual({
      name: 'Gert Gras',
      email: null,
      phoneNumber: '0612345678',
      function: null,
    });
    expect(await screen.findByText('Gert Gras')).toBeInTheDocument();
  });

  it('removes a contact person only after confirming', async () => {
    server.on('DELETE', `${SUBCUSTOMERS}/3/contacts/31`, reply(204));
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove contact person Fien Boer' }));
    const question = await screen.findByText('Are you sure you want to remove contact person Fien Boer?');
    expect(server.requestsTo('DELETE', `${SUBCUSTOMERS}/3/contacts/31`)).toEqual([]);
    server.on('GET', `${SUBCUSTOMERS}/3`, { ...FARM, contacts: [] });
    await userEvent.click(within(confirmPopup(question)).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.requestsTo('DELETE', `${SUBCUSTOMERS}/3/contacts/31`)).toHaveLength(1));
    expect(await screen.findByText('No contact persons')).toBeInTheDocument();
  });

  it('adds an address with the address form without the default checkboxes', async () => {
    server.on('POST', `${SUBCUSTOMERS}/3/addresses`, FARM);
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add address' });
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Street'), 'Veldweg');
    await userEvent.type(within(dialog).getByLabelText('House number'), '2');
    await userEvent.type(within(dialog).getByLabelText('Zip code'), '8012 BB');
    await userEvent.type(within(dialog).getByLabelText('City'), 'Zwolle');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('POST', `${SUBCUSTOMERS}/3/addresses`)).toHaveLength(1));
    expect(server.requestsTo('POST', `${SUBCUSTOMERS}/3/addresses`)[0].body).toEqual({
      streetName: 'Veldweg',
      houseNumber: '2',
      zipCode: '8012 BB',
      city: 'Zwolle',
      country: 'Nederland',
      countryCode: 'NL',
      email: null,
    });
  });

  it('deletes the subcustomer after confirming and returns to the list, which no longer shows it', async () => {
    server.on('DELETE', `${SUBCUSTOMERS}/3`, reply(204));
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete subcustomer' }));
    const question = await screen.findByText('Are you sure you want to delete subcustomer Farm Sensors?');
    server.on('GET', SUBCUSTOMERS, []);
    await userEvent.click(within(confirmPopup(question)).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.requestsTo('DELETE', `${SUBCUSTOMERS}/3`)).toHaveLength(1));
    await waitFor(() => expect(currentLocation()).toBe('/organizations/7/subcustomers'));
    expect(await screen.findByText('No subcustomers')).toBeInTheDocument();
    // The deleted subcustomer's detail is not read again (it would answer 404).
    expect(server.requestsTo('GET', `${SUBCUSTOMERS}/3`)).toHaveLength(1);
  });

  it('is read-only for the account manager', async () => {
    signInAs(['accountManager']);
    renderDetail();
    expect(await screen.findByLabelText('Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete subcustomer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add contact person' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
