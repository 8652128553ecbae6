/**
 * Constants of announcements and notifications (issue 12; spec §4), zod-free so screens that need only these do not
 * load the schemas (bundle weight; the schemas are in announcements.ts).
 */

// ---------------------------------------------------------------------------------------------------------------
// Constants (spec §4)

/** Announcement types (spec §4). */
export const ANNOUNCEMENT_TYPES = ['incident', 'interference', 'maintenance', 'notification'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/**
 * Announcement priorities as shown and entered (spec §4), lowest first. A stored legacy "urgent" is returned as
 * "critical" ("urgent is displayed as critical").
 */
export const ANNOUNCEMENT_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

/** Announcement statuses (spec §4): open, and the one closed status of each type. */
export const ANNOUNCEMENT_STATUSES = [
  'open',
  'interferenceResolved',
  'maintenanceClosed',
  'notificationClosed',
] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/**
 * The closed status of each type (spec §4 lists the statuses; the transitions are our design): incident and
 * interference close as "interference resolved", maintenance as "maintenance closed", notification as
 * "notification closed". Closing asks for a final message; staff may reopen (→ open).
 */
export const CLOSED_STATUS_OF: Record<AnnouncementType, Exclude<AnnouncementStatus, 'open'>> = {
  incident: 'interferenceResolved',
  interference: 'interferenceResolved',
  maintenance: 'maintenanceClosed',
  notification: 'notificationClosed',
};

/** Regions of an incident (spec §4). */
export const ANNOUNCEMENT_REGIONS = ['belgium', 'netherlands', 'europe', 'worldwide'] as const;
export type AnnouncementRegion = (typeof ANNOUNCEMENT_REGIONS)[number];

/** Notification types (spec §4). */
export const NOTIFICATION_TYPES = ['maintenance', 'notification', 'technicalDifficulties'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The notification type of an announcement type (spec §4 gives both lists; the mapping is our design):
 * maintenance → maintenance, notification → notification, incident and interference → technical difficulties.
 */
export const NOTIFICATION_TYPE_OF: Record<AnnouncementType, NotificationType> = {
  incident: 'technicalDifficulties',
  interference: 'technicalDifficulties',
  maintenance: 'maintenance',
  notification: 'notification',
};

/** Longest title of an announcement or news item, in characters. */
export const ANNOUNCEMENT_TITLE_MAX = 200;
/** Longest rich-text field (HTML, before sanitizing), in characters. */
export const RICH_TEXT_MAX = 50_000;
/** Longest plain-text field (affected services, customer impact, required action, contact), in characters. */
export const ANNOUNCEMENT_TEXT_MAX = 2_000;

/** Kinds of further messages: an update, the final message on closing, the message on reopening. */
export const ANNOUNCEMENT_MESSAGE_KINDS = ['update', 'closing', 'reopening'] as const;
export type AnnouncementMessageKind = (typeof ANNOUNCEMENT_MESSAGE_KINDS)[number];
