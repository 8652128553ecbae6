import { HELPDESK_SUBSYSTEM, type Role } from '@portal/domain';
import { defineRemote, lazyPage } from '@portal/remote-kit';
import { helpdeskI18n } from './i18n/catalogs';

/**
 * Staff who write announcements, news (issue 12), the FAQ and the videos (issue 13), spec §6: super admin,
 * management and support. Account managers read only. The guard lets every provider user through (spec §2), so the pages hide the
 * write actions for account managers and the server refuses their writes (403).
 */
const WRITERS: Role[] = ['superAdmin', 'management', 'support'];

/**
 * Provider staff (spec §2, §6): the Unknown users (spam) queue is theirs alone. Account managers read it; super
 * admin, management and support (TICKET_HANDLER_ROLES) also link and delete its mail, which the page and the
 * server decide.
 */
const STAFF: Role[] = ['superAdmin', 'management', 'support', 'accountManager'];

/**
 * The helpdesk's access (spec §2 /helpdesk and /helpdesk-intro: subsystem 1; the guard lets every provider user
 * through).
 */
const HELPDESK = { subsystem: HELPDESK_SUBSYSTEM };

/**
 * The Helpdesk sub-menu (spec §2 "Helpdesk sub-menu: FAQ, Tickets, Videos, Unknown users"; our order: Tickets, FAQ,
 * Videos, Introduction, Unknown users). The group sits where the single "Helpdesk" entry was (order 1, between Home
 * and Announcements) and shows the icon of its first entry; Videos sits between FAQ (1.1) and Introduction (1.2) at
 * 1.15; Unknown users (staff only) comes last, order 1.3.
 */
const HELPDESK_GROUP = { key: 'menu.helpdesk', label: 'routes.helpdesk' };

/** The ticket list, on `/helpdesk` and on `/helpdesk/tickets`. */
const TicketListPage = lazyPage(
  () => import('./features/tickets/pages/ticket-list-page'),
  'TicketListPage',
  'ticketListPageReads',
);
/** The FAQ form, on `/helpdesk/faq/add` and `/helpdesk/faq/edit/:id`. */
const FaqFormPage = lazyPage(() => import('./features/faq/pages/faq-form-page'), 'FaqFormPage');
/** The video form, on `/helpdesk/videos/add` and `/helpdesk/videos/edit/:id`. */
const VideoFormPage = lazyPage(() => import('./features/videos/pages/video-form-page'), 'VideoFormPage');

/**
 * THE route table of the `helpdesk` remote (ARCHITECTURE §1, spec §2): the shell's menu and guard (routes.json,
 * the `./routes` expose) and this remote's `<Routes>` both come from it.
 *
 * Part 1 (issue 12): home `/` (open announcements that concern the user, latest news; the shell adds its quick
 * links below and keeps its own launcher when this remote is down), news, announcements, notifications. Part 2
 * (issue 13): the helpdesk — the sub-menu "Helpdesk" with Tickets (`/helpdesk/tickets`), FAQ (`/helpdesk/faq`),
 * Videos (`/helpdesk/videos`, spec §2 helpdesk child "videos") and Introduction (`/helpdesk-intro`); `/helpdesk`
 * itself shows the ticket list without a menu entry of its own; `/helpdesk/tickets/new`, `/helpdesk/tickets/:id`,
 * for FAQ writers `/helpdesk/faq/add` and `/helpdesk/faq/edit/:id`, and for video writers `/helpdesk/videos/add`
 * and `/helpdesk/videos/edit/:id`. All need subsystem 1 (HELPDESK_SUBSYSTEM; provider users always, spec §2), the
 * FAQ and video forms one of WRITERS (support manages the FAQ and the videos, spec §6). `/helpdesk/unknown-users`
 * (menu "Unknown users (spam)", spec §2 helpdesk child "spam") is the queue of mail from unknown senders, for STAFF
 * only.
 *
 * Not in spec §2 and our design: `/news/add`, `/news/edit/{id}` (staff write news, issue 12), `/notifications`
 * (the full list behind the header bell; spec §2 names only `/notifications/{id}`) and the add and edit paths of
 * the FAQ and the videos.
 */
export const helpdesk = defineRemote({
  i18n: helpdeskI18n,
  routes: [
    {
      path: '/',
      access: {},
      title: 'routes.home',
      menu: { key: 'helpdesk.home', label: 'routes.home', order: 0, icon: 'HomeOutlined' },
      page: lazyPage(() => import('./features/home/pages/home-page'), 'HomePage', 'homePageReads'),
    },
    {
      path: '/helpdesk',
      access: HELPDESK,
      title: 'routes.helpdesk',
      page: TicketListPage,
    },
    {
      path: '/helpdesk/tickets',
      access: HELPDESK,
      title: 'routes.tickets',
      menu: {
        key: 'helpdesk.tickets',
        label: 'routes.tickets',
        group: HELPDESK_GROUP,
        order: 1,
        icon: 'CustomerServiceOutlined',
      },
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
      path: '/helpdesk/faq',
      access: HELPDESK,
      title: 'routes.faq',
      menu: {
        key: 'helpdesk.faq',
        label: 'routes.faq',
        group: HELPDESK_GROUP,
        order: 1.1,
        icon: 'QuestionCircleOutlined',
      },
      page: lazyPage(() => import('./features/faq/pages/faq-list-page'), 'FaqListPage'),
    },
    {
      path: '/helpdesk/faq/add',
      access: { roles: WRITERS },
      title: 'routes.addFaq',
      page: FaqFormPage,
    },
    {
      path: '/helpdesk/faq/edit/:id',
      access: { roles: WRITERS },
      title: 'routes.editFaq',
      page: FaqFormPage,
    },
    {
      path: '/helpdesk/videos',
      access: HELPDESK,
      title: 'routes.videos',
      menu: {
        key: 'helpdesk.videos',
        label: 'routes.videos',
        group: HELPDESK_GROUP,
        order: 1.15,
        icon: 'ProfileOutlined',
      },
      page: lazyPage(() => import('./features/videos/pages/video-list-page'), 'VideoListPage'),
    },
    {
      path: '/helpdesk/videos/add',
      access: { roles: WRITERS },
      title: 'routes.addVideo',
      page: VideoFormPage,
    },
    {
      path: '/helpdesk/videos/edit/:id',
      access: { roles: WRITERS },
      title: 'routes.editVideo',
      page: VideoFormPage,
    },
    {
      path: '/helpdesk-intro',
      access: HELPDESK,
      title: 'routes.helpdeskIntro',
      menu: {
        key: 'helpdesk.intro',
        label: 'routes.introduction',
        group: HELPDESK_GROUP,
        order: 1.2,
        icon: 'SolutionOutlined',
      },
      page: lazyPage(
        () => import('./features/helpdesk-intro/pages/helpdesk-intro-page'),
        'HelpdeskIntroPage',
      ),
    },
    {
      path: '/helpdesk/unknown-users',
      access: { roles: STAFF },
      title: 'routes.unknownUsers',
      menu: {
        key: 'helpdesk.unknownUsers',
        label: 'routes.unknownUsers',
        group: HELPDESK_GROUP,
        order: 1.3,
        icon: 'AuditOutlined',
      },
      page: lazyPage(
        () => import('./features/unknown-senders/pages/unknown-senders-page'),
        'UnknownSendersPage',
      ),
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
