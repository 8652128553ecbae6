import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import { Messages, PriceTierMessages } from '@portal/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { SMALL_ORDERS, VOLUME_DISCOUNT, VOLUME_PRICES } from './price-tier-fixtures';
import { PriceTiersPage } from './price-tiers-page';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const listRequests = () => server.requestsTo('GET', '/price-tiers');

function renderTiers() {
  return renderPage(<PriceTiersPage />, { path: '/pricetiers', route: '/pricetiers' });
}

/** The table row holding the text `name` (the calculator's tier set picker shows a name too). */
async function rowOf(name: string) {
  return waitFor(() => {
    const row = screen
      .getAllByText(name)
      .map((element) => element.closest('tr'))
      .find((candidate) => candidate !== null);
    if (!row) throw new Error(`no row with ${name}`);
    return row;
  });
}

/** The errors shown under the form item of the control `control`. */
const errorsOf = (control: HTMLElement) =>
  control.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

/** The open dialog, titled `title` (found by role only: in jsdom antd's ids are all "test-id"). */
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title, { selector: '.ant-modal-title' })).toBeInTheDocument();
  return dialog;
}

/** The fields of tier `number` (1-based) of the dialog: a group named "Tier 2" / "Trede 2". */
const tier = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('group', { name }));

/** Enters `text` into `field` at once (as pasted: typing letter by letter is slow in jsdom). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) {
    await userEvent.click(field);
    await userEvent.paste(text);
  }
}

/** Opens the select named `label` and picks `option`. */
async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1)!);
}

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['superAdmin']);
  server.on('GET', '/price-tiers', [VOLUME_PRICES, VOLUME_DISCOUNT]);
});

