import type { Video, VideoList, VideoSettings } from '@portal/domain';

/** Test data of the video screens (issue 13 "Videos"): the server sorts by category, then title. */

/** An uploaded English video of "Getting started" (the first of its category by title). */
export const ACTIVATE_VIDEO: Video = {
  id: 3,
  title: 'Activating a SIM card',
  description: 'Open SIM management and choose Activate.\nThe card works within minutes.',
  category: 'Getting started',
  locale: 'en',
  kind: 'file',
  url: null,
  file: { fileName: 'activate-sim.mp4', contentType: 'video/mp4', sizeBytes: 12_582_912 },
  updatedAt: '2026-11-20T09:00:00.000Z',
};

/** An English link video of "Getting started" (the second of its category by title). */
export const PORTAL_TOUR: Video = {
  id: 4,
  title: 'A tour of the portal',
  description: 'Five minutes through every menu.',
  category: 'Getting started',
  locale: 'en',
  kind: 'link',
  url: 'https://www.youtube.com/watch?v=tour123',
  file: null,
  updatedAt: '2026-11-20T09:00:00.000Z',
};

/** The one English video of "Roaming", a link. */
export const ROAMING_VIDEO: Video = {
  id: 5,
  title: 'Roaming explained',
  description: '',
  category: 'Roaming',
  locale: 'en',
  kind: 'link',
  url: 'https://vimeo.com/555',
  file: null,
  updatedAt: '2026-11-21T09:00:00.000Z',
};

/** A Dutch uploaded video (what a Dutch customer watches, and what writers see beside the English ones). */
export const ACTIVATE_VIDEO_NL: Video = {
  id: 21,
  title: 'Een simkaart activeren',
  description: 'Open simbeheer en kies Activeren.',
  category: 'Aan de slag',
  locale: 'nl',
  kind: 'file',
  url: null,
  file: { fileName: 'simkaart-activeren.webm', contentType: 'video/webm', sizeBytes: 8_000_000 },
  updatedAt: '2026-11-20T09:00:00.000Z',
};

/** GET /videos/settings: two link hosts, at most 100 MB, MP4 and WebM. */
export const SETTINGS: VideoSettings = {
  linkHosts: ['youtube.com', 'vimeo.com'],
  maxUploadBytes: 100 * 1024 * 1024,
  fileExtensions: ['mp4', 'm4v', 'webm'],
};

/** GET /videos's answer with `items` (not truncated unless told). */
export const listOf = (items: Video[], truncated = false): VideoList => ({ items, truncated });
