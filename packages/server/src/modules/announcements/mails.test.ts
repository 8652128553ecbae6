import { type AnnouncementMailFacts, composeAnnouncementMails } from './mails.js';

/**
 * Plain text in announcement mails (issue 21 "stored text is raw HTML"): the title, supplier name and the four
 * free-text fields are stored as typed and escaped in the HTML part; the message itself is sanitized rich text.
 * The .ics event of a maintenance window keeps every text inside its own property.
 */

const IMG = '<img src=x onerror=alert(1)>';
const BREAKOUT = '"><script>alert(1)</script>';
const IMG_ESCAPED = '&lt;img src=x onerror=alert(1)&gt;';
const BREAKOUT_ESCAPED = '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;';

const FACTS: AnnouncementMailFacts = {
  id: 41,
  title: `Window ${IMG}`,
  type: 'maintenance',
  priority: 'high',
  region: 'netherlands',
  supplierName: `Supplier ${BREAKOUT}`,
  startsAt: new Date('2026-11-25T21:00:00Z'),
  endsAt: new Date('2026-11-25T23:00:00Z'),
  affectedServices: `Services ${IMG}`,
  customerImpact: `Impact ${BREAKOUT}`,
  requiredCustomerAction: `Action ${IMG}`,
  contact: `Contact ${BREAKOUT}`,
  messageHtml: '<p>Planned <strong>work</strong>.</p>',
  event: 'publish',
  url: `http://portal.test/announcements/41?x=${BREAKOUT}`,
};

describe('composeAnnouncementMails: plain text in the HTML part', () => {
  const mails = composeAnnouncementMails(FACTS);

  it.each(['en', 'nl', 'organization'] as const)('escapes every plain-text field in the %s mail', (audience) => {
    const { html, text, subject } = mails[audience];
    expect(html).not.toMatch(/<img|<script/i);
    // The title twice per language (subject heading), the supplier, three fields and the link's href.
    expect(html).toContain(`Window ${IMG_ESCAPED}`);
    for (const value of [
      `Supplier ${BREAKOUT_ESCAPED}`,
      `Services ${IMG_ESCAPED}`,
      `Impact ${BREAKOUT_ESCAPED}`,
      `Action ${IMG_ESCAPED}`,
      `Contact ${BREAKOUT_ESCAPED}`,
      `href="http://portal.test/announcements/41?x=${BREAKOUT_ESCAPED}"`,
    ]) {
      expect(html).toContain(value);
    }
    // The stored rich text is kept as the markup it is.
    expect(html).toContain('<p>Planned <strong>work</strong>.</p>');
    // Subject and text part are plain text: exactly as typed.
    expect(subject).toContain(`Window ${IMG}`);
    expect(text).toContain(`Supplier ${BREAKOUT}`);
    expect(text).toContain(`Services ${IMG}`);
  });
});

describe('composeAnnouncementMails: the .ics event of a maintenance window', () => {
  const icsOf = (facts: AnnouncementMailFacts) => {
    const [attachment] = composeAnnouncementMails(facts).en.attachments;
    return attachment.content;
  };

  it('keeps a lone carriage return in the title or message from starting a property of its own', () => {
    const ics = icsOf({
      ...FACTS,
      title: 'Window\rATTENDEE:mailto:evil@example.com',
      messageHtml: '<p>Before&#13;END:VEVENT</p>',
    });
    expect(ics).not.toMatch(/\r(?!\n)/);
    expect(ics).not.toMatch(/^ATTENDEE/m);
    expect(ics.match(/^END:VEVENT/gm)).toHaveLength(1);
    expect(ics).toContain('SUMMARY:Window ATTENDEE:mailto:evil@example.com');
  });

  it('has the title and message as text', () => {
    const ics = icsOf(FACTS);
    expect(ics.match(/^BEGIN:VEVENT/gm)).toHaveLength(1);
    expect(ics).toContain(`SUMMARY:Window ${IMG}`);
  });
});
