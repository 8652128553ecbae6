import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import { NANO, OLD_CHIP, SUPPLIERS, TRIPLE_CUT } from './webshop-fixtures';
import { WebshopProductsPage } from './webshop-products-page';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const productPosts = () => server.requestsTo('POST', '/webshop/products');
const productListRequests = () => server.requestsTo('GET', '/webshop/products');

function renderCatalogue() {
  return renderPage(<WebshopProductsPage />, { path: '/webshop/products', route: '/webshop/products' });
}

/** The table row of the product whose plan is `plan`. */
const rowOf = async (plan: string) => (await screen.findByText(plan)).closest('tr')!;

/** Opens the select named `label` inside `dialog` and picks the option `option`. */
async function pick(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1)!);
}

/** The errors shown under the form item of the control `control`. */
const errorsOf = (control: HTMLElement) =>
  control.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['management']);
  server.on('GET', '/webshop/products', [NANO, OLD_CHIP, TRIPLE_CUT]);
  server.on('GET', '/suppliers', SUPPLIERS);
});

describe('WebshopProductsPage (/webshop/products; issue 15)', () => {
  it('lists every product, inactive ones too, with supplier, form factor, plan and whether it is active', async () => {
    renderCatalogue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Webshop catalogue' })).toBeInTheDocument();
    const nano = await rowOf('IoT Europe 1 GB');
    for (const text of ['NorthSea IoT', 'Nano SIM (4FF)', 'Active'])
      expect(within(nano).getByText(text)).toBeInTheDocument();
    const chip = await rowOf('Legacy 100 MB');
    for (const text of ['NorthSea IoT', 'MFF2 chip (soldered)', 'Inactive'])
      expect(within(chip).getByText(text)).toBeInTheDocument();
    expect(within(await rowOf('World 500 MB')).getByText('Triple-cut SIM (2FF/3FF/4FF)')).toBeInTheDocument();
    expect(productListRequests().map((request) => request.params)).toEqual([{ all: 'true' }]);
    expect(screen.getByRole('link', { name: 'Webshop / Order' })).toHaveAttribute('href', '/webshop');
  });

  it('adds a product with exactly supplier, form factor, plan and active, then says "Changes saved"', async () => {
    server.on('POST', '/webshop/products', reply(201, { ...NANO, id: 9, plan: 'IoT Europe 5 GB' }));
    renderCatalogue();
    await rowOf('IoT Europe 1 GB');
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    await pick(dialog, 'Supplier', 'NorthSea IoT');
    await pick(dialog, 'Form factor', 'Nano SIM (4FF)');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Plan' }), ' IoT Europe 5 GB ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(productPosts()).toHaveLength(1));
    expect(productPosts()[0].body).toEqual({
      supplierId: 3,
      formFactor: 'nano',
      plan: 'IoT Europe 5 GB',
      active: true,
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(productListRequests()).toHaveLength(2));
  });

  it('refuses an incomplete product without calling the server', async () => {
    renderCatalogue();
    await rowOf('IoT Europe 1 GB');
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sorry, not all fields are filled in correctly.')).toBeInTheDocument();
    await waitFor(() =>
      expect(errorsOf(within(dialog).getByRole('textbox', { name: 'Plan' }))).toBe('This field is required.'),
    );
    expect(productPosts()).toEqual([]);
  });

  it('edits a product: makes it inactive with PUT, the server’s field errors under their fields', async () => {
    server.on(
      'PUT',
      '/webshop/products/1',
      reply(400, {
        errorMessage: 'Sorry, not all fields are filled in correctly.',
        errors: [{ field: 'plan', message: 'This plan exists already for this supplier.' }],
      }),
    );
    renderCatalogue();
    const nano = await rowOf('IoT Europe 1 GB');
    await userEvent.click(
      within(nano).getByRole('button', { name: 'Edit NorthSea IoT · Nano SIM (4FF) · IoT Europe 1 GB' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit product')).toBeInTheDocument();
    const plan = within(dialog).getByRole('textbox', { name: 'Plan' });
    expect(plan).toHaveValue('IoT Europe 1 GB');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.requestsTo('PUT', '/webshop/products/1')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/webshop/products/1')[0].body).toEqual({
      supplierId: 3,
      formFactor: 'nano',
      plan: 'IoT Europe 1 GB',
      active: false,
    });
    await waitFor(() => expect(errorsOf(plan)).toBe('This plan exists already for this supplier.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lets the account manager read the catalogue without "Add product" or "Edit"', async () => {
    signInAs(['accountManager']);
    renderCatalogue();
    await rowOf('IoT Europe 1 GB');
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('says so when the catalogue is empty, and shows a failed load with "Try again"', async () => {
    server.on('GET', '/webshop/products', []);
    const { unmount } = renderCatalogue();
    expect(await screen.findByText('No products in the catalogue yet.')).toBeInTheDocument();
    unmount();

    server.on('GET', '/webshop/products', reply(500, { message: 'The catalogue is unavailable.' }));
    renderCatalogue();
    expect(await screen.findByText('The catalogue is unavailable.')).toBeInTheDocument();
    server.on('GET', '/webshop/products', [NANO]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('IoT Europe 1 GB')).toBeInTheDocument();
  });

  it('shows the catalogue in Dutch', async () => {
    await setUpI18n('nl');
    renderCatalogue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Webshopcatalogus' })).toBeInTheDocument();
    const chip = await rowOf('Legacy 100 MB');
    expect(within(chip).getByText('MFF2-chip (gesoldeerd)')).toBeInTheDocument();
    expect(within(chip).getByText('Inactief')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Product toevoegen' })).toBeInTheDocument();
  });
});
