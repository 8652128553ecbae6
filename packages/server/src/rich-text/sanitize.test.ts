import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
  isBlankRichText,
  richTextToPlainText,
  sanitizeRichText,
} from './sanitize.js';
import { XSS_CORPUS } from './xss-corpus.js';

const LINK = 'rel="noopener noreferrer" target="_blank"';

interface ParsedTag {
  name: string;
  attribs: Record<string, string>;
}

/** Every opening tag of `html` as sanitize-html's own parser (htmlparser2) reads it, nothing removed. */
function parseTags(html: string): ParsedTag[] {
  const tags: ParsedTag[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (name, attribs) => tags.push({ name, attribs }),
  });
  return tags;
}

/**
 * Every `<...>` in the raw output. Text `<` is always escaped as `&lt;`, so each match is markup a browser would
 * read as a tag (or a comment, CDATA section, processing instruction): checked without trusting any parser.
 */
function rawTags(html: string): string[] {
  return html.match(/<[^>]*>?/g) ?? [];
}

const ALLOWED_RAW_TAG = new RegExp(
  `^(?:<(?:${RICH_TEXT_TAGS.filter((tag) => tag !== 'a').join('|')})(?: />|>)` +
    `|<a href="(?:https?|mailto):[^"]*" ${LINK}>` +
    `|</(?:${RICH_TEXT_TAGS.join('|')})>)$`,
);
const FORBIDDEN_TAG =
  /^<\/?(?:script|iframe|object|embed|svg|math|style|form|meta|base|link|img|input|button|video|audio|source|template|noscript|textarea|details|body)\b/i;

describe('the XSS corpus', () => {
  it('has at least 40 payloads with unique names, each trying to set window.__xss', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(XSS_CORPUS.map(({ name }) => name)).size).toBe(XSS_CORPUS.length);
    for (const { html } of XSS_CORPUS) {
      const decoded = html.replace(/base64,([A-Za-z0-9+/=]+)/g, (_, data: string) => atob(data));
      expect(decoded).toContain('__xss');
    }
  });
});

describe('sanitizeRichText on the XSS corpus', () => {
  it.each(XSS_CORPUS)('$name: leaves only editor markup', ({ html }) => {
    const output = sanitizeRichText(html);

    for (const tag of rawTags(output)) {
      expect(tag).toMatch(ALLOWED_RAW_TAG);
      expect(tag).not.toMatch(/<script/i);
      expect(tag).not.toMatch(FORBIDDEN_TAG);
      expect(tag).not.toMatch(/\son\w+\s*=/i);
      expect(tag).not.toMatch(/(?:javascript|vbscript|data)\s*:/i);
      // `window.__xss=1` may survive as inert text, never inside markup.
      expect(tag).not.toContain('__xss');
    }

    for (const { name, attribs } of parseTags(output)) {
      expect(RICH_TEXT_TAGS).toContain(name);
      if (name === 'a') {
        expect(attribs).toEqual({
          href: expect.stringMatching(/^(?:https?|mailto):/i),
          rel: 'noopener noreferrer',
          target: '_blank',
        });
      } else {
        expect(attribs).toEqual({});
      }
    }
  });

  it.each(XSS_CORPUS)('$name: is stable when sanitized again', ({ html }) => {
    const output = sanitizeRichText(html);
    expect(sanitizeRichText(output)).toBe(output);
  });
});

describe('sanitizeRichText allowlist', () => {
  it('allows exactly the editor schema and the schemes http, https and mailto', () => {
    expect([...RICH_TEXT_TAGS].sort()).toEqual(
      [
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
      ].sort(),
    );
    expect([...RICH_TEXT_SCHEMES].sort()).toEqual(['http', 'https', 'mailto']);
  });

  it('keeps an editor document unchanged (apart from self-closing br and hr)', () => {
    const html =
      '<h2>Planned maintenance</h2><h3>What changes</h3>' +
      '<p><strong>Bold</strong>, <em>italic</em>, <s>struck</s>, <u>underlined</u> and <code>code</code>.<br>Next line</p>' +
      '<ul><li><p>one</p></li><li><p>two</p></li></ul><ol><li><p>first</p></li></ol>' +
      '<blockquote><p>quoted</p></blockquote><pre><code>npm run build</code></pre><hr>' +
      `<p><a href="https://status.example.com/" ${LINK}>status page</a></p>`;
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />').replace('<hr>', '<hr />'));
  });

  it('removes <img src=x> entirely', () => {
    expect(sanitizeRichText('<p>before<img src="x">after</p>')).toBe('<p>beforeafter</p>');
    expect(sanitizeRichText('<img src=x>')).toBe('');
  });

  it('drops style, class, id and every other attribute from allowed tags', () => {
    expect(sanitizeRichText('<p style="color:red">red</p>')).toBe('<p>red</p>');
    expect(sanitizeRichText('<h2 class="title" id="top" title="t" data-x="1" dir="rtl">Title</h2>')).toBe(
      '<h2>Title</h2>',
    );
    expect(sanitizeRichText('<code class="language-js">x</code>')).toBe('<code>x</code>');
    expect(sanitizeRichText('<p href="https://example.com">x</p>')).toBe('<p>x</p>');
  });

  it('unwraps other tags and keeps their text', () => {
    expect(sanitizeRichText('<div><span style="color:red">kept</span></div>')).toBe('kept');
    expect(sanitizeRichText('<p><font color="red">kept</font> <mark>too</mark></p>')).toBe('<p>kept too</p>');
    expect(sanitizeRichText('<table><tr><td>cell</td></tr></table>')).toBe('cell');
    expect(sanitizeRichText('<form action="https://example.com"><button>go</button></form>')).toBe('go');
  });

  it.each(['script', 'style', 'iframe', 'object', 'svg', 'math', 'textarea', 'noscript', 'template'])(
    'drops <%s> with its content',
    (tag) => {
      expect(sanitizeRichText(`<p>before</p><${tag}>secret</${tag}><p>after</p>`)).toBe(
        '<p>before</p><p>after</p>',
      );
    },
  );

  it('drops <embed> (a void element; text after it is ordinary text)', () => {
    expect(sanitizeRichText('<p>a<embed src="https://example.com/x.swf">b</p>')).toBe('<p>ab</p>');
  });

  it('keeps escaped markup as escaped text', () => {
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; 1 &lt; 2</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; 1 &lt; 2</p>',
    );
  });
});

