import { createRemoteI18n } from '@portal/remote-kit';
import announcementsEn from '../features/announcements/locales/en.json';
import announcementsNl from '../features/announcements/locales/nl.json';
import faqEn from '../features/faq/locales/en.json';
import faqNl from '../features/faq/locales/nl.json';
import helpdeskIntroEn from '../features/helpdesk-intro/locales/en.json';
import helpdeskIntroNl from '../features/helpdesk-intro/locales/nl.json';
import newsEn from '../features/news/locales/en.json';
import newsNl from '../features/news/locales/nl.json';
import ticketsEn from '../features/tickets/locales/en.json';
import ticketsNl from '../features/tickets/locales/nl.json';
import unknownSendersEn from '../features/unknown-senders/locales/en.json';
import unknownSendersNl from '../features/unknown-senders/locales/nl.json';
import videosEn from '../features/videos/locales/en.json';
import videosNl from '../features/videos/locales/nl.json';
import en from '../locales/en.json';
import nl from '../locales/nl.json';

/**
 * The `helpdesk` namespace (ARCHITECTURE §1: each remote owns one): the core catalog (route titles, menu labels,
 * the spec §4 labels every feature shows) plus one part per feature (announcements + notifications, news + home,
 * tickets, FAQ, videos, helpdesk introduction, unknown senders).
 */
export const helpdeskI18n = createRemoteI18n('helpdesk', {
  en: [en, announcementsEn, newsEn, ticketsEn, faqEn, videosEn, helpdeskIntroEn, unknownSendersEn],
  nl: [nl, announcementsNl, newsNl, ticketsNl, faqNl, videosNl, helpdeskIntroNl, unknownSendersNl],
});

/** The i18next namespace of this remote. */
export const HELPDESK_NS = helpdeskI18n.namespace;

/** This remote's catalogs by locale. */
export const helpdeskCatalogs = helpdeskI18n.catalogs;
