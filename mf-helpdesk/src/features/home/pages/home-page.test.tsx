import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import type { AnnouncementListItem, NewsListItem } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setUpI18n, signInAs } from '../../../test/render';
import { HomePage, homePageReads } from './home-page';

jest.setTimeout(60_000);

const server = fakeApiPerTest();

const announcement = (fields: Partial<AnnouncementListItem> & Pick<AnnouncementListItem, 'id' | 'title'>) =>
  ({
    type: 'incident',
    priority: 'medium',
    status: 'open',
    closed: false,
    supplierId: null,
    supplierName: null,
    region: 'netherlands',
    startsAt: '2026-11-25T08:00:00.000Z',
    endsAt: null,
    updatedAt: '2026-11-25T08:00:00.000Z',
    ...fields,
  }) satisfies AnnouncementListItem;

/** In the server's order: critical first, then high, then low. */
const OPEN: AnnouncementListItem[] = [
  announcement({
    id: 12,
    title: 'Data outage in the Netherlands',
    priority: 'critical',
    supplierId: 3,
    supplierName: 'Connect Mobile',
    endsAt: '2026-11-25T14:00:00.000Z',
  }),
  announcement({
    id: 7,
    title: 'Slow SMS delivery',
    type: 'interference',
    priority: 'high',
    region: 'europe',
  }),
  announcement({
    id: 9,
    title: 'Core network maintenance',
    type: 'maintenance',
    priority: 'low',
    region: 'worldwide',
  }),
];
const NEWS: NewsListItem[] = [
  {
    id: 31,
    title: 'New roaming partners',
    summary: 'Coverage in 12 more countries.',
    publishedAt: '2026-11-20T09:00:00.000Z',
  },
  {
    id: 30,
    title: 'Portal renewed',
    summary: 'A faster portal for everyone.',
    publishedAt: '2026-11-02T09:00:00.000Z',
  },
];
const pageOf = <T,>(items: T[], pageSize: number) => ({ items, total: items.length, page: 1, pageSize });

const renderHome = () => renderPage(<HomePage />, { path: '/', route: '/' });
const region = (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  signInAs(['technicalResponsible'], 7);
  server.on('GET', '/announcements', pageOf(OPEN, 10));
  server.on('GET', '/news', pageOf(NEWS, 3));
});

describe('HomePage (/, spec §2 "Home: news and announcements")', () => {
  it("greets the user and lists the open announcements in the server's order, a critical one marked", async () => {
    await setUpI18n('en');
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Test User' })).toBeInTheDocument();

    const announcements = await region('Announcements');
    await within(announcements).findByText('Data outage in the Netherlands');
    const items = within(announcements).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Data outage in the Netherlands',
      'Slow SMS delivery',
      'Core network maintenance',
    ]);
    expect(server.requestsTo('GET', '/announcements').map((r) => r.params)).toEqual([
      { state: 'open', pageSize: 10 },
    ]);

    const [critical, high] = items as [HTMLElement, HTMLElement];
    expect(within(critical).getByRole('link')).toHaveAttribute('href', '/announcements/12');
    expect(critical).toHaveTextContent('Critical');
    expect(critical).toHaveTextContent('Incident');
    expect(critical).toHaveTextContent('Supplier: Connect Mobile · Netherlands · 25 Nov 2026');
    expect(critical).toHaveTextContent('– 25 Nov 2026');
    expect(critical).toHaveStyle({ borderLeftWidth: '4px', borderLeftColor: '#cf1322' });
    expect(high).not.toHaveStyle({ borderLeftColor: '#cf1322' });
    expect(high).toHaveTextContent('High');
    expect(high).toHaveTextContent('All suppliers · Europe');
    expect(high).toHaveTextContent('until further notice');

    expect(within(announcements).getByRole('link', { name: 'Show all announcements' })).toHaveAttribute(
      'href',
      '/announcements',
    );
  });

  it('declares as its first reads what its blocks ask for, so what was fetched ahead is not asked for again (issue 18)', async () => {
    await setUpI18n('en');
    const { queryClient } = renderHome();
    await within(await region('Latest news')).findByText('New roaming partners');
    await within(await region('Announcements')).findByText('Slow SMS delivery');
    const reads = homePageReads({ params: {}, searchParams: new URLSearchParams() });
    expect(reads.map((read) => queryClient.getQueryState(read.queryKey)?.status)).toEqual([
      'success',
      'success',
    ]);
    expect(server.requestsTo('GET', '/announcements')).toHaveLength(1);
    expect(server.requestsTo('GET', '/news')).toHaveLength(1);
  });

  it('shows the latest news with "Read more" links and a link to all news', async () => {
    await setUpI18n('en');
    renderHome();
    const news = await region('Latest news');
    expect(
      await within(news).findByRole('heading', { level: 3, name: 'New roaming partners' }),
    ).toBeInTheDocument();
    expect(within(news).getByText('Coverage in 12 more countries.')).toBeInTheDocument();
    expect(within(news).getByText('20 Nov 2026')).toBeInTheDocument();
    expect(within(news).getByRole('link', { name: 'Read more: New roaming partners' })).toHaveAttribute(
      'href',
      '/news/31',
    );
    expect(within(news).getByRole('link', { name: 'Read more: Portal renewed' })).toHaveAttribute(
      'href',
      '/news/30',
    );
    expect(within(news).getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
    expect(server.requestsTo('GET', '/news').map((r) => r.params)).toEqual([{ pageSize: 3 }]);
  });

  it('says "No announcements" when none is open', async () => {
    server.on('GET', '/announcements', pageOf([], 10));
    await setUpI18n('en');
    renderHome();
    const announcements = await region('Announcements');
    expect(await within(announcements).findByText('No announcements')).toBeInTheDocument();
    expect(within(announcements).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('keeps the announcements when the news fails, and loads the news again on "Try again"', async () => {
    server.on('GET', '/news', reply(500, { message: 'News is unavailable.' }));
    await setUpI18n('en');
    renderHome();
    const news = await region('Latest news');
    expect(await within(news).findByText('News is unavailable.')).toBeInTheDocument();
    const announcements = await region('Announcements');
    expect(await within(announcements).findByText('Data outage in the Netherlands')).toBeInTheDocument();

    server.on('GET', '/news', pageOf(NEWS, 3));
    await userEvent.click(within(news).getByRole('button', { name: 'Try again' }));
    expect(await within(news).findByText('New roaming partners')).toBeInTheDocument();
  });

  it('keeps the news when the announcements fail', async () => {
    server.on('GET', '/announcements', reply(500, { message: 'Announcements are unavailable.' }));
    await setUpI18n('en');
    renderHome();
    expect(
      await within(await region('Announcements')).findByText('Announcements are unavailable.'),
    ).toBeInTheDocument();
    expect(await within(await region('Latest news')).findByText('New roaming partners')).toBeInTheDocument();
  });

  it('speaks Dutch', async () => {
    server.on('GET', '/news', pageOf([], 3));
    await setUpI18n('nl');
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Welkom, Test User' })).toBeInTheDocument();
    const announcements = await region('Aankondigingen');
    const critical = (await within(announcements).findByText('Data outage in the Netherlands')).closest(
      'li',
    )!;
    expect(critical).toHaveTextContent('Kritiek');
    expect(critical).toHaveTextContent('Leverancier: Connect Mobile · Nederland · 25 nov 2026');
    expect(
      within(announcements).getByRole('link', { name: 'Alle aankondigingen tonen' }),
    ).toBeInTheDocument();
    expect(await within(await region('Laatste nieuws')).findByText('Nog geen nieuws')).toBeInTheDocument();
  });
});