describe('sanitizeRichText links', () => {
  it.each([
    'https://example.com/a?b=1&amp;c=2',
    'http://example.com',
    'mailto:support@example.com',
    'HTTPS://EXAMPLE.COM',
  ])('keeps href="%s" and adds rel="noopener noreferrer" target="_blank"', (href) => {
    expect(sanitizeRichText(`<a href="${href}">link</a>`)).toBe(`<a href="${href}" ${LINK}>link</a>`);
  });

  it('replaces rel and target from the input and drops other attributes', () => {
    expect(
      sanitizeRichText(
        '<a href="https://example.com" rel="opener" target="_self" title="t" class="c" download ping="https://x">x</a>',
      ),
    ).toBe(`<a href="https://example.com" ${LINK}>x</a>`);
  });

  it('trims whitespace around href', () => {
    expect(sanitizeRichText('<a href="  https://example.com  ">x</a>')).toBe(
      `<a href="https://example.com" ${LINK}>x</a>`,
    );
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'ftp://example.com',
    'tel:+31201234567',
    'file:///etc/passwd',
    '//example.com',
    '/relative/path',
    '#anchor',
    '',
  ])('turns a link with href="%s" into its text', (href) => {
    expect(sanitizeRichText(`<p>see <a href="${href}">this</a></p>`)).toBe('<p>see this</p>');
  });

  it('turns a link without href into its text', () => {
    expect(sanitizeRichText('<a name="x">text</a>')).toBe('text');
  });
});

describe('sanitizeRichText mapping of pasted HTML', () => {
  it.each([
    ['<b>x</b>', '<strong>x</strong>'],
    ['<i>x</i>', '<em>x</em>'],
    ['<strike>x</strike>', '<s>x</s>'],
    ['<del>x</del>', '<s>x</s>'],
    ['<h1>x</h1>', '<h2>x</h2>'],
    ['<h4>x</h4>', '<h3>x</h3>'],
    ['<h5>x</h5>', '<h3>x</h3>'],
    ['<h6 style="color:red">x</h6>', '<h3>x</h3>'],
  ])('maps %s to %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });
});

describe('isBlankRichText', () => {
  it.each([
    '',
    '   ',
    '<p></p>',
    '<p><br></p>',
    '<p>&nbsp;</p>',
    '<p> &nbsp; </p><p></p>',
    '<p>\u200B</p>',
    '<h2> </h2><ul><li><p></p></li></ul>',
    '<hr>',
    '<img src="https://example.com/x.png">',
    '<script>visible?</script>',
    '<a href="https://example.com"></a>',
  ])('treats %j as blank', (html) => {
    expect(isBlankRichText(html)).toBe(true);
  });

  it.each(['<p>x</p>', '<p>0</p>', 'text', '<p>&amp;</p>', '<p><a href="javascript:x">link text</a></p>'])(
    'treats %j as filled in',
    (html) => {
      expect(isBlankRichText(html)).toBe(false);
    },
  );
});

describe('richTextToPlainText', () => {
  it('renders headings as written, links as "text [url]", bulleted and numbered lists, wrapped at 78', () => {
    const html =
      '<h2>Planned maintenance</h2>' +
      '<p>On <strong>Saturday</strong> the portal is offline. See <a href="https://status.example.com/">the status page</a> ' +
      'or mail <a href="mailto:support@example.com">our support desk</a>.</p>' +
      '<ul><li><p>Shipments</p></li><li><p>Invoices</p></li></ul>' +
      '<ol><li><p>Save your work</p></li><li><p>Sign out</p></li></ol>' +
      '<p>More at <a href="https://example.com">https://example.com</a> &amp; &lt;soon&gt;.</p>';

    expect(richTextToPlainText(html)).toBe(
      [
        'Planned maintenance',
        '',
        'On Saturday the portal is offline. See the status page',
        '[https://status.example.com/] or mail our support desk [support@example.com].',
        '',
        ' * Shipments',
        ' * Invoices',
        '',
        ' 1. Save your work',
        ' 2. Sign out',
        '',
        'More at https://example.com & <soon>.',
      ].join('\n'),
    );
  });

  it('wraps long lines at 78 characters', () => {
    const text = richTextToPlainText(`<p>${'word '.repeat(40)}</p>`);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(78);
  });

  it('sanitizes first: no script text and no refused links', () => {
    expect(
      richTextToPlainText('<p>Hi<script>window.__xss=1</script> <a href="javascript:x">there</a></p>'),
    ).toBe('Hi there');
  });
});
