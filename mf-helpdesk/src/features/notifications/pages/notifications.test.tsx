import { fakeApiPerTest, type FakeRequest } from '@portal/api/src/testing/fake-api';
import type { Notification } from '@portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryKeys } from '../../../shared/query-keys';
import { currentLocation, renderPage, setUpI18n, signInAs } from '../../../test/render';
import { NotificationListPage } from './notification-list-page';
import { NotificationPage } from './notification-page';

jest.setTimeout(60_000);

const server = fakeApiPerTest();

const PUBLISHED: Notification = {
  id: 41,
  type: 'technicalDifficulties',
  announcementId: 7,
  messageId: null,
  title: 'Mobile data outage in Rotterdam',
  event: 'publish',
  createdAt: '2026-11-25T08:05:00.000Z',
  read: false,
};
const CLOSED: Notification = {
  id: 40,
  type: 'maintenance',
  announcementId: 8,
  messageId: 12,
  title: 'Core network maintenance',
  event: 'closing',
  createdAt: '2026-11-21T02:10:00.000Z',
  read: true,
};
const pageOf = (items: Notification[]) => ({ items, total: items.length, page: 1, pageSize: 20 });
const listRequests = () => server.requestsTo('GET', '/notifications').map((request) => request.params);

beforeEach(async () => {
  await setUpI18n('en');
  signInAs(['technicalResponsible'], 5);
  server.on('GET', '/notifications', pageOf([PUBLISHED, CLOSED]));
  server.on('GET', '/notifications/unread-count', { unread: 1 });
});

describe('NotificationListPage (/notifications, issue 12)', () => {
  it('lists the notifications newest first: unread ones bold with a dot, type, announcement, what happened', async () => {
    renderPage(<NotificationListPage />, { path: '/notifications', route: '/notifications' });
    const unread = (await screen.findByRole('link', { name: 'Mobile data outage in Rotterdam' })).closest(
      'tr',
    )!;
    const read = screen.getByRole('link', { name: 'Core network maintenance' }).closest('tr')!;
    expect(screen.getAllByRole('row').slice(1)).toEqual([unread, read]);
    expect(within(unread).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(unread).getByText('Mobile data outage in Rotterdam').tagName).toBe('STRONG');
    expect(within(read).getByText('Core network maintenance').tagName).not.toBe('STRONG');
    expect(within(unread).getByText('Technical difficulties')).toBeInTheDocument();
    expect(within(unread).getByText('Published')).toBeInTheDocument();
    expect(within(read).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    expect(within(read).getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('1 unread notification')).toBeInTheDocument();
    expect(listRequests()).toEqual([{ page: 1, pageSize: 20 }]);

    await userEvent.click(within(read).getByText('Maintenance'));
    await waitFor(() => expect(currentLocation()).toBe('/notifications/40'));
  });

  it('marks all as read and loads the list and the count again', async () => {
    server.on('PUT', '/notifications/read-all', { unread: 0 });
    renderPage(<NotificationListPage />, { path: '/notifications', route: '/notifications' });
    const button = await screen.findByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(button).toBeEnabled());
    server.on('GET', '/notifications', pageOf([{ ...PUBLISHED, read: true }, CLOSED]));
    server.on('GET', '/notifications/unread-count', { unread: 0 });
    await userEvent.click(button);
    await waitFor(() => expect(server.requestsTo('PUT', '/notifications/read-all')).toHaveLength(1));
    expect(await screen.findByText('All notifications are marked as read')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
  });

  it('shows only unread ones with the switch, and says "No notifications" when there are none', async () => {
    server.on('GET', '/notifications', ({ params }: FakeRequest) => pageOf(params.unread ? [] : [PUBLISHED]));
    renderPage(<NotificationListPage />, { path: '/notifications', route: '/notifications' });
    await screen.findByRole('link', { name: 'Mobile data outage in Rotterdam' });
    await userEvent.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(currentLocation()).toBe('/notifications?unread=true'));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(listRequests().at(-1)).toEqual({ page: 1, pageSize: 20, unread: 'true' });
  });
});

describe('NotificationPage (/notifications/:id, spec §2, issue 12)', () => {
  it('marks an unread notification read on opening, updates the bell, and links to the announcement', async () => {
    server.on('GET', '/notifications/41', PUBLISHED);
    server.on('PUT', '/notifications/41/read', { ...PUBLISHED, read: true });
    const { queryClient } = renderPage(<NotificationPage />, {
      path: '/notifications/41',
      route: '/notifications/:id',
    });
    // The shell's header bell reads the unread count from the same query client.
    queryClient.setQueryData(queryKeys.unreadCount(), { unread: 1 });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mobile data outage in Rotterdam' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Technical difficulties')).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    await waitFor(() => expect(server.requestsTo('PUT', '/notifications/41/read')).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.unreadCount())?.isInvalidated).toBe(true));

    await userEvent.click(screen.getByRole('link', { name: 'Open announcement' }));
    await waitFor(() => expect(currentLocation()).toBe('/announcements/7'));
    expect(server.requestsTo('PUT', '/notifications/41/read')).toHaveLength(1);
  });

  it('does not mark a read notification again', async () => {
    server.on('GET', '/notifications/40', CLOSED);
    renderPage(<NotificationPage />, { path: '/notifications/40', route: '/notifications/:id' });
    expect(await screen.findByRole('link', { name: 'Open announcement' })).toHaveAttribute(
      'href',
      '/announcements/8',
    );
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(server.requestsTo('PUT', '/notifications/40/read')).toEqual([]);
  });

  it('speaks Dutch', async () => {
    await setUpI18n('nl');
    server.on('GET', '/notifications/40', CLOSED);
    renderPage(<NotificationPage />, { path: '/notifications/40', route: '/notifications/:id' });
    expect(await screen.findByRole('link', { name: 'Aankondiging openen' })).toBeInTheDocument();
    expect(screen.getByText('Onderhoud')).toBeInTheDocument();
    expect(screen.getByText('Gesloten')).toBeInTheDocument();
  });
});
