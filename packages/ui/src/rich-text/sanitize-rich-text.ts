import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import {
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_TAGS,
  RICH_TEXT_LINK_ATTRIBUTES,
  RICH_TEXT_URL_PATTERN,
} from './rich-text-schema';

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ALLOWED_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP: RICH_TEXT_URL_PATTERN,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: DOMPurify | undefined;

/**
 * A DOMPurify instance of our own (hooks are per instance, so other users of DOMPurify are not affected), made on
 * first use: creating it needs `window`, and an unused module must cost nothing at start-up.
 */
function richTextPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  // ALLOWED_ATTR holds for every element; RICH_TEXT_ALLOWED_ATTRIBUTES names them per element.
  instance.addHook('uponSanitizeAttribute', (node, event) => {
    const allowed = RICH_TEXT_ALLOWED_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(event.attrName)) event.keepAttr = false;
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    for (const [name, value] of Object.entries(RICH_TEXT_LINK_ATTRIBUTES)) node.setAttribute(name, value);
  });
  purifier = instance;
  return instance;
}

/**
 * Cleans rich-text HTML to the editor's schema (issue 12, docs/helpdesk-api.md "Rich text"): only
 * {@link RICH_TEXT_ALLOWED_TAGS}; only `href`, `target` and `rel` on links; `href` only with http, https or mailto
 * (otherwise the attribute is dropped); every link gets `rel="noopener noreferrer"` and `target="_blank"`.
 * Removed elements keep their text, except script, style, iframe, svg and the like, which go with their content.
 * Returns an HTML string ('' for empty input).
 */
export function sanitizeRichText(html: string): string {
  if (!html) return '';
  return richTextPurifier().sanitize(html, CONFIG);
}
