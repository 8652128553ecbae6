import { fakeApiPerTest, reply, type FakeRequest } from '@portal/api/src/testing/fake-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { ACTIVATE, APN, APN_NL, listOf, ROAMING } from './faq-fixtures';
import { FaqListPage } from './faq-list-page';

jest.setTimeout(60_000);

const server = fakeApiPerTest();
const listRequests = () => server.requestsTo('GET', '/faq').map((request) => request.params);

function renderList(path = '/helpdesk/faq') {
  renderPage(<FaqListPage />, { path, route: '/helpdesk/faq' });
}

/** The FAQ item whose question is `question` (an article named by its question). */
const itemOf = (question: string) => screen.getByRole('article', { name: question });
/** The category section headed `category`. */
const sectionOf = (category: string) => screen.getByRole('region', { name: category });
/** The confirmation popup (antd Popconfirm of ConfirmAction) holding `question`. */
const popupOf = (question: HTMLElement) => question.closest('.ant-popover') as HTMLElement;

/** Opens the select named `label` and picks the option `option`. */
async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await userEvent.click(options.at(-1)!);
}

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['generalResponsible'], 5);
  server.on('GET', '/faq', listOf([ROAMING, APN, ACTIVATE]));
  server.on('GET', '/faq/categories', ['Data and roaming', 'SIM cards']);
});

