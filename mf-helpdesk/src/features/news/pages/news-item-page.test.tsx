import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import type { NewsItem } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { NewsItemPage } from './news-item-page';

jest.setTimeout(60_000);

const server = fakeApiPerTest();

const ITEM: NewsItem = {
  id: 31,
  title: 'New roaming partners',
  summary: 'Coverage in 12 more countries.',
  body: '<h2>Where</h2><p>Our SIMs now roam in <strong>12</strong> more countries.</p>',
  publishedAt: '2026-11-20T09:00:00.000Z',
  createdBy: 'Sam Support',
  updatedAt: '2026-11-20T09:00:00.000Z',
};
const renderItem = () => renderPage(<NewsItemPage />, { path: '/news/31', route: '/news/:id' });
const popupOf = (question: HTMLElement) => question.closest('.ant-popover') as HTMLElement;

beforeEach(() => {
  signInAs(['management']);
  server.on('GET', '/news/31', ITEM);
});

describe('NewsItemPage (/news/:id, spec §2 "news … item")', () => {
  it('shows the title, publish date and formatted text, with a link back to the news list', async () => {
    await setUpI18n('en');
    renderItem();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New roaming partners' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/20 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Where' })).toBeInTheDocument();
    expect(screen.getByText('12').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Back to news' })).toHaveAttribute('href', '/news');
  });

  it('lets a writer edit', async () => {
    await setUpI18n('en');
    renderItem();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(currentLocation()).toBe('/news/edit/31'));
  });

  it('deletes only after "Are you sure …?", then returns to the news list with a message', async () => {
    server.on('DELETE', '/news/31', reply(204));
    await setUpI18n('en');
    renderItem();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = await screen.findByText(
      'Are you sure you want to delete news item New roaming partners?',
    );
    expect(server.requestsTo('DELETE', '/news/31')).toEqual([]);

    await userEvent.click(within(popupOf(question)).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.requestsTo('DELETE', '/news/31')).toHaveLength(1));
    await waitFor(() => expect(currentLocation()).toBe('/news'));
    expect(await screen.findByText('News item New roaming partners has been deleted')).toBeInTheDocument();
    // The deleted item is not read again (it would answer 404).
    expect(server.requestsTo('GET', '/news/31')).toHaveLength(1);
  });

  it('keeps the item when "No" is answered', async () => {
    await setUpI18n('en');
    renderItem();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = await screen.findByText(/Are you sure/);
    await userEvent.click(within(popupOf(question)).getByRole('button', { name: 'No' }));
    expect(server.requestsTo('DELETE', '/news/31')).toEqual([]);
    expect(currentLocation()).toBe('/news/31');
  });

  it.each([
    ['an account manager', ['accountManager'] as const, null],
    ['a customer', ['authorizedToSign'] as const, 7],
  ])('offers %s neither Edit nor Delete', async (_who, roles, organizationId) => {
    signInAs([...roles], organizationId);
    await setUpI18n('en');
    renderItem();
    await screen.findByRole('heading', { level: 1, name: 'New roaming partners' });
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    await setUpI18n('nl');
    renderItem();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New roaming partners' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar nieuws' })).toHaveAttribute('href', '/news');
    expect(screen.getByText(/20 nov 2026/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(
      await screen.findByText('Weet u zeker dat u nieuwsbericht New roaming partners verwijderen wilt?'),
    ).toBeInTheDocument();
  });
});
