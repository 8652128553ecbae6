import { HELPDESK_SUBSYSTEM, type Role } from '@portal/domain';
import { defineRemote, lazyPage } from '@portal/remote-kit';
import { helpdeskI18n } from './i18n/catalogs';

/**
 * Staff who write announcements and news (issue 12, spec §6): super admin, management and support. Account managers
 * read only. The guard lets every provider user through (spec §2), so the pages hide the write actions for account
 * managers and the server refuses their writes (403).
 */
const WRITERS: Role[] = ['superAdmin', 'management', 'support'];

/** The helpdesk's access (spec §2 /helpdesk: subsystem 1; the guard lets every provider user through). */
const HELPDESK = { subsystem: HELPDESK_SUBSYSTEM };

/** The ticket list, on `/helpdesk` and on `/helpdesk/tickets`. */
const TicketListPage = lazyPage(() => import('./features/tickets/pages/ticket-list-page'), 'TicketListPage');

/**
 * THE route table of the `helpdesk` remote (ARCHITECTURE §1, spec §2): the shell's menu and guard (routes.json,
 * the `./routes` expose) and this remote's `<Routes>` both come from it.
 *
 * Part 1 (issue 12): home `/` (open announcements that concern the user, latest news; the shell adds its quick
 * links below and keeps its own launcher when this remote is down), news, announcements, notifications. Part 2
 * (issue 13), first step: the helpdesk tickets — `/helpdesk` (menu "Helpdesk") and `/helpdesk/tickets` (spec §2
 * helpdesk child "Tickets") show the ticket list, `/helpdesk/tickets/new` and `/helpdesk/tickets/:id`; all need
 * subsystem 1 (HELPDESK_SUBSYSTEM; provider users always, spec §2). FAQ, videos, unknown users and
 * /helpdesk-intro follow.
 *
 * Not in spec §2 and our design: `/news/add`, `/news/edit/{id}` (staff write news, issue 12) and `/notifications`
 * (the full list behind the header bell; spec §2 names only `/notifications/{id}`).
 */
export const helpdesk = defineRemote({
  i18n: helpdeskI18n,
  routes: [
    {
      path: '/',
      access: {},
      title: 'routes.home',
      menu: { key: 'helpdesk.home', label: 'routes.home', order: 0, icon: 'HomeOutlined' },
      page: lazyPage(() => import('./features/home/pages/home-page'), 'HomePage'),
    },
    {
      path: '/helpdesk',
      access: HELPDESK,
      title: 'routes.helpdesk',
      menu: { key: 'helpdesk.helpdesk', label: 'routes.helpdesk', order: 1, icon: 'CustomerServiceOutlined' },
      page: TicketListPage,
    },
    {
      path: '/helpdesk/tickets',
      access: HELPDESK,
      title: 'routes.tickets',
      page: TicketListPage,
    },
    {
      path: '/helpdesk/tickets/new',
      access: HELPDESK,
      title: 'routes.newTicket',
      page: lazyPage(() => import('./features/tickets/pages/ticket-create-page'), 'TicketCreatePage'),
    },
    {
      path: '/helpdesk/tickets/:id',
      access: HELPDESK,
      title: 'routes.ticket',
      page: lazyPage(() => import('./features/tickets/pages/ticket-detail-page'), 'TicketDetailPage'),
    },
    {
      path: '/announcements',
      access: {},
      title: 'routes.announcements',
      menu: {
        key: 'helpdesk.announcements',
        label: 'routes.announcements',
        order: 2,
        icon: 'NotificationOutlined',
      },
      page: lazyPage(
        () => import('./features/announcements/pages/announcement-list-page'),
        'AnnouncementListPage',
      ),
    },
    {
      path: '/announcements/add',
      access: { roles: WRITERS },
      title: 'routes.addAnnouncement',
      page: lazyPage(
        () => import('./features/announcements/pages/announcement-form-page'),
        'AnnouncementFormPage',
      ),
    },
    {
      path: '/announcements/:id',
      access: {},
      title: 'routes.announcement',
      page: lazyPage(
        () => import('./features/announcements/pages/announcement-detail-page'),
        'AnnouncementDetailPage',
      ),
    },
    {
      path: '/announcements/edit/:id',
      access: { roles: WRITERS },
      title: 'routes.editAnnouncement',
      page: lazyPage(
        () => import('./features/announcements/pages/announcement-form-page'),
        'AnnouncementFormPage',
      ),
    },
    {
      path: '/news',
      access: {},
      title: 'routes.news',
      menu: { key: 'helpdesk.news', label: 'routes.news', order: 3, icon: 'ReadOutlined' },
      page: lazyPage(() => import('./features/news/pages/news-list-page'), 'NewsListPage'),
    },
    {
      path: '/news/add',
      access: { roles: WRITERS },
      title: 'routes.addNews',
      page: lazyPage(() => import('./features/news/pages/news-form-page'), 'NewsFormPage'),
    },
    {
      path: '/news/:id',
      access: {},
      title: 'routes.newsItem',
      page: lazyPage(() => import('./features/news/pages/news-item-page'), 'NewsItemPage'),
    },
    {
      path: '/news/edit/:id',
      access: { roles: WRITERS },
      title: 'routes.editNews',
      page: lazyPage(() => import('./features/news/pages/news-form-page'), 'NewsFormPage'),
    },
    {
      path: '/notifications',
      access: {},
      title: 'routes.notifications',
      page: lazyPage(
        () => import('./features/notifications/pages/notification-list-page'),
        'NotificationListPage',
      ),
    },
    {
      path: '/notifications/:id',
      access: {},
      title: 'routes.notification',
      page: lazyPage(() => import('./features/notifications/pages/notification-page'), 'NotificationPage'),
    },
  ],
});
