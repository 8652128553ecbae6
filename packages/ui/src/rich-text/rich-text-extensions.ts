import { StarterKit } from '@tiptap/starter-kit';
import { isAllowedRichTextUrl, RICH_TEXT_LINK_ATTRIBUTES } from './rich-text-schema';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The editor's schema and behaviour (issue 12): TipTap StarterKit (paragraphs, bold, italic, strike, underline,
 * code, code block, quote, rule, lists, links, undo/redo, markdown-style input rules) with headings limited to
 * levels 2 and 3, so that everything it produces is in RICH_TEXT_ALLOWED_TAGS. Links: no navigation on click while
 * editing, typed or pasted URLs and e-mail addresses become links, and only http, https and mailto URLs are
 * accepted (also in pasted HTML). Linkify knows these three schemes already and Link's `protocols` option only
 * adds schemes, so the restriction is `isAllowedUri`. One array for every editor, so TipTap's React binding sees
 * stable options.
 */
export const RICH_TEXT_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: [],
      // Autolink checks the typed text ("www.example.com", "info@example.com"), which linkify then turns into an
      // https or mailto href; a value with a scheme must be one of ours.
      isAllowedUri: (url, { defaultProtocol }) =>
        isAllowedRichTextUrl(HAS_SCHEME.test(url) ? url : `${defaultProtocol}://${url}`),
      HTMLAttributes: { ...RICH_TEXT_LINK_ATTRIBUTES },
    },
  }),
];
