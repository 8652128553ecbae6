import { render } from '@testing-library/react';
import {
  isAllowedRichTextUrl,
  RICH_TEXT_ALLOWED_ATTRIBUTES,
  RICH_TEXT_ALLOWED_SCHEMES,
  RICH_TEXT_ALLOWED_TAGS,
} from './rich-text-schema';
import { RichTextView } from './rich-text-view';
import { sanitizeRichText } from './sanitize-rich-text';

/** Renders the view and returns the HTML it shows. */
function shown(html: string): string {
  const { container } = render(<RichTextView html={html} />);
  return container.firstElementChild!.innerHTML;
}

describe('RichTextView (issue 12: stored rich text, sanitized again on the client)', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>Maintenance</h2><h3>When</h3><p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u>, <s>struck</s>, ' +
      '<code>code</code><br>next line</p><ul><li><p>one</p></li></ul><ol><li><p>first</p></li></ol>' +
      '<blockquote><p>quote</p></blockquote><pre><code>block</code></pre><hr>';
    expect(shown(html)).toBe(html);
  });

  it('removes scripts, iframes, styles and svg together with their content', () => {
    const html = shown(
      '<p>Hello</p><script>alert(1)</script><iframe src="https://evil.example"></iframe>' +
        '<style>p{color:red}</style><svg><script>alert(2)</script><circle r="1"/></svg>',
    );
    expect(html).toBe('<p>Hello</p>');
  });

  it('removes event handlers, styles and classes from allowed elements', () => {
    expect(
      shown('<p onclick="alert(1)" style="color:red" class="x" id="y">Hi</p><img src=x onerror="alert(1)">'),
    ).toBe('<p>Hi</p>');
  });

  it('keeps the text of elements outside the schema', () => {
    expect(shown('<div><span>Plain</span> <h1>Title</h1> <table><tr><td>cell</td></tr></table></div>')).toBe(
      'Plain Title cell',
    );
  });

  it('drops javascript:, data: and relative link targets but keeps the link text', () => {
    const html = shown(
      '<p><a href="javascript:alert(1)">a</a><a href=" jav&#x09;ascript:alert(1)">b</a>' +
        '<a href="data:text/html;base64,PHNjcmlwdD4=">c</a><a href="/admin">d</a></p>',
    );
    expect(html).not.toMatch(/href/);
    expect(html).toMatch(/>a<.*>b<.*>c<.*>d</);
  });

  it('opens every http, https and mailto link in a new tab without access to the portal window', () => {
    const html = shown(
      '<p><a href="https://example.com" target="_self" rel="opener" title="t" class="c">site</a> ' +
        '<a href="http://example.com/x">old</a> <a href="mailto:support@example.com">mail</a></p>',
    );
    const links = new DOMParser().parseFromString(html, 'text/html').querySelectorAll('a');
    expect(
      [...links].map((a) => [a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]),
    ).toEqual([
      ['https://example.com', '_blank', 'noopener noreferrer'],
      ['http://example.com/x', '_blank', 'noopener noreferrer'],
      ['mailto:support@example.com', '_blank', 'noopener noreferrer'],
    ]);
    expect([...links].every((a) => a.attributes.length === 3)).toBe(true);
  });

  it('allows href, target and rel on links only', () => {
    expect(shown('<p href="https://example.com" target="_blank" rel="x">p</p>')).toBe('<p>p</p>');
  });

  it('shows nothing for an empty text', () => {
    expect(shown('')).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });

  it('leaves other users of DOMPurify alone (its hooks are on an instance of its own)', async () => {
    const { default: DOMPurify } = await import('dompurify');
    sanitizeRichText('<p>warm up</p>');
    expect(DOMPurify.sanitize('<a href="/x" title="t">x</a>')).toBe('<a href="/x" title="t">x</a>');
  });
});

describe('rich-text allowlist (compared with the server sanitize-html options later)', () => {
  it('is the editor schema of docs/helpdesk-api.md', () => {
    expect([...RICH_TEXT_ALLOWED_TAGS].sort()).toEqual(
      [
        'a',
        'blockquote',
        'br',
        'code',
        'em',
        'h2',
        'h3',
        'hr',
        'li',
        'ol',
        'p',
        'pre',
        's',
        'strong',
        'u',
        'ul',
      ].sort(),
    );
    expect({ a: [...RICH_TEXT_ALLOWED_ATTRIBUTES.a!].sort() }).toEqual({ a: ['href', 'rel', 'target'] });
    expect(RICH_TEXT_ALLOWED_SCHEMES).toEqual(['http', 'https', 'mailto']);
  });
});

describe('isAllowedRichTextUrl (link dialog)', () => {
  it.each([
    'https://example.com',
    'http://example.com/a?b=c#d',
    ' https://example.com ',
    'mailto:help@example.com',
  ])('accepts %p', (url) => expect(isAllowedRichTextUrl(url)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'ftp://example.com',
    'example.com',
    '/relative',
    'https://',
    'mailto:',
    'https://exa mple.com',
  ])('refuses %p', (url) => expect(isAllowedRichTextUrl(url)).toBe(false));
});
