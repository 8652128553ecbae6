/**
 * XSS payloads for the rich-text sanitizer (issue 12, docs/helpdesk-api.md "Rich text"). Each one, if it ran in a
 * browser, would set `window.__xss = 1`; the server test asserts the sanitized output is inert and an e2e test
 * renders every sanitized payload in Chromium and asserts `window.__xss` stays undefined. Plain data without
 * imports, so both test runners can load it.
 */
export interface XssPayload {
  /** Unique, readable name, used as the test title. */
  name: string;
  /** The untrusted HTML as a client could send it. */
  html: string;
}

export const XSS_CORPUS: XssPayload[] = [
  // Script elements
  { name: 'plain script', html: '<script>window.__xss=1</script>' },
  { name: 'script inside a paragraph', html: '<p>Hello<script>window.__xss=1</script> world</p>' },
  { name: 'script with src', html: '<script src="data:text/javascript,window.__xss=1"></script>' },
  { name: 'upper-case script', html: '<SCRIPT>window.__xss=1</SCRIPT>' },
  { name: 'nested script', html: '<script><script>window.__xss=1</script></script>' },
  { name: 'broken script (scr<script>ipt)', html: '<scr<script>ipt>window.__xss=1</scr</script>ipt>' },
  { name: 'script with a space in the closing tag', html: '<script>window.__xss=1</script >' },
  { name: 'unclosed script', html: '<p>text</p><script>window.__xss=1' },
  { name: 'script split by a null byte', html: '<scr\u0000ipt>window.__xss=1</scr\u0000ipt>' },

  // Event handlers
  { name: 'img onerror', html: '<img src=x onerror="window.__xss=1">' },
  { name: 'img onerror without quotes', html: '<img src=x onerror=window.__xss=1>' },
  { name: 'img onerror with a slash separator', html: '<img/src=x/onerror=window.__xss=1>' },
  { name: 'body onload', html: '<body onload="window.__xss=1"><p>hi</p></body>' },
  { name: 'p onmouseover', html: '<p onmouseover="window.__xss=1">hover me</p>' },
  { name: 'strong onclick', html: '<strong onclick="window.__xss=1">click</strong>' },
  {
    name: 'a onfocus with autofocus and tabindex',
    html: '<a href="https://example.com" onfocus="window.__xss=1" autofocus tabindex="1">x</a>',
  },
  { name: 'input onfocus autofocus', html: '<input onfocus="window.__xss=1" autofocus>' },
  {
    name: 'details open ontoggle',
    html: '<details open ontoggle="window.__xss=1"><summary>s</summary>x</details>',
  },
  { name: 'video source onerror', html: '<video><source onerror="window.__xss=1"></video>' },
  { name: 'audio src onerror', html: '<audio src=x onerror="window.__xss=1"></audio>' },
  { name: 'img srcset onerror', html: '<img srcset="x 1x, y 2x" onerror="window.__xss=1">' },
  { name: 'marquee onstart', html: '<marquee onstart="window.__xss=1">x</marquee>' },
  { name: 'upper-case handler', html: '<P ONMOUSEOVER="window.__xss=1">x</P>' },

  // javascript: and other URLs in href
  { name: 'javascript: href', html: '<a href="javascript:window.__xss=1">click</a>' },
  { name: 'mixed-case JaVaScRiPt: href', html: '<a href="JaVaScRiPt:window.__xss=1">click</a>' },
  { name: 'javascript: with a tab inside', html: '<a href="java\tscript:window.__xss=1">click</a>' },
  { name: 'javascript: with a newline inside', html: '<a href="java\nscript:window.__xss=1">click</a>' },
  { name: 'javascript: with an entity tab', html: '<a href="java&#x09;script:window.__xss=1">click</a>' },
  { name: 'javascript: with &Tab; entity', html: '<a href="java&Tab;script:window.__xss=1">click</a>' },
  {
    name: 'javascript: with &NewLine; entity',
    html: '<a href="java&NewLine;script:window.__xss=1">click</a>',
  },
  { name: 'javascript: with leading spaces', html: '<a href="  javascript:window.__xss=1">click</a>' },
  {
    name: 'javascript: with leading control chars',
    html: '<a href="\u0001\u0002javascript:window.__xss=1">click</a>',
  },
  { name: 'decimal entity &#106;avascript:', html: '<a href="&#106;avascript:window.__xss=1">click</a>' },
  { name: 'hex entity &#x6A;avascript:', html: '<a href="&#x6A;avascript:window.__xss=1">click</a>' },
  {
    name: 'fully entity-encoded javascript:',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">click</a>',
  },
  { name: 'zero-padded entity &#0000106;', html: '<a href="&#0000106avascript:window.__xss=1">click</a>' },
  { name: 'named entity &colon;', html: '<a href="javascript&colon;window.__xss=1">click</a>' },
  {
    name: 'percent-encoded javascript:',
    html: '<a href="%6A%61%76%61%73%63%72%69%70%74:window.__xss=1">click</a>',
  },
  { name: 'javascript: in unquoted href', html: '<a href=javascript:window.__xss=1>click</a>' },
  { name: 'vbscript: href', html: '<a href="vbscript:window.__xss=1">click</a>' },
  {
    name: 'data: text/html href',
    html: '<a href="data:text/html,<script>window.__xss=1</script>">click</a>',
  },
  {
    name: 'data: base64 href',
    html: '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">click</a>',
  },
  { name: 'data: svg href', html: '<a href="data:image/svg+xml,<svg onload=window.__xss=1>">click</a>' },
  {
    name: 'javascript: href on an allowed tag that has no href',
    html: '<p href="javascript:window.__xss=1">x</p>',
  },
  { name: 'img src javascript:', html: '<img src="javascript:window.__xss=1">' },
  { name: 'protocol-relative href', html: '<a href="//evil.example/?__xss=1">click</a>' },
  { name: 'backslash protocol-relative href', html: '<a href="\\\\evil.example/?__xss=1">click</a>' },

  // SVG and MathML
  {
    name: 'svg use data: href',
    html: '<svg><use href="data:image/svg+xml,<svg id=x onload=window.__xss=1>#x"/></svg>',
  },
  { name: 'svg onload', html: '<svg onload="window.__xss=1"></svg>' },
  { name: 'svg script', html: '<svg><script>window.__xss=1</script></svg>' },
  {
    name: 'svg a xlink:href',
    html: '<svg><a xlink:href="javascript:window.__xss=1"><text y="20">x</text></a></svg>',
  },
  {
    name: 'svg animate to javascript:',
    html: '<svg><a><animate attributeName="href" to="javascript:window.__xss=1"/><text y="20">x</text></a></svg>',
  },
  {
    name: 'math with javascript: href',
    html: '<math><mi xlink:href="javascript:window.__xss=1">x</mi></math>',
  },
  {
    name: 'math mtext mglyph style (mXSS)',
    html: '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1"></style></mglyph></table></mtext></math>',
  },

  // Styles
  {
    name: 'style element with expression()',
    html: '<style>p { width: expression(window.__xss=1); }</style><p>x</p>',
  },
  {
    name: 'style element with url(javascript:)',
    html: '<style>body { background: url("javascript:window.__xss=1"); }</style>',
  },
  { name: 'style attribute with expression()', html: '<p style="width: expression(window.__xss=1)">x</p>' },
  {
    name: 'style attribute with url(javascript:)',
    html: '<p style="background:url(javascript:window.__xss=1)">x</p>',
  },
  {
    name: 'style breaking out via </style>',
    html: '<style></style><img src=x onerror="window.__xss=1"></style>',
  },

  // Frames, objects, embeds
  { name: 'iframe src javascript:', html: '<iframe src="javascript:window.__xss=1"></iframe>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="&lt;script&gt;parent.__xss=1&lt;/script&gt;"></iframe>' },
  { name: 'unclosed iframe with fallback markup', html: '<p>x<iframe><img src=x onerror="window.__xss=1">' },
  { name: 'object data', html: '<object data="javascript:window.__xss=1"></object>' },
  {
    name: 'object with html data url',
    html: '<object data="data:text/html,<script>parent.__xss=1</script>"></object>',
  },
  { name: 'embed src', html: '<embed src="javascript:window.__xss=1">' },

  // Forms
  { name: 'form action', html: '<form action="javascript:window.__xss=1"><button>go</button></form>' },
  {
    name: 'button formaction',
    html: '<form><button formaction="javascript:window.__xss=1">go</button></form>',
  },
  {
    name: 'input type image formaction',
    html: '<input type="image" src=x formaction="javascript:window.__xss=1">',
  },
  { name: 'textarea breakout', html: '<textarea></textarea><img src=x onerror="window.__xss=1"></textarea>' },

  // Document-level elements
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">' },
  { name: 'base href', html: '<base href="javascript:window.__xss=1//"><a href="/x">x</a>' },
  {
    name: 'link rel=import',
    html: '<link rel="import" href="data:text/html,<script>window.__xss=1</script>">',
  },
  { name: 'link stylesheet', html: '<link rel="stylesheet" href="javascript:window.__xss=1">' },

  // Attribute and comment breaking
  {
    name: 'attribute breaking ("><script>)',
    html: '<a href="https://example.com/"><script>window.__xss=1</script>">x</a>',
  },
  { name: 'attribute breaking in title', html: '<p title=""><img src=x onerror="window.__xss=1">">x</p>' },
  { name: 'script inside a comment', html: '<!--<script>window.__xss=1</script>-->' },
  { name: 'comment closing early', html: '<!--><img src=x onerror="window.__xss=1">-->' },
  { name: 'conditional comment', html: '<!--[if gte IE 4]><script>window.__xss=1</script><![endif]-->' },
  { name: 'CDATA', html: '<![CDATA[<script>window.__xss=1</script>]]>' },
  { name: 'CDATA closing into markup', html: '<p><![CDATA[x]]><img src=x onerror="window.__xss=1">]]></p>' },
  { name: 'processing instruction', html: '<?xml version="1.0"?><img src=x onerror="window.__xss=1">' },

  // Templates, noscript and mutation XSS
  { name: 'template content', html: '<template><img src=x onerror="window.__xss=1"></template>' },
  {
    name: 'noscript title breakout',
    html: '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  },
  {
    name: 'noscript closed by an ancestor end tag',
    html: '<p><noscript></p><img src=x onerror="window.__xss=1"></noscript></p>',
  },
  {
    name: 'noembed breakout',
    html: '<noembed><img title="</noembed><img src=x onerror=window.__xss=1>"></noembed>',
  },
  {
    name: 'svg style namespace confusion (mXSS)',
    html: '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">',
  },
  {
    name: 'form nesting (mXSS)',
    html: '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror="window.__xss=1">',
  },
  { name: 'xmp breakout', html: '<xmp><p title="</xmp><img src=x onerror=window.__xss=1>"></xmp>' },
  {
    name: 'select option breakout',
    html: '<select><option><img src=x onerror="window.__xss=1"></option></select>',
  },
  {
    name: 'entity-encoded markup stays text',
    html: '<p>&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;</p>',
  },
];