describe('FaqListPage (/helpdesk/faq; spec §2 helpdesk › FAQ, §3 FAQ item; issue 13)', () => {
  it('shows a customer the questions of the interface language grouped by category; a question opens its answer', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Data and roaming' })).toBeInTheDocument();
    expect(listRequests()).toEqual([{ locale: 'en' }]);
    expect(server.requestsTo('GET', '/faq/categories')[0]!.params).toEqual({ locale: 'en' });

    const questions = (category: string) =>
      within(sectionOf(category))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Data and roaming',
      'SIM cards',
    ]);
    expect(questions('Data and roaming')).toEqual([ROAMING.question, APN.question]);
    expect(questions('SIM cards')).toEqual([ACTIVATE.question]);

    const question = within(itemOf(APN.question)).getByRole('button', { name: APN.question });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('iot.provider')).not.toBeInTheDocument();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('iot.provider', { selector: 'strong' })).toBeVisible();
    expect(document.getElementById(question.getAttribute('aria-controls')!)).toHaveTextContent(
      'Use the APN iot.provider unless your contract names another.',
    );
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens and closes an answer from the keyboard (Enter and Space on the focused question)', async () => {
    renderList();
    const question = await screen.findByRole('button', { name: ACTIVATE.question });
    question.focus();
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Activate', { selector: 'em' })).toBeVisible();
    await userEvent.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts the search into the URL and the request once typing pauses, and a deep link filters at once', async () => {
    renderList('/helpdesk/faq?category=SIM%20cards');
    await screen.findByRole('heading', { level: 2, name: 'Data and roaming' });
    expect(listRequests()).toEqual([{ locale: 'en', category: 'SIM cards' }]);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search questions and answers' }), 'APN');
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/faq?category=SIM+cards&search=APN'));
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({ locale: 'en', category: 'SIM cards', search: 'APN' }),
    );
    // Debounced: no request for the unfinished "A" or "AP".
    expect(listRequests().map((params) => params.search)).not.toContain('A');

    await pick('Category', 'Data and roaming');
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/faq?category=Data+and+roaming&search=APN'));
    await waitFor(() =>
      expect(listRequests().at(-1)).toEqual({ locale: 'en', category: 'Data and roaming', search: 'APN' }),
    );
  });

  it('says "No questions found" when nothing matches, and notes a truncated list', async () => {
    server.on('GET', '/faq', ({ params }: FakeRequest) =>
      params.search ? listOf([]) : listOf([ROAMING, APN, ACTIVATE], true),
    );
    renderList();
    expect(await screen.findByText(/Not all questions are shown/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search questions and answers' }), 'eSIM');
    expect(await screen.findByText('No questions found')).toBeInTheDocument();
    expect(screen.queryByText(/Not all questions are shown/)).not.toBeInTheDocument();
  });

  it('gives writers "Add question", every language with a tag per item, a language filter, and Edit per item', async () => {
    signInAs(['support']);
    server.on('GET', '/faq', listOf([ROAMING, APN, APN_NL, ACTIVATE]));
    renderList();
    const dutch = await screen.findByRole('article', { name: APN_NL.question });
    expect(listRequests()).toEqual([{}]);
    expect(server.requestsTo('GET', '/faq/categories')[0]!.params).toEqual({});
    expect(within(dutch).getByText('Nederlands')).toBeInTheDocument();
    expect(within(dutch).getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'nl');
    expect(within(itemOf(APN.question)).getByText('English')).toBeInTheDocument();
    for (const item of [ROAMING, APN, APN_NL, ACTIVATE]) {
      expect(within(itemOf(item.question)).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
      expect(within(itemOf(item.question)).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    }

    await pick('Language', 'Nederlands');
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/faq?locale=nl'));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ locale: 'nl' }));

    await userEvent.click(within(itemOf(APN.question)).getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/faq/edit/11'));
  });

  it('opens the form from "Add question"', async () => {
    signInAs(['management']);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Add question' }));
    await waitFor(() => expect(currentLocation()).toBe('/helpdesk/faq/add'));
  });

  it('asks "Are you sure you want to delete this question?" and deletes only after confirming', async () => {
    signInAs(['superAdmin']);
    server.on('DELETE', '/faq/11', reply(204));
    renderList();
    const delete11 = () => within(itemOf(APN.question)).getByRole('button', { name: 'Delete' });
    await userEvent.click(await waitFor(delete11));
    const question = await screen.findByText('Are you sure you want to delete this question?');
    await userEvent.click(within(popupOf(question)).getByRole('button', { name: 'No' }));
    expect(server.requestsTo('DELETE', '/faq/11')).toEqual([]);

    const requestsBefore = listRequests().length;
    server.on('GET', '/faq', listOf([ROAMING, ACTIVATE]));
    await userEvent.click(delete11());
    const again = await screen.findByText('Are you sure you want to delete this question?');
    expect(server.requestsTo('DELETE', '/faq/11')).toEqual([]);
    await userEvent.click(within(popupOf(again)).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.requestsTo('DELETE', '/faq/11')).toHaveLength(1));
    expect(await screen.findByText('The question has been deleted')).toBeInTheDocument();
    // The list reloads without it.
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: APN.question })).not.toBeInTheDocument(),
    );
    expect(listRequests().length).toBeGreaterThan(requestsBefore);
  });

  it.each([
    ['an account manager', ['accountManager'] as const, null],
    ['a customer', ['authorizedToSign', 'userManager'] as const, 5],
  ])('gives %s no write actions and the interface language only', async (_who, roles, organizationId) => {
    signInAs([...roles], organizationId);
    renderList();
    await screen.findByRole('article', { name: APN.question });
    expect(listRequests()).toEqual([{ locale: 'en' }]);
    expect(screen.queryByRole('button', { name: 'Add question' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    expect(screen.queryByText('English')).not.toBeInTheDocument();
  });

  it('speaks Dutch and asks for the Dutch questions', async () => {
    await setUpI18n('nl');
    server.on('GET', '/faq', ({ params }: FakeRequest) => (params.search ? listOf([]) : listOf([APN_NL])));
    server.on('GET', '/faq/categories', ['Data en roaming']);
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Veelgestelde vragen' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Data en roaming' })).toBeInTheDocument();
    expect(listRequests()).toEqual([{ locale: 'nl' }]);
    expect(screen.getByRole('combobox', { name: 'Categorie' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: APN_NL.question }));
    expect(screen.getByText(/tenzij uw contract een andere noemt/)).toBeVisible();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoeken in vragen en antwoorden' }), 'eSIM');
    expect(await screen.findByText('Geen vragen gevonden')).toBeInTheDocument();
  });
});
