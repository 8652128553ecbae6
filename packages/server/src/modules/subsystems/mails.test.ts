import { serviceRequestMail } from './mails.js';

/**
 * The "More services" request mail (issue 21 "stored text is raw HTML"): the message, the organization's and the
 * requester's names are plain text. The mail is text only; should it get an HTML part, they must be escaped there.
 */

const IMG = '<img src=x onerror=alert(1)>';
const BREAKOUT = '"><script>alert(1)</script>';

describe('serviceRequestMail', () => {
  const mail = serviceRequestMail('manager@provider.example', {
    organizationName: `Acme ${BREAKOUT}`,
    subsystem: 5,
    requesterName: `Daan ${IMG}`,
    message: IMG,
  });

  it('has the texts as typed in its plain-text part', () => {
    expect(mail.text).toContain(`"${IMG}"`);
    expect(mail.text).toContain(`Daan ${IMG} of Acme ${BREAKOUT}`);
    expect(mail.subject).toContain(`Acme ${BREAKOUT}`);
  });

  it('puts no markup of the user into HTML', () => {
    const html = mail.html ?? '';
    expect(html).not.toMatch(/<img|<script/i);
    if (html) expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
