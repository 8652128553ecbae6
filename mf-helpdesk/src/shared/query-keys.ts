import type {
  AnnouncementListQuery,
  FaqListQuery,
  Locale,
  NewsListQuery,
  NotificationListQuery,
  TicketListQuery,
  UnknownSenderQuery,
  VideoListQuery,
} from '@portal/domain';

/**
 * Query keys of this remote's server reads (TanStack Query), one place for every feature. The query client is shared
 * by the whole portal: the shell's header bell reads `['notifications', 'unread-count']`, so marking a notification
 * read here updates the bell when `notifications` is invalidated.
 *   GET /announcements?state=open → ['announcements', 'list', { state: 'open', … }]
 *   GET /announcements/7          → ['announcements', 7]
 *   GET /news?page=2              → ['news', 'list', { page: 2, … }]
 *   GET /notifications/unread-count → ['notifications', 'unread-count']
 *   GET /tickets?state=all&page=2  → ['tickets', 'list', { state: 'all', page: 2, … }]
 *   GET /tickets/1042              → ['tickets', 1042]
 *   GET /tickets/assignees         → ['tickets', 'assignees']
 *   GET /tickets/unknown?page=2    → ['tickets', 'unknown', { page: 2, pageSize: 20 }]
 *   GET /faq?locale=nl&search=apn  → ['faq', 'list', { locale: 'nl', search: 'apn' }]
 *   GET /faq/categories?locale=nl  → ['faq', 'categories', 'nl'] (every language: ['faq', 'categories', 'all'])
 *   GET /faq/12                    → ['faq', 12]
 *   GET /videos?locale=nl          → ['videos', 'list', { locale: 'nl' }]
 *   GET /videos/categories?locale=nl → ['videos', 'categories', 'nl'] (every language: [..., 'all'])
 *   GET /videos/settings           → ['videos', 'settings']
 *   GET /videos/3                  → ['videos', 3]
 *   GET /videos/3/playback         → ['videos', 3, 'playback']
 *   GET /organizations/7           → ['organizations', 7] (mf-customers' key: one cached answer in the portal)
 *   GET /organizations?search=acme → ['organizations', 'list', { search: 'acme', … }] (mf-customers' and the
 *                                    OrganizationPicker's key)
 *   GET /organizations/7/account-manager → ['organizations', 7, 'account-manager'] (mf-customers' key too)
 */
export const queryKeys = {
  announcements: () => ['announcements'] as const,
  /** Every page of the announcement list (a prefix of each list key). */
  announcementLists: () => ['announcements', 'list'] as const,
  announcementList: (query: AnnouncementListQuery) => ['announcements', 'list', query] as const,
  announcement: (id: number) => ['announcements', id] as const,
  announcementRecipients: (query: Record<string, unknown>) => ['announcements', 'recipients', query] as const,
  /** GET /suppliers: the same key as mf-customers', so the portal's one query cache holds one answer. */
  suppliers: () => ['suppliers'] as const,
  news: () => ['news'] as const,
  /** Every page of the news list (a prefix of each list key). */
  newsLists: () => ['news', 'list'] as const,
  newsList: (query: NewsListQuery) => ['news', 'list', query] as const,
  newsItem: (id: number) => ['news', id] as const,
  notifications: () => ['notifications'] as const,
  notificationList: (query: NotificationListQuery) => ['notifications', 'list', query] as const,
  notification: (id: number) => ['notifications', id] as const,
  unreadCount: () => ['notifications', 'unread-count'] as const,
  tickets: () => ['tickets'] as const,
  /** Every page of the ticket list (a prefix of each list key). */
  ticketLists: () => ['tickets', 'list'] as const,
  ticketList: (query: TicketListQuery) => ['tickets', 'list', query] as const,
  ticket: (id: number) => ['tickets', id] as const,
  ticketAssignees: () => ['tickets', 'assignees'] as const,
  /** Every page of the Unknown users (spam) queue (a prefix of each page key). */
  unknownSenderLists: () => ['tickets', 'unknown'] as const,
  unknownSenderList: (query: UnknownSenderQuery) => ['tickets', 'unknown', query] as const,
  /** Every FAQ list (a prefix of each list key). */
  faqLists: () => ['faq', 'list'] as const,
  faqList: (query: FaqListQuery) => ['faq', 'list', query] as const,
  /** The category lists of every language (a prefix of each categories key). */
  faqCategoryLists: () => ['faq', 'categories'] as const,
  /** The categories in use in one language; `undefined`: in every language. */
  faqCategories: (locale: Locale | undefined) => ['faq', 'categories', locale ?? 'all'] as const,
  faqItem: (id: number) => ['faq', id] as const,
  /** Every video list (a prefix of each list key). */
  videoLists: () => ['videos', 'list'] as const,
  videoList: (query: VideoListQuery) => ['videos', 'list', query] as const,
  /** The video category lists of every language (a prefix of each categories key). */
  videoCategoryLists: () => ['videos', 'categories'] as const,
  /** The video categories in use in one language; `undefined`: in every language. */
  videoCategories: (locale: Locale | undefined) => ['videos', 'categories', locale ?? 'all'] as const,
  videoSettings: () => ['videos', 'settings'] as const,
  /** One video; also the prefix of its playback key. */
  video: (id: number) => ['videos', id] as const,
  /** A signed playback URL of an uploaded video (short-lived: fetched each time the player opens). */
  videoPlayback: (id: number) => ['videos', id, 'playback'] as const,
  organization: (organizationId: number) => ['organizations', organizationId] as const,
  /** Every organization list (a prefix of each list key): the customer list and the OrganizationPicker's searches. */
  organizationLists: () => ['organizations', 'list'] as const,
  /** `null`: no organization (staff), for a query that is skipped. */
  accountManager: (organizationId: number | null) =>
    ['organizations', organizationId, 'account-manager'] as const,
};
