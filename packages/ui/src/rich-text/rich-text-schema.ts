/**
 * The HTML the rich-text editor produces and the portal stores (docs/helpdesk-api.md "Rich text", issue 12): the
 * editor's schema (TipTap StarterKit with headings 2 and 3), which the server keeps with `sanitize-html` and
 * `RichTextView` keeps with DOMPurify. Shaped like sanitize-html's options (`allowedTags`, `allowedAttributes`,
 * `allowedSchemes`) so a test can compare them with the server's configuration. No dependencies: the editor's
 * link dialog and the view both use it.
 */

/** Elements kept in rich text; everything else is removed (its text kept, except script/style-like content). */
export const RICH_TEXT_ALLOWED_TAGS = [
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

/** Attributes kept per element: only links carry attributes. */
export const RICH_TEXT_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel'],
};

/** URL schemes a link may use; links with any other (or no) scheme lose their `href`. */
export const RICH_TEXT_ALLOWED_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Attributes every link gets, whatever it carried: opens in a new tab without giving that tab our window. */
export const RICH_TEXT_LINK_ATTRIBUTES = { rel: 'noopener noreferrer', target: '_blank' } as const;

/** Matches an absolute URL with one of {@link RICH_TEXT_ALLOWED_SCHEMES} (DOMPurify's `ALLOWED_URI_REGEXP`). */
export const RICH_TEXT_URL_PATTERN = /^(?:https?|mailto):/i;

/**
 * True when `url` (surrounding spaces ignored) may be the target of a link in rich text: an absolute http or https
 * URL with a host (`https://example.com/x`) or a mailto URL with an address (`mailto:support@example.com`).
 * Anything else is refused: other schemes (`javascript:`, `data:`, `ftp:`), relative URLs, and URLs with spaces or
 * control characters inside (browsers drop those, so `java\tscript:` would otherwise slip through).
 */
export function isAllowedRichTextUrl(url: string): boolean {
  const trimmed = url.trim();
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(trimmed)) return false;
  return /^https?:\/\/[^/?#]+/i.test(trimmed) || /^mailto:[^@]+@[^@]+$/i.test(trimmed);
}
