/**
 * The HTML the rich-text editor produces and the portal stores (docs/helpdesk-api.md "Rich text", issue 12): the
 * editor's schema (TipTap StarterKit with headings 2 and 3), which the server keeps with `sanitize-html` and
 * `RichTextView` keeps with DOMPurify. Shaped like sanitize-html's options (`allowedTags`, `allowedAttributes`,
 * `allowedSchemes`) so a test can compare them with the server's configuration. The lists themselves are in
 * @portal/domain (`rich-text.ts`), shared with the server; the editor's link dialog and the view both use this file.
 */
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
} from '@portal/domain';

/** Elements kept in rich text (@portal/domain: one list with the server's sanitizer). */
export const RICH_TEXT_ALLOWED_TAGS = RICH_TEXT_TAGS;

/** Attributes kept per element: only links carry attributes. */
export const RICH_TEXT_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = RICH_TEXT_ATTRIBUTES;

/** URL schemes a link may use; links with any other (or no) scheme lose their `href`. */
export const RICH_TEXT_ALLOWED_SCHEMES = RICH_TEXT_SCHEMES;

/** Attributes every link gets, whatever it carried: opens in a new tab without giving that tab our window. */
export { RICH_TEXT_LINK_ATTRIBUTES };

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
  // Matching control characters is the point here (browsers drop them inside URLs: `java\tscript:`), which the
  // no-control-regex rule exists to flag as a likely mistake.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(trimmed)) return false;
  return /^https?:\/\/[^/?#]+/i.test(trimmed) || /^mailto:[^@]+@[^@]+$/i.test(trimmed);
}
