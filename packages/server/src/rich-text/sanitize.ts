import { compile } from 'html-to-text';
import {
  RICH_TEXT_ATTRIBUTES as DOMAIN_ATTRIBUTES,
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_SCHEMES as DOMAIN_SCHEMES,
  RICH_TEXT_TAGS as DOMAIN_TAGS,
} from '@portal/domain';
import sanitizeHtml from 'sanitize-html';

/**
 * The editor's schema, one list with the client's DOMPurify config (RichTextView): @portal/domain `rich-text.ts`.
 * Re-exported under the names the tests use.
 */
export const RICH_TEXT_TAGS = DOMAIN_TAGS;
export const RICH_TEXT_ATTRIBUTES = DOMAIN_ATTRIBUTES;
export const RICH_TEXT_SCHEMES = DOMAIN_SCHEMES;
/** `rel` and `target` put on every link. */
export const RICH_TEXT_LINK_REL = RICH_TEXT_LINK_ATTRIBUTES.rel;
export const RICH_TEXT_LINK_TARGET = RICH_TEXT_LINK_ATTRIBUTES.target;

/**
 * Disallowed tags are unwrapped (their text kept), except these, whose content is script, style, foreign markup
 * (SVG, MathML), fallback for embedded objects or raw text a browser would parse differently: dropped whole.
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'plaintext',
  'template',
  'title',
];

/** A URL that starts with a scheme; after sanitize-html's scheme check the scheme is one of RICH_TEXT_SCHEMES. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Keeps only href (trimmed); rel and target are always ours, whatever the input says. */
function linkTag(_tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  if (attribs.href === undefined) return { tagName: 'a', attribs: {} };
  return {
    tagName: 'a',
    attribs: { href: attribs.href.trim(), rel: RICH_TEXT_LINK_REL, target: RICH_TEXT_LINK_TARGET },
  };
}

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_ATTRIBUTES.a] },
  allowedClasses: {},
  allowedStyles: {},
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  // Pasted HTML: map the tags the editor itself would convert to its own marks and headings.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    a: linkTag,
  },
  // A link whose href was refused (bad scheme) or is relative keeps its text but stops being a link.
  exclusiveFilter: (frame) =>
    frame.tag === 'a' && !HAS_SCHEME.test(frame.attribs.href ?? '') ? 'excludeTag' : false,
};

/**
 * Sanitizes editor HTML to the editor's schema (issue 12, docs/helpdesk-api.md "Rich text", spec §1).
 *
 * @param html untrusted HTML from a request (announcement message, news body)
 * @returns HTML with only RICH_TEXT_TAGS; links keep an http/https/mailto `href` and get
 *   `rel="noopener noreferrer" target="_blank"`; other tags are unwrapped (script, style, iframe, svg, ... are
 *   dropped with their content); b/i/strike/del and h1/h4–h6 become strong/em/s and h2/h3. This is what is stored.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/** Anything a reader cannot see: whitespace (including &nbsp;) and zero-width characters. */
const INVISIBLE = /[\s\u200B-\u200D\u2060\uFEFF]/g;

/**
 * Whether rich text has no visible text after sanitizing, e.g. '', '<p></p>', '<p><br></p>', '<p>&nbsp;</p>' or
 * '<p><img src=x></p>'. Routes answer 400 "required" on the field then (issue 12).
 *
 * @param html untrusted HTML from a request
 * @returns true when nothing but whitespace, &nbsp; or zero-width characters would be shown
 */
export function isBlankRichText(html: string): boolean {
  return !hasVisibleText(sanitizeRichText(html));
}

/** Whether already sanitized HTML shows any text. */
function hasVisibleText(clean: string): boolean {
  return sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).replace(INVISIBLE, '') !== '';
}

/**
 * Sanitizes rich text for storing in one pass and tells whether anything visible is left (what a route needs for
 * a required field: {@link sanitizeRichText} plus {@link isBlankRichText} without sanitizing twice).
 *
 * @param html untrusted HTML from a request
 * @returns the sanitized HTML, or null when it is blank
 */
export function sanitizeUnlessBlank(html: string): string | null {
  const clean = sanitizeRichText(html);
  return hasVisibleText(clean) ? clean : null;
}

const toPlainText = compile({
  wordwrap: 78,
  selectors: [
    { selector: 'a', options: { linkBrackets: ['[', ']'], hideLinkHrefIfSameAsText: true } },
    { selector: 'ul', options: { itemPrefix: ' * ' } },
    // The editor wraps every list item in <p>: no blank line between items.
    { selector: 'li > p', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'h3', options: { uppercase: false } },
  ],
});

/**
 * The plain-text part of a mail for rich text (issue 12): sanitized first, then rendered by html-to-text with
 * links as "text [url]" (just "url" when the text is the url), bulleted (" * ") and numbered lists, headings as
 * written (not upper-cased) and lines wrapped at 78 characters.
 *
 * @param html rich text (stored sanitized HTML, or untrusted HTML: it is sanitized again)
 * @returns plain text without trailing newline
 */
export function richTextToPlainText(html: string): string {
  return toPlainText(sanitizeRichText(html));
}
