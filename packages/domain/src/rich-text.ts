/**
 * The rich-text schema (issue 12; spec §1 "texts are edited in a rich-text editor"; docs/helpdesk-api.md "Rich
 * text"): what the editor (RichTextEditor in @portal/ui: TipTap StarterKit with headings 2 and 3, plus links)
 * produces and the portal stores. ONE list for both sanitizers: the server's (sanitize-html, before storing) and
 * the client's (DOMPurify in RichTextView, before rendering). Zod-free.
 */

/** Elements kept; everything else is removed (its text kept, except script/style-like content). */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  's',
  'u',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'hr',
  'a',
] as const;

/** Attributes kept per element: only links carry any (`href`, and the `rel` and `target` set by the sanitizers). */
export const RICH_TEXT_ATTRIBUTES = { a: ['href', 'rel', 'target'] } as const;

/** URL schemes a link may use; any other (or none: relative, protocol-relative) loses the link. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Attributes every link gets, whatever it carried: opens in a new tab without giving that tab our window. */
export const RICH_TEXT_LINK_ATTRIBUTES = { rel: 'noopener noreferrer', target: '_blank' } as const;