describe('PriceTiersPage (/pricetiers; issue 16 "Price tiers"; spec §2, §5, §8)', () => {
  it('lists each tier set with its kind, its tiers in one line (exact euros and percentages) and its indexations', async () => {
    renderTiers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Price tiers' })).toBeInTheDocument();
    const prices = await rowOf('Volume SIM data');
    for (const text of [
      'Per SIM card per month',
      'Price',
      '3 tiers',
      '1–99: €2.50 · 100–999: €2.25 · 1,000+: €1.95',
      'Not used',
    ])
      expect(within(prices).getByText(text)).toBeInTheDocument();
    const discount = await rowOf('Volume discount');
    for (const text of [
      'Percentage',
      '3 tiers',
      '1–49: 100% · 50–499: 95% · 500+: 90%',
      'Used by 2 indexations',
    ])
      expect(within(discount).getByText(text)).toBeInTheDocument();
    expect(listRequests()).toHaveLength(1);
  });

  // Testing Library reads the no-break space Intl puts after € in Dutch as a space.
  it('shows Dutch labels, "€ 2,50" and the Dutch thousands separator', async () => {
    await setUpI18n('nl');
    renderTiers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Staffelprijzen' })).toBeInTheDocument();
    for (const name of ['Naam', 'Soort', 'Treden', 'Indexaties', 'Acties'])
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    const prices = await rowOf('Volume SIM data');
    for (const text of [
      'Prijs',
      '3 treden',
      '1–99: € 2,50 · 100–999: € 2,25 · 1.000+: € 1,95',
      'Niet gebruikt',
    ])
      expect(within(prices).getByText(text)).toBeInTheDocument();
    const discount = await rowOf('Volume discount');
    for (const text of [
      'Percentage',
      '3 treden',
      '1–49: 100% · 50–499: 95% · 500+: 90%',
      'Gebruikt door 2 indexaties',
    ])
      expect(within(discount).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prijsstaffel toevoegen' })).toBeInTheDocument();
  });

  it('says "No tier sets yet." when there are none, without a calculator', async () => {
    server.on('GET', '/price-tiers', []);
    renderTiers();
    expect(await screen.findByText('No tier sets yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Calculator' })).not.toBeInTheDocument();
  });

  it('shows the loading state while the list loads', async () => {
    server.on('GET', '/price-tiers', () => new Promise(() => undefined));
    renderTiers();
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.queryByText('No tier sets yet.')).not.toBeInTheDocument();
  });

  it('shows a failed load with "Try again"', async () => {
    server.on('GET', '/price-tiers', reply(500, { message: 'Database unavailable' }));
    renderTiers();
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    server.on('GET', '/price-tiers', [VOLUME_PRICES]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Volume SIM data')).toBeInTheDocument();
  });

  it('shows "Starts right after the previous tier ends (100)." under tier 2\'s from quantity and sends nothing', async () => {
    renderTiers();
    await userEvent.click(await screen.findByRole('button', { name: 'Add tier set' }));
    const dialog = await dialogTitled('Add tier set');
    await fill(within(dialog).getByLabelText('Name'), 'Gap');
    expect(tier(dialog, 'Tier 1').getByLabelText('From quantity')).toHaveValue('1');
    await fill(tier(dialog, 'Tier 1').getByLabelText('To quantity'), '99');
    await fill(tier(dialog, 'Tier 1').getByLabelText('Price'), '2.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    // The new tier starts where the previous one ends.
    expect(tier(dialog, 'Tier 2').getByLabelText('From quantity')).toHaveValue('100');
    await fill(tier(dialog, 'Tier 2').getByLabelText('From quantity'), '150');
    await fill(tier(dialog, 'Tier 2').getByLabelText('Price'), '2.25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(errorsOf(tier(dialog, 'Tier 2').getByLabelText('From quantity'))).toBe(
        'Starts right after the previous tier ends (100).',
      ),
    );
    expect(errorsOf(tier(dialog, 'Tier 1').getByLabelText('To quantity'))).toBe('');
    expect(await screen.findByText(Messages.formIncomplete)).toBeInTheDocument();
    expect(server.requestsTo('POST', '/price-tiers')).toEqual([]);
    // Fixing the previous tier's end clears it (tiers are checked again when another tier changes).
    await fill(tier(dialog, 'Tier 1').getByLabelText('To quantity'), '149');
    await waitFor(() => expect(errorsOf(tier(dialog, 'Tier 2').getByLabelText('From quantity'))).toBe(''));
  });

  it('shows the other order problems under their fields: first from, to before from, an open tier not last', async () => {
    renderTiers();
    await userEvent.click(await screen.findByRole('button', { name: 'Add tier set' }));
    const dialog = await dialogTitled('Add tier set');
    await fill(within(dialog).getByLabelText('Name'), 'Broken');
    await fill(tier(dialog, 'Tier 1').getByLabelText('From quantity'), '2');
    await fill(tier(dialog, 'Tier 1').getByLabelText('Price'), '2.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tier' }));
    await fill(tier(dialog, 'Tier 2').getByLabelText('From quantity'), '10');
    await fill(tier(dialog, 'Tier 2').getByLabelText('To quantity'), '5');
    await fill(tier(dialog, 'Tier 2').getByLabelText('Price'), '2,25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    // Each tier field is checked again when another one changes: wait until every check has settled.
    await waitFor(() =>
      expect({
        tier1From: errorsOf(tier(dialog, 'Tier 1').getByLabelText('From quantity')),
        tier1To: errorsOf(tier(dialog, 'Tier 1').getByLabelText('To quantity')),
        tier2To: errorsOf(tier(dialog, 'Tier 2').getByLabelText('To quantity')),
        tier2Price: errorsOf(tier(dialog, 'Tier 2').getByLabelText('Price')),
      }).toEqual({
        tier1From: PriceTierMessages.firstFrom,
        tier1To: PriceTierMessages.openNotLast,
        tier2To: PriceTierMessages.toBeforeFrom,
        tier2Price: 'Enter an amount in euros with at most 4 decimals, e.g. 12.50.',
      }),
    );
    expect(server.requestsTo('POST', '/price-tiers')).toEqual([]);
  });

  it('adds a tier set typed the Dutch way: "2,50" goes on the wire as "2.50", an empty last to as open (null)', async () => {
    await setUpI18n('nl');
    server.on('POST', '/price-tiers', ({ body }: FakeRequest) =>
      reply(201, { ...VOLUME_PRICES, ...(body as object), id: 21 }),
    );
    renderTiers();
    await userEvent.click(await screen.findByRole('button', { name: 'Prijsstaffel toevoegen' }));
    const dialog = await dialogTitled('Prijsstaffel toevoegen');
    await fill(within(dialog).getByLabelText('Naam'), ' Volume 2027 ');
    await fill(within(dialog).getByLabelText('Omschrijving'), 'Per simkaart');
    expect(within(dialog).getByRole('radio', { name: 'Prijs per stuk (€)' })).toBeChecked();
    await fill(tier(dialog, 'Trede 1').getByLabelText('Tot en met aantal'), '99');
    await fill(tier(dialog, 'Trede 1').getByLabelText('Prijs'), '2,50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trede toevoegen' }));
    await fill(tier(dialog, 'Trede 2').getByLabelText('Tot en met aantal'), '999');
    await fill(tier(dialog, 'Trede 2').getByLabelText('Prijs'), '2,25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trede toevoegen' }));
    expect(tier(dialog, 'Trede 3').getByLabelText('Vanaf aantal')).toHaveValue('1000');
    await fill(tier(dialog, 'Trede 3').getByLabelText('Prijs'), '€ 1,9500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(server.requestsTo('POST', '/price-tiers')).toHaveLength(1));
    expect(server.requestsTo('POST', '/price-tiers')[0]!.body).toEqual({
      name: 'Volume 2027',
      description: 'Per simkaart',
      kind: 'price',
      tiers: [
        { fromQuantity: 1, toQuantity: 99, value: '2.50' },
        { fromQuantity: 100, toQuantity: 999, value: '2.25' },
        { fromQuantity: 1000, toQuantity: null, value: '1.9500' },
      ],
    });
    expect(await screen.findByText('Prijsstaffel toegevoegd.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(listRequests()).toHaveLength(2));
  });

  it('adds a percentage set: "%" after the value, "95,5" sent as "95.5", above 1000 refused', async () => {
    await setUpI18n('nl');
    server.on('POST', '/price-tiers', reply(201, VOLUME_DISCOUNT));
    renderTiers();
    await userEvent.click(await screen.findByRole('button', { name: 'Prijsstaffel toevoegen' }));
    const dialog = await dialogTitled('Prijsstaffel toevoegen');
    await fill(within(dialog).getByLabelText('Naam'), 'Korting');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Percentage van de basisprijs (%)' }));
    const value = tier(dialog, 'Trede 1').getByLabelText('Percentage');
    expect(value.closest('.ant-input-affix-wrapper')).toHaveTextContent('%');
    await fill(value, '1000,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() =>
      expect(errorsOf(tier(dialog, 'Trede 1').getByLabelText('Percentage'))).toBe(
        'Vul een percentage in met hoogstens 2 decimalen, van 0 tot en met 1000.',
      ),
    );
    expect(server.requestsTo('POST', '/price-tiers')).toEqual([]);
    await fill(tier(dialog, 'Trede 1').getByLabelText('Percentage'), '95,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(server.requestsTo('POST', '/price-tiers')).toHaveLength(1));
    expect(server.requestsTo('POST', '/price-tiers')[0]!.body).toEqual({
      name: 'Korting',
      description: '',
      kind: 'percentage',
      tiers: [{ fromQuantity: 1, toQuantity: null, value: '95.5' }],
    });
  });

  it("adds and removes tiers by keyboard: the focus goes to the new tier's to quantity; Enter on Add saves", async () => {
    server.on('POST', '/price-tiers', reply(201, VOLUME_PRICES));
    renderTiers();
    const add = await screen.findByRole('button', { name: 'Add tier set' });
    act(() => add.focus());
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogTitled('Add tier set');
    await fill(within(dialog).getByLabelText('Name'), 'Keyboard');
    await fill(tier(dialog, 'Tier 1').getByLabelText('To quantity'), '9');
    await fill(tier(dialog, 'Tier 1').getByLabelText('Price'), '1');
    act(() => within(dialog).getByRole('button', { name: 'Add tier' }).focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(tier(dialog, 'Tier 2').getByLabelText('To quantity')).toHaveFocus());
    await userEvent.keyboard('19');
    await userEvent.tab();
    await userEvent.keyboard('0.5');
    act(() => within(dialog).getByRole('button', { name: 'Add tier' }).focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(tier(dialog, 'Tier 3').getByLabelText('To quantity')).toHaveFocus());
    // A lone tier cannot be removed; tier 3 can.
    act(() => within(dialog).getByRole('button', { name: 'Remove tier 3' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).queryByRole('group', { name: 'Tier 3' })).not.toBeInTheDocument();
    await waitFor(() => expect(tier(dialog, 'Tier 2').getByLabelText('To quantity')).toHaveFocus());
    act(() => within(dialog).getByRole('button', { name: 'Add' }).focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(server.requestsTo('POST', '/price-tiers')).toHaveLength(1));
    expect(server.requestsTo('POST', '/price-tiers')[0]!.body).toMatchObject({
      tiers: [
        { fromQuantity: 1, toQuantity: 9, value: '1' },
        { fromQuantity: 10, toQuantity: 19, value: '0.5' },
      ],
    });
  });

  it('edits a tier set with the form prefilled, and says "Changes saved"', async () => {
    server.on('PUT', '/price-tiers/4', ({ body }: FakeRequest) => ({
      ...VOLUME_PRICES,
      ...(body as object),
    }));
    renderTiers();
    const row = await rowOf('Volume SIM data');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit Volume SIM data' }));
    const dialog = await dialogTitled('Edit tier set Volume SIM data');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Volume SIM data');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Per SIM card per month');
    expect(within(dialog).getByRole('radio', { name: 'Price per unit (€)' })).toBeChecked();
    expect(tier(dialog, 'Tier 2').getByLabelText('From quantity')).toHaveValue('100');
    expect(tier(dialog, 'Tier 2').getByLabelText('To quantity')).toHaveValue('999');
    expect(tier(dialog, 'Tier 2').getByLabelText('Price')).toHaveValue('2.25');
    expect(tier(dialog, 'Tier 3').getByLabelText('To quantity')).toHaveValue('');
    await fill(tier(dialog, 'Tier 3').getByLabelText('Price'), '1.8999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requestsTo('PUT', '/price-tiers/4')).toHaveLength(1));
    expect(server.requestsTo('PUT', '/price-tiers/4')[0]!.body).toEqual({
      name: 'Volume SIM data',
      description: 'Per SIM card per month',
      kind: 'price',
      tiers: [
        { fromQuantity: 1, toQuantity: 99, value: '2.50' },
        { fromQuantity: 100, toQuantity: 999, value: '2.25' },
        { fromQuantity: 1000, toQuantity: null, value: '1.8999' },
      ],
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });

  it('prefills a Dutch percentage set with decimal commas', async () => {
    await setUpI18n('nl');
    server.on('GET', '/price-tiers', [
      { ...VOLUME_DISCOUNT, tiers: [{ fromQuantity: 1, toQuantity: null, value: '102.50' }] },
    ]);
    renderTiers();
    const row = await rowOf('Volume discount');
    await userEvent.click(within(row).getByRole('button', { name: 'Volume discount bewerken' }));
    const dialog = await dialogTitled('Prijsstaffel Volume discount bewerken');
    expect(within(dialog).getByRole('radio', { name: 'Percentage van de basisprijs (%)' })).toBeChecked();
    expect(tier(dialog, 'Trede 1').getByLabelText('Percentage')).toHaveValue('102,5');
  });

  it("shows the server's field errors under Name and under the tier's field, in Dutch, and keeps the dialog open", async () => {
    await setUpI18n('nl');
    server.on(
      'PUT',
      '/price-tiers/4',
      reply(400, {
        errorMessage: Messages.formIncomplete,
        errors: [
          { field: 'name', message: PriceTierMessages.nameTaken },
          { field: 'tiers.1.fromQuantity', message: 'Starts right after the previous tier ends (1000).' },
        ],
      }),
    );
    renderTiers();
    const row = await rowOf('Volume SIM data');
    await userEvent.click(within(row).getByRole('button', { name: 'Volume SIM data bewerken' }));
    const dialog = await dialogTitled('Prijsstaffel Volume SIM data bewerken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(errorsOf(within(dialog).getByLabelText('Naam'))).toBe(
        'Er bestaat al een prijsstaffel met deze naam.',
      ),
    );
    expect(errorsOf(tier(dialog, 'Trede 2').getByLabelText('Vanaf aantal'))).toBe(
      'Begint direct na het einde van de vorige trede (1.000).',
    );
    expect(await screen.findByText('Helaas zijn niet alle velden correct ingevuld.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('shows a server error on the tier list itself under the list', async () => {
    server.on(
      'PUT',
      '/price-tiers/4',
      reply(400, {
        errorMessage: Messages.formIncomplete,
        errors: [{ field: 'tiers', message: PriceTierMessages.tooManyTiers }],
      }),
    );
    renderTiers();
    const row = await rowOf('Volume SIM data');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit Volume SIM data' }));
    const dialog = await dialogTitled('Edit tier set Volume SIM data');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 50 tiers.')).toBeInTheDocument();
  });

  it('asks "Are you sure you want to delete this tier set?" and deletes only after "Yes"', async () => {
    server.on('DELETE', '/price-tiers/4', reply(204));
    renderTiers();
    const row = await rowOf('Volume SIM data');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Volume SIM data' }));
    const question = await screen.findByText('Are you sure you want to delete this tier set?');
    await userEvent.click(
      within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'No' }),
    );
    expect(server.requestsTo('DELETE', '/price-tiers/4')).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'Delete Volume SIM data' }));
    const again = await screen.findByText('Are you sure you want to delete this tier set?');
    server.on('GET', '/price-tiers', [VOLUME_DISCOUNT]);
    await userEvent.click(
      within(again.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(server.requestsTo('DELETE', '/price-tiers/4')).toHaveLength(1));
    expect(await screen.findByText('Tier set deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Volume SIM data')).not.toBeInTheDocument());
  });

  it("shows the server's refusal (409) in its words, in Dutch too", async () => {
    await setUpI18n('nl');
    server.on('DELETE', '/price-tiers/4', reply(409, { errorMessage: PriceTierMessages.inUse, errors: [] }));
    renderTiers();
    const row = await rowOf('Volume SIM data');
    await userEvent.click(within(row).getByRole('button', { name: 'Volume SIM data verwijderen' }));
    const question = await screen.findByText('Weet u zeker dat u deze prijsstaffel verwijderen wilt?');
    await userEvent.click(
      within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Ja' }),
    );
    expect(
      await screen.findByText(
        'Deze prijsstaffel wordt door een indexatie gebruikt en kan niet worden verwijderd.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Er is iets misgegaan/)).not.toBeInTheDocument();
    expect(await rowOf('Volume SIM data')).toBeInTheDocument();
  });

  it('disables Delete of a set an indexation uses, saying why', async () => {
    renderTiers();
    const row = await rowOf('Volume discount');
    const remove = within(row).getByRole('button', { name: 'Delete Volume discount' });
    expect(remove).toBeDisabled();
    await userEvent.hover(remove.closest('span[style]')!);
    expect(await screen.findByText('Used by an indexation: it cannot be deleted.')).toBeInTheDocument();
  });

  it('calculates in Dutch: 150 in the sample set → tier 2, € 2,25 per unit, total € 337,50', async () => {
    await setUpI18n('nl');
    renderTiers();
    expect(await screen.findByRole('heading', { level: 2, name: 'Rekenhulp' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Prijsstaffel' })).toBeInTheDocument();
    expect(screen.getByTitle('Volume SIM data')).toBeInTheDocument();
    expect(screen.getByText('Vul een aantal in om de prijs te zien.')).toBeInTheDocument();
    await fill(screen.getByLabelText('Aantal'), '150');
    const result = await screen.findByText('2 (100–999): € 2,25');
    const status = result.closest('[role="status"]') as HTMLElement;
    expect(within(status).getByText('Prijs per stuk').closest('tr')).toHaveTextContent('€ 2,25');
    expect(within(status).getByText('Totaal voor 150').closest('tr')).toHaveTextContent('€ 337,50');
    await fill(screen.getByLabelText('Aantal'), '1.500');
    expect(await within(status).findByText('3 (1.000+): € 1,95')).toBeInTheDocument();
    expect(within(status).getByText('Totaal voor 1.500').closest('tr')).toHaveTextContent('€ 2.925,00');
    await fill(screen.getByLabelText('Aantal'), '0');
    expect(await screen.findByText('Vul een heel getal in vanaf 1.')).toBeInTheDocument();
  });

  it('calculates a percentage set from the base price, exactly: 60 × 95% of €2.50 = €2.375, total €142.50', async () => {
    renderTiers();
    await screen.findByRole('heading', { level: 2, name: 'Calculator' });
    await pick('Tier set', 'Volume discount');
    await fill(screen.getByLabelText('Quantity'), '60');
    expect(await screen.findByText('Enter the base price the percentage applies to.')).toBeInTheDocument();
    await fill(screen.getByLabelText('Base price'), '2.50');
    const result = await screen.findByText('2 (50–499): 95%');
    const status = result.closest('[role="status"]') as HTMLElement;
    expect(within(status).getByText('Unit price').closest('tr')).toHaveTextContent('€2.375');
    expect(within(status).getByText('Total for 60').closest('tr')).toHaveTextContent('€142.50');
  });

  it('says so when no tier applies to the quantity', async () => {
    server.on('GET', '/price-tiers', [SMALL_ORDERS]);
    renderTiers();
    await fill(await screen.findByLabelText('Quantity'), '11');
    expect(await screen.findByText('No tier of this set applies to a quantity of 11.')).toBeInTheDocument();
  });

  it.each([['management'], ['support'], ['accountManager']] as const)(
    'sends %s to / without asking the server (spec §2: super admin only)',
    async (role) => {
      signInAs([role]);
      renderTiers();
      await waitFor(() => expect(currentLocation()).toBe('/'));
      expect(listRequests()).toEqual([]);
    },
  );
});
