/** Helpdesk video limits and types (issue 13 "Videos"; spec §2 /helpdesk child "videos"), zod-free (videos.ts). */

/** Longest video title, in characters. */
export const VIDEO_TITLE_MAX = 200;
/** Longest video description (plain text), in characters. */
export const VIDEO_DESCRIPTION_MAX = 2000;
/** Longest video category name, in characters. */
export const VIDEO_CATEGORY_MAX = 100;
/** Longest external video link, in characters. */
export const VIDEO_URL_MAX = 2000;
/** Most videos one list answer carries (not paged: grouped by category on one screen, like the FAQ). */
export const VIDEO_LIST_LIMIT = 500;

/** How a video is stored: an uploaded file the portal serves, or a link to an allowlisted video host. */
export const VIDEO_KINDS = ['file', 'link'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/**
 * Uploaded video files (sniffed from the bytes): MP4 and WebM, the two every current browser plays in a `<video>`
 * element. Type → the extensions a file of that type may carry. Others (AVI, MOV, MKV) are refused: the portal
 * does not transcode, and a file no browser plays helps nobody.
 */
export const VIDEO_FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'video/mp4': ['mp4', 'm4v'],
  'video/webm': ['webm'],
};

/** The server's video messages (English, spec §8 style); the client shows them as sent. */
export const VideoMessages = {
  fileType: 'Only MP4 and WebM videos are accepted.',
  /** The form lists the allowed hosts (GET /videos/settings); the message stays one text to translate. */
  linkHost: 'Only links to the allowed video hosts are accepted.',
  linkProtocol: 'Enter a link that starts with https://.',
  noLinkOnFile: 'A video with an uploaded file has no link.',
  playbackEnded: 'This video link has expired. Open the video again.',
} as const;
