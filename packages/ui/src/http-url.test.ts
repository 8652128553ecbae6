import { isHttpUrl } from './http-url';

describe('isHttpUrl', () => {
  it.each(['https://www.youtube.com/watch?v=abc', 'http://portal.test/x', 'HTTPS://EXAMPLE.COM'])(
    'accepts %s',
    (url) => expect(isHttpUrl(url)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'mailto:someone@example.com',
    '//evil.example/x',
    '/relative',
    '',
    'not a url',
  ])('refuses %j', (url) => expect(isHttpUrl(url)).toBe(false));
});
