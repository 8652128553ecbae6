import { type TicketMailFacts, composeTicketMail } from './mails.js';

/**
 * Plain text in ticket mails (issue 21 "stored text is raw HTML"): the ticket's subject, the author's name and the
 * organization's name are stored as typed and escaped in the HTML part; the message is sanitized rich text.
 */

const IMG = '<img src=x onerror=alert(1)>';
const BREAKOUT = '"><script>alert(1)</script>';
const IMG_ESCAPED = '&lt;img src=x onerror=alert(1)&gt;';
const BREAKOUT_ESCAPED = '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;';

const FACTS: TicketMailFacts = {
  id: 12,
  subject: `Gateway ${IMG}`,
  status: 'open',
  priority: 'medium',
  companyName: `Acme ${BREAKOUT}`,
  authorName: `Daan ${IMG}`,
  messageHtml: '<p>It is <em>down</em>.</p>',
  event: 'reply',
  url: `http://portal.test/helpdesk/tickets/12?x=${BREAKOUT}`,
};

describe('composeTicketMail: plain text in the HTML part', () => {
  it.each(['en', 'nl'] as const)('escapes subject, author and organization in %s', (locale) => {
    const { html, text, subject } = composeTicketMail(FACTS, locale);
    expect(html).not.toMatch(/<img|<script/i);
    for (const value of [
      `[#12] Gateway ${IMG_ESCAPED}`,
      `Acme ${BREAKOUT_ESCAPED}`,
      `Daan ${IMG_ESCAPED}`,
      `href="http://portal.test/helpdesk/tickets/12?x=${BREAKOUT_ESCAPED}"`,
    ]) {
      expect(html).toContain(value);
    }
    expect(html).toContain('<p>It is <em>down</em>.</p>');
    // Subject and text part are plain text: exactly as typed.
    expect(subject).toBe(`[#12] Gateway ${IMG}`);
    expect(text).toContain(`Acme ${BREAKOUT}`);
    expect(text).toContain(`Daan ${IMG}`);
  });

  it('leaves the organization out when the ticket has none', () => {
    const { html } = composeTicketMail({ ...FACTS, companyName: null }, 'en');
    expect(html).not.toContain('Organization');
    expect(html).not.toMatch(/<img|<script/i);
  });
});
