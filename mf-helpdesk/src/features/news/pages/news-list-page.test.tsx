import { fakeApiPerTest, type FakeRequest } from '@portal/api/src/testing/fake-api';
import type { NewsListItem } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { NewsListPage } from './news-list-page';

jest.setTimeout(60_000);

const server = fakeApiPerTest();

const PUBLISHED: NewsListItem = {
  id: 31,
  title: 'New roaming partners',
  summary: 'Coverage in 12 more countries.',
  publishedAt: '2026-11-20T09:00:00.000Z',
};
const SCHEDULED: NewsListItem = {
  id: 32,
  title: 'Tariffs for 2030',
  summary: 'What changes next year.',
  publishedAt: '2099-01-01T08:00:00.000Z',
};
/** 45 items in all: the list has three pages of 20. */
const answer = ({ params }: FakeRequest) => ({
  items: [SCHEDULED, PUBLISHED],
  total: 45,
  page: Number(params.page),
  pageSize: 20,
});
const listRequests = () => server.requestsTo('GET', '/news').map((r) => r.params);
const renderList = (path = '/news') => renderPage(<NewsListPage />, { path, route: '/news' });

beforeEach(() => {
  signInAs(['support']);
  server.on('GET', '/news', answer);
});

describe('NewsListPage (/news, spec §2 "news list (read more, back)")', () => {
  it('shows each item with its title, date, summary and "Read more", asking for 20 a page', async () => {
    await setUpI18n('en');
    renderList();
    const row = (await screen.findByRole('link', { name: 'New roaming partners' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'New roaming partners' })).toHaveAttribute(
      'href',
      '/news/31',
    );
    expect(row).toHaveTextContent('20 Nov 2026');
    expect(row).toHaveTextContent('Coverage in 12 more countries.');
    expect(within(row).getByRole('link', { name: 'Read more: New roaming partners' })).toHaveAttribute(
      'href',
      '/news/31',
    );
    expect(within(row).queryByText('Scheduled')).not.toBeInTheDocument();
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20 }]);
  });

  it('moves to another page and searches through the URL, the search going back to page 1', async () => {
    await setUpI18n('en');
    renderList();
    await screen.findByText('New roaming partners');
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ page: 2, pageSize: 20 }));
    expect(currentLocation()).toBe('/news?page=2');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search news' }), 'roaming{Enter}');
    await waitFor(() => expect(currentLocation()).toBe('/news?search=roaming'));
    await waitFor(() => expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, search: 'roaming' }));
  });

  it('gives writers "Add news item" and marks scheduled items', async () => {
    await setUpI18n('en');
    renderList();
    const scheduled = (await screen.findByRole('link', { name: 'Tariffs for 2030' })).closest('tr')!;
    expect(within(scheduled).getByText('Scheduled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add news item' }));
    await waitFor(() => expect(currentLocation()).toBe('/news/add'));
  });

  it.each([
    ['an account manager', ['accountManager'] as const, null],
    ['a customer', ['generalResponsible'] as const, 7],
  ])('does not offer "Add news item" to %s', async (_who, roles, organizationId) => {
    signInAs([...roles], organizationId);
    await setUpI18n('en');
    renderList();
    await screen.findByText('New roaming partners');
    expect(screen.queryByRole('button', { name: 'Add news item' })).not.toBeInTheDocument();
  });

  it('says "No news items" when there are none', async () => {
    server.on('GET', '/news', { items: [], total: 0, page: 1, pageSize: 20 });
    await setUpI18n('en');
    renderList();
    expect(await screen.findByText('No news items')).toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    await setUpI18n('nl');
    renderList();
    expect(await screen.findByRole('link', { name: 'Lees meer: New roaming partners' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nieuws' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nieuwsbericht toevoegen' })).toBeInTheDocument();
    expect(screen.getByText('Gepland')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Nieuws zoeken' })).toBeInTheDocument();
  });
});
