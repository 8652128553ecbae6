import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import { Messages, PricingMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { PER_MB, SMS, SUPPLIERS, TERABYTE, pageOf } from './purchasing-price-fixtures';
import { PurchasingPricesPage } from './purchasing-prices-page';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const listRequests = () => server.requestsTo('GET', '/purchasing-prices').map((request) => request.params);

function renderPrices(path = '/purchasingprices') {
  return renderPage(<PurchasingPricesPage />, { path, route: '/purchasingprices' });
}

/** The table row holding the text `ratePlan`. */
const rowOf = async (ratePlan: string) => (await screen.findByText(ratePlan)).closest('tr')!;

/** The errors shown under the form item of the control `control`. */
const errorsOf = (control: HTMLElement) =>
  control.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

/**
 * The open dialog, titled `title`. (Found by role only: in jsdom antd's ids are all "test-id", so the dialog's
 * aria-labelledby points at the first such element, a filter of the page.)
 */
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title, { selector: '.ant-modal-title' })).toBeInTheDocument();
  return dialog;
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

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['superAdmin']);
  server.on('GET', '/suppliers', SUPPLIERS);
  server.on('GET', '/purchasing-prices', pageOf([PER_MB, TERABYTE, SMS]));
});

describe('PurchasingPricesPage (/purchasingprices; issue 16; spec §2, §3 Purchasing price, §5, §8)', () => {
  it('lists provider, rate plan, type, bundle size and zone, and prices exactly in euros, 20 per page', async () => {
    renderPrices();
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchasing prices' })).toBeInTheDocument();
    const perMb = await rowOf('NorthSea IoT Data per MB NL');
    for (const text of ['NorthSea IoT', 'Data', '0', 'Netherlands', '€0.0125'])
      expect(within(perMb).getByText(text)).toBeInTheDocument();
    const terabyte = await rowOf('NorthSea IoT Data 1 TB EU');
    for (const text of ['1,048,576', 'EU/EEA', '€1,234.50'])
      expect(within(terabyte).getByText(text)).toBeInTheDocument();
    const sms = await rowOf('Globe SMS W2');
    for (const text of ['Globe SIM', 'SMS', 'World zone 2', '€0.08'])
      expect(within(sms).getByText(text)).toBeInTheDocument();
    // No bundle, and no margin.
    expect(within(sms).getAllByText('—')).toHaveLength(2);
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it('shows the margin against the sales prices of this month: "12.6%", a negative one in red, else "—"', async () => {
    renderPrices();
    expect(await screen.findByRole('columnheader', { name: /Margin/ })).toBeInTheDocument();
    const perMb = await rowOf('NorthSea IoT Data per MB NL');
    expect(within(perMb).getByText('12.6%')).not.toHaveClass('ant-typography-danger');
    expect(within(perMb).getByText('avg €0.0143 over 3 sales prices')).toBeInTheDocument();
    const terabyte = await rowOf('NorthSea IoT Data 1 TB EU');
    expect(within(terabyte).getByText('-2.9%')).toHaveClass('ant-typography-danger');
    expect(within(terabyte).getByText('avg €1,200.00 over 1 sales price')).toBeInTheDocument();
    const sms = await rowOf('Globe SMS W2');
    expect(within(sms).getByTestId('margin-none')).toHaveTextContent(
      '—No margin: no sales prices of this rate plan apply this month.',
    );
    expect(within(sms).queryByText(/%/)).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Margin/ })).getByText('Margin'));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, sort: 'margin' }));
  });

  // Testing Library reads the no-break space Intl puts after € in Dutch as a space (euro-price.test.ts checks the
  // exact characters).
  it('shows Dutch labels, "€ 0,0125" and the Dutch thousands separator', async () => {
    await setUpI18n('nl');
    renderPrices();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inkoopprijzen' })).toBeInTheDocument();
    for (const name of ['Leverancier', 'Tariefplan', 'Type', 'Bundelgrootte (MB)', 'Zone', 'Prijs', 'Marge'])
      expect(
        screen.getByRole('columnheader', { name: new RegExp(name.replace(/[()]/g, '\\$&')) }),
      ).toBeInTheDocument();
    expect(within(await rowOf('NorthSea IoT Data per MB NL')).getByText('€ 0,0125')).toBeInTheDocument();
    const terabyte = await rowOf('NorthSea IoT Data 1 TB EU');
    for (const text of ['1.048.576', 'EU/EER', '€ 1.234,50'])
      expect(within(terabyte).getByText(text)).toBeInTheDocument();
    expect(within(await rowOf('Globe SMS W2')).getByText('Wereldzone 2')).toBeInTheDocument();
    expect(within(terabyte).getByText('-2,9%')).toHaveClass('ant-typography-danger');
    expect(within(terabyte).getByText('gem. € 1.200,00 over 1 verkoopprijs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inkoopprijs toevoegen' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Zoeken op tariefplan' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Leverancier' })).toBeInTheDocument();
  });

  it('filters by provider, type and zone, searches the rate plan and sorts, always from page 1 and in the URL', async () => {
    renderPrices('/purchasingprices?page=2');
    await rowOf('Globe SMS W2');
    await pick(document.body, 'Type', 'Data');
    await waitFor(() => expect(currentLocation()).toBe('/purchasingprices?type=data'));
    await pick(document.body, 'Provider', 'NorthSea IoT');
    await pick(document.body, 'Zone', 'EU/EEA');
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({
        page: 1,
        pageSize: 20,
        supplierId: '3',
        type: 'data',
        zone: 'eu',
      }),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search rate plan' }), '1 TB{Enter}');
    await waitFor(() => expect(listRequests().at(-1)).toMatchObject({ search: '1 TB' }));
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Price/ })).getByText('Price'));
    await waitFor(() =>
      expect(listRequests().at(-1)).toMatchObject({ page: 1, sort: 'price', search: '1 TB' }),
    );
  });

  it('says "No purchasing prices yet." when there are none, and that none match when filtered', async () => {
    server.on('GET', '/purchasing-prices', pageOf([]));
    const { unmount } = renderPrices();
    expect(await screen.findByText('No purchasing prices yet.')).toBeInTheDocument();
    unmount();
    renderPrices('/purchasingprices?zone=world3');
    expect(await screen.findByText('No purchasing prices match these filters.')).toBeInTheDocument();
  });

  it('shows the loading state while the list loads', async () => {
    server.on('GET', '/purchasing-prices', () => new Promise(() => undefined));
    renderPrices();
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.queryByText('No purchasing prices yet.')).not.toBeInTheDocument();
  });

  it('adds nothing while fields are missing: "This field is required." under each, no call', async () => {
    renderPrices();
    await userEvent.click(await screen.findByRole('button', { name: 'Add purchasing price' }));
    const dialog = await dialogTitled('Add purchasing price');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(errorsOf(within(dialog).getByLabelText('Rate plan'))).toBe('This field is required.'),
    );
    for (const label of ['Provider', 'Type', 'Zone', 'Price'])
      expect([label, errorsOf(within(dialog).getByLabelText(label))]).toEqual([
        label,
        'This field is required.',
      ]);
    expect(await screen.findByText(Messages.formIncomplete)).toBeInTheDocument();
    expect(server.requestsTo('POST', '/purchasing-prices')).toEqual([]);
  });

  it('adds a price typed the Dutch way: "1,2,3" is refused, "12,50" is sent as "12.50"', async () => {
    await setUpI18n('nl');
    server.on('POST', '/purchasing-prices', ({ body }: FakeRequest) =>
      reply(201, { ...PER_MB, ...(body as object), id: 21, supplierName: 'Globe SIM' }),
    );
    renderPrices();
    await userEvent.click(await screen.findByRole('button', { name: 'Inkoopprijs toevoegen' }));
    const dialog = await dialogTitled('Inkoopprijs toevoegen');
    await pick(dialog, 'Leverancier', 'Globe SIM');
    await fill(dialog, 'Tariefplan', ' Globe Data 500 MB ');
    await pick(dialog, 'Type', 'Data');
    await pick(dialog, 'Zone', 'Wereldzone 1');
    await fill(dialog, 'Bundelgrootte (MB)', '500');
    await fill(dialog, 'Prijs', '1,2,3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() =>
      expect(errorsOf(within(dialog).getByLabelText('Prijs'))).toBe(
        "Vul een bedrag in euro's in met hoogstens 4 decimalen, bijvoorbeeld 12,50.",
      ),
    );
    expect(server.requestsTo('POST', '/purchasing-prices')).toEqual([]);
    await fill(dialog, 'Prijs', '12,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(server.requestsTo('POST', '/purchasing-prices')).toHaveLength(1));
    expect(server.requestsTo('POST', '/purchasing-prices')[0]!.body).toEqual({
      supplierId: 5,
      ratePlan: 'Globe Data 500 MB',
      type: 'data',
      bundleSizeMb: 500,
      zone: 'world1',
      price: '12.50',
    });
    expect(await screen.findByText('Inkoopprijs toegevoegd.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is asked again after the write.
    await waitFor(() => expect(listRequests()).toHaveLength(2));
  });

  it('sends bundle size 0 for SMS without asking for it', async () => {
    server.on('POST', '/purchasing-prices', reply(201, SMS));
    renderPrices();
    await userEvent.click(await screen.findByRole('button', { name: 'Add purchasing price' }));
    const dialog = await dialogTitled('Add purchasing price');
    await pick(dialog, 'Provider', 'Globe SIM');
    await fill(dialog, 'Rate plan', 'Globe SMS W3');
    await pick(dialog, 'Type', 'SMS');
    await pick(dialog, 'Zone', 'World zone 3');
    expect(within(dialog).queryByLabelText('Bundle size (MB)')).not.toBeInTheDocument();
    await fill(dialog, 'Price', '0.08');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(server.requestsTo('POST', '/purchasing-prices')).toHaveLength(1));
    expect(server.requestsTo('POST', '/purchasing-prices')[0]!.body).toMatchObject({
      type: 'sms',
      bundleSizeMb: 0,
      price: '0.08',
    });
  });

  it("shows the server's rate plan clash under Rate plan (in Dutch too) and keeps the dialog open", async () => {
    await setUpI18n('nl');
    server.on(
      'POST',
      '/purchasing-prices',
      reply(400, {
        errorMessage: Messages.formIncomplete,
        errors: [
          { field: 'ratePlan', message: `${PricingMessages.ratePlanTaken} (NorthSea IoT Data per MB NL)` },
        ],
      }),
    );
    renderPrices();
    await userEvent.click(await screen.findByRole('button', { name: 'Inkoopprijs toevoegen' }));
    const dialog = await dialogTitled('Inkoopprijs toevoegen');
    await pick(dialog, 'Leverancier', 'NorthSea IoT');
    await fill(dialog, 'Tariefplan', 'Another name');
    await pick(dialog, 'Type', 'Data');
    await pick(dialog, 'Zone', 'Nederland');
    await fill(dialog, 'Bundelgrootte (MB)', '0');
    await fill(dialog, 'Prijs', '0,0125');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() =>
      expect(errorsOf(within(dialog).getByLabelText('Tariefplan'))).toBe(
        'Er bestaat al een tariefplan met deze leverancier, dit type, deze bundelgrootte en deze zone. (NorthSea IoT Data per MB NL)',
      ),
    );
    expect(server.requestsTo('POST', '/purchasing-prices')[0]!.body).toMatchObject({
      price: '0.0125',
      bundleSizeMb: 0,
    });
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(await screen.findByText('Helaas zijn niet alle velden correct ingevuld.')).toBeInTheDocument();
  });

  it('edits a price with the form prefilled, and says "Changes saved"', async () => {
    server.on('PUT', '/purchasing-prices/12', ({ body }: FakeRequest) => ({
      ...TERABYTE,
      ...(body as object),
    }));
    renderPrices();
    const row = await rowOf('NorthSea IoT Data 1 TB EU');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Edit NorthSea IoT Data 1 TB EU (NorthSea IoT)' }),
    );
    const dialog = await dialogTitled('Edit purchasing price NorthSea IoT Data 1 TB EU');
    expect(within(dialog).getByLabelText('Rate plan')).toHaveValue('NorthSea IoT Data 1 TB EU');
    expect(within(dialog).getByLabelText('Bundle size (MB)')).toHaveValue('1048576');
    expect(within(dialog).getByLabelText('Price')).toHaveValue('1234.50');
    expect(within(dialog).getByTitle('NorthSea IoT')).toBeInTheDocument();
    expect(within(dialog).getByTitle('Data')).toBeInTheDocument();
    expect(within(dialog).getByTitle('EU/EEA')).toBeInTheDocument();
    await fill(dialog, 'Price', '1234.5678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/purchasing-prices/12')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/purchasing-prices/12')[0]!.body).toEqual({
      supplierId: 3,
      ratePlan: 'NorthSea IoT Data 1 TB EU',
      type: 'data',
      bundleSizeMb: 1_048_576,
      zone: 'eu',
      price: '1234.5678',
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });

  it('prefills the Dutch price field with a decimal comma', async () => {
    await setUpI18n('nl');
    renderPrices();
    const row = await rowOf('NorthSea IoT Data per MB NL');
    await userEvent.click(
      within(row).getByRole('button', { name: 'NorthSea IoT Data per MB NL (NorthSea IoT) bewerken' }),
    );
    const dialog = await dialogTitled('Inkoopprijs NorthSea IoT Data per MB NL bewerken');
    expect(within(dialog).getByLabelText('Prijs')).toHaveValue('0,0125');
    expect(within(dialog).getByLabelText('Bundelgrootte (MB)')).toHaveValue('0');
  });

  it('asks "Are you sure you want to delete this purchasing price?" and deletes only after "Yes"', async () => {
    server.on('DELETE', '/purchasing-prices/13', reply(204));
    renderPrices();
    const row = await rowOf('Globe SMS W2');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Globe SMS W2 (Globe SIM)' }));
    const question = await screen.findByText('Are you sure you want to delete this purchasing price?');
    const popup = question.closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(popup).getByRole('button', { name: 'No' }));
    expect(server.requestsTo('DELETE', '/purchasing-prices/13')).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'Delete Globe SMS W2 (Globe SIM)' }));
    const again = await screen.findByText('Are you sure you want to delete this purchasing price?');
    expect(server.requestsTo('DELETE', '/purchasing-prices/13')).toEqual([]);
    server.on('GET', '/purchasing-prices', pageOf([PER_MB, TERABYTE]));
    await userEvent.click(
      within(again.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(server.requestsTo('DELETE', '/purchasing-prices/13')).toHaveLength(1));
    expect(await screen.findByText('Purchasing price deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Globe SMS W2')).not.toBeInTheDocument());
  });

  it('asks in Dutch before deleting', async () => {
    await setUpI18n('nl');
    renderPrices();
    const row = await rowOf('Globe SMS W2');
    await userEvent.click(within(row).getByRole('button', { name: 'Globe SMS W2 (Globe SIM) verwijderen' }));
    expect(
      await screen.findByText('Weet u zeker dat u deze inkoopprijs verwijderen wilt?'),
    ).toBeInTheDocument();
  });

  it.each([['management'], ['support'], ['accountManager']] as const)(
    'sends %s to / without asking the server (spec §2: super admin only)',
    async (role) => {
      signInAs([role]);
      renderPrices();
      await waitFor(() => expect(currentLocation()).toBe('/'));
      expect(listRequests()).toEqual([]);
    },
  );
});
