import type { Locale, SimFormFactor, WebshopOrder } from '@portal/domain';
import escapeHtml from 'escape-html';

/**
 * Webshop mails (issue 15 "Mails on order received and shipped, in the user's language"): to the orderer, in their
 * stored language (else Dutch, the API default of spec §1), with a plain-text and an HTML part.
 */

/** A composed mail, ready for the outbox. */
export interface WebshopMail {
  subject: string;
  text: string;
  html: string;
}

const TEXTS = {
  en: {
    formFactor: { tripleCut: 'triple-cut SIM', nano: 'nano SIM', mff2: 'MFF2 chip' } satisfies Record<
      SimFormFactor,
      string
    >,
    received: {
      subject: (n: string) => `Order ${n} received`,
      intro: 'Thank you for your order. We have received it and will let you know when it is shipped.',
    },
    shipped: {
      subject: (n: string) => `Order ${n} shipped`,
      intro: 'Your order is on its way.',
      track: 'Track and trace',
    },
    labels: {
      order: 'Order',
      product: 'Product',
      quantity: 'Quantity',
      address: 'Delivery address',
      reference: 'Reference',
    },
    open: 'See the order in the portal',
    greeting: (name: string) => `Dear ${name},`,
    closing: 'Kind regards, IoT Connect',
  },
  nl: {
    formFactor: {
      tripleCut: 'triple-cut simkaart',
      nano: 'nano-simkaart',
      mff2: 'MFF2-chip',
    } satisfies Record<SimFormFactor, string>,
    received: {
      subject: (n: string) => `Bestelling ${n} ontvangen`,
      intro: 'Bedankt voor uw bestelling. We hebben haar ontvangen en laten u weten wanneer ze is verzonden.',
    },
    shipped: {
      subject: (n: string) => `Bestelling ${n} verzonden`,
      intro: 'Uw bestelling is onderweg.',
      track: 'Track-and-trace',
    },
    labels: {
      order: 'Bestelling',
      product: 'Product',
      quantity: 'Aantal',
      address: 'Afleveradres',
      reference: 'Referentie',
    },
    open: 'Bekijk de bestelling in het portaal',
    greeting: (name: string) => `Beste ${name},`,
    closing: 'Met vriendelijke groet, IoT Connect',
  },
} as const;

/**
 * The mail about `order` for `event` in `locale`: its facts (number, product, quantity, address, reference), the
 * track and trace link when shipped, and `url` (the order in the portal).
 */
export function webshopOrderMail(
  event: 'received' | 'shipped',
  order: WebshopOrder,
  recipientName: string,
  locale: Locale,
  url: string,
): WebshopMail {
  const t = TEXTS[locale];
  const e = t[event];
  const a = order.address;
  const facts: [string, string][] = [
    [t.labels.order, order.orderNumber],
    [
      t.labels.product,
      `${order.product.supplierName} · ${t.formFactor[order.product.formFactor]} · ${order.product.plan}`,
    ],
    [t.labels.quantity, String(order.quantity)],
    [t.labels.address, `${a.streetName} ${a.houseNumber}, ${a.zipCode} ${a.city}, ${a.country}`],
    ...(order.reference ? ([[t.labels.reference, order.reference]] as [string, string][]) : []),
  ];
  const track =
    event === 'shipped' && order.shipment?.trackAndTraceUrl ? order.shipment.trackAndTraceUrl : null;
  const text = [
    t.greeting(recipientName),
    '',
    e.intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    ...(track ? ['', `${TEXTS[locale].shipped.track}: ${track}`] : []),
    '',
    `${t.open}: ${url}`,
    '',
    t.closing,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t.greeting(recipientName))}</p>`,
    `<p>${escapeHtml(e.intro)}</p>`,
    '<table>',
    ...facts.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(track
      ? [`<p><a href="${escapeHtml(track)}">${escapeHtml(TEXTS[locale].shipped.track)}</a></p>`]
      : []),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(t.open)}</a></p>`,
    `<p>${escapeHtml(t.closing)}</p>`,
  ].join('\n');
  return { subject: e.subject(order.orderNumber), text, html };
}
