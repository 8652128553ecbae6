import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { IndexationMessages } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import {
  INDEXATION_2026,
  INDEXATION_2027,
  INDEXATION_2028,
  TIER_SETS,
  indexationPage,
} from './indexation-fixtures';
import { IndexationsPage } from './indexations-page';

jest.setTimeout(120_000);

const server = fakeApiPerTest();
const listRequests = () => server.requestsTo('GET', '/indexations').map((request) => request.params);
const createBodies = () => server.requestsTo('POST', '/indexations').map((request) => request.body);

function renderIndexations(path = '/indexations') {
  return renderPage(<IndexationsPage />, { path, route: '/indexations' });
}

/** The table row holding the text `text`. */
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

/** The errors shown under the form item of the control `control`. */
const errorsOf = (control: HTMLElement) =>
  control.closest('.ant-form-item')!.querySelector('.ant-form-item-explain')?.textContent ?? '';

/** The open confirmation popup asking `question`. */
async function popupAsking(question: string) {
  return (await screen.findByText(question)).closest('.ant-popover') as HTMLElement;
}

/** Types a month as YYYYMM into the month picker `field` and confirms it with Enter. */
async function typeMonth(field: HTMLElement, yearMonth: string) {
  await userEvent.click(field);
  await userEvent.clear(field);
  await userEvent.paste(yearMonth);
  await userEvent.keyboard('{Enter}');
}

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['superAdmin']);
  server.on('GET', '/indexations', indexationPage([INDEXATION_2028, INDEXATION_2027, INDEXATION_2026]));
  server.on('GET', '/price-tiers', TIER_SETS);
});

describe('IndexationsPage (/indexations; issue 17 "Indexations"; spec §2, §3 Indexation, §8)', () => {
  it('lists each indexation in Dutch: months, "doorlopend", the factor "1,035 (+3,5%)", tier set, status, customers', async () => {
    await setUpI18n('nl');
    renderIndexations();
    expect(await screen.findByRole('heading', { level: 1, name: 'Indexaties' })).toBeInTheDocument();
    const open = await rowOf('1,035 (+3,5%)');
    for (const text of ['jan 2027', 'doorlopend', 'Volume discount', 'Open', '1'])
      expect([text, within(open).queryAllByText(text).length > 0]).toEqual([text, true]);
    expect(
      within(open).getByRole('link', { name: 'Prijzen tonen van de indexatie jan 2027 – doorlopend' }),
    ).toHaveAttribute('href', '/indexations/4');
    // Applied to a customer: it can be closed, not deleted.
    expect(
      within(open).getByRole('button', { name: 'De indexatie jan 2027 – doorlopend afsluiten' }),
    ).toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: /verwijderen/ })).not.toBeInTheDocument();

    const closed = await rowOf('1,025 (+2,5%)');
    for (const text of ['jan 2026', 'dec 2026', '—', 'Afgesloten', '2'])
      expect([text, within(closed).queryAllByText(text).length > 0]).toEqual([text, true]);
    expect(within(closed).queryByRole('button')).not.toBeInTheDocument();

    const unused = await rowOf('0,980 (-2%)');
    expect(
      within(unused).getByRole('button', { name: 'De indexatie jan 2028 – dec 2028 verwijderen' }),
    ).toBeInTheDocument();
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it('says "No indexations to show" and filters by status in the URL', async () => {
    server.on('GET', '/indexations', indexationPage([]));
    renderIndexations();
    expect(await screen.findByText('No indexations to show')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Closed' }));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, status: 'closed' }));
    expect(currentLocation()).toBe('/indexations?status=closed');
    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(currentLocation()).toBe('/indexations'));
  });

  it('closes an indexation only after "Yes" to "… close this indexation and make it read-only?", then reloads', async () => {
    server.on('POST', '/indexations/4/close', { ...INDEXATION_2027, status: 'closed' });
    renderIndexations();
    const row = await rowOf('1.035 (+3.5%)');
    const close = within(row).getByRole('button', { name: 'Close the indexation Jan 2027 – open' });
    const question = 'Are you sure you want to close this indexation and make it read-only?';
    await userEvent.click(close);
    await userEvent.click(within(await popupAsking(question)).getByRole('button', { name: 'No' }));
    expect(server.requestsTo('POST', '/indexations/4/close')).toEqual([]);

    await userEvent.click(close);
    await userEvent.click(within(await popupAsking(question)).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.requestsTo('POST', '/indexations/4/close')).toHaveLength(1));
    expect(await screen.findByText('Indexation closed.')).toBeInTheDocument();
    await waitFor(() => expect(listRequests()).toHaveLength(2));
  });

  it("shows the server's refusal of a delete (409) in Dutch", async () => {
    await setUpI18n('nl');
    server.on(
      'DELETE',
      '/indexations/5',
      reply(409, { errorMessage: IndexationMessages.applied, errors: [] }),
    );
    renderIndexations();
    const row = await rowOf('0,980 (-2%)');
    await userEvent.click(
      within(row).getByRole('button', { name: 'De indexatie jan 2028 – dec 2028 verwijderen' }),
    );
    await userEvent.click(
      within(await popupAsking('Weet u zeker dat u deze indexatie verwijderen wilt?')).getByRole('button', {
        name: 'Ja',
      }),
    );
    expect(
      await screen.findByText(
        'Deze indexatie is op klanten toegepast; maak dat eerst ongedaan of sluit de indexatie af.',
      ),
    ).toBeInTheDocument();
  });

  it('adds an indexation typed in Dutch: refuses 1,000 and an end before the start without sending, sends "1,035" as "1.035"', async () => {
    await setUpI18n('nl');
    server.on('POST', '/indexations', reply(201, INDEXATION_2027));
    renderIndexations();
    await userEvent.click(await screen.findByRole('button', { name: 'Indexatie toevoegen' }));
    const dialog = await screen.findByRole('dialog');
    const start = within(dialog).getByLabelText('Startmaand');
    await waitFor(() => expect(start).toHaveFocus());
    expect(
      within(dialog).getByText(
        'Een factor met hoogstens 3 decimalen, bijvoorbeeld 1,035 voor +3,5%. 1,000 betekent geen wijziging.',
      ),
    ).toBeInTheDocument();
    await typeMonth(start, '202701');
    await typeMonth(within(dialog).getByLabelText('Eindmaand'), '202612');
    const value = within(dialog).getByLabelText('Indexatiewaarde');
    await userEvent.click(value);
    await userEvent.paste('1,000');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(errorsOf(value)).toBe('Een indexatie van 1,000 verandert geen enkele prijs.'));
    expect(errorsOf(within(dialog).getByLabelText('Eindmaand'))).toBe(
      'De eindmaand mag niet vóór de startmaand liggen.',
    );
    expect(createBodies()).toEqual([]);

    await typeMonth(within(dialog).getByLabelText('Eindmaand'), '202712');
    await userEvent.clear(value);
    await userEvent.paste('1,035');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Prijsstaffel' }));
    await userEvent.click((await screen.findAllByTitle('Volume discount')).at(-1)!);
    await userEvent.click(value);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(createBodies()).toHaveLength(1));
    expect(createBodies()[0]).toEqual({
      startMonth: '202701',
      endMonth: '202712',
      value: '1.035',
      priceTierSetId: 7,
    });
    expect(await screen.findByText('Indexatie toegevoegd.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends management to / without asking the server (spec §2: super admin only)', async () => {
    signInAs(['management']);
    renderIndexations();
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(listRequests()).toEqual([]);
  });
});
