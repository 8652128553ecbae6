import { NOTIFICATION_TYPE_OF, type AnnouncementType } from '@portal/domain';
import type { Database } from './client.js';
import { announcementMessages, announcements, news, notifications } from './schema/index.js';

/**
 * Demo announcements and news (issue 12 "Demo seed"): open and closed announcements of each type, some for every
 * customer and some for one supplier's customers (Acme is linked to NorthSea Mobile IoT and GlobeSIM Worldwide,
 * not to Polder IoT Networks or Oranje Mobiel), a legacy 'urgent' priority, and news in English and Dutch with one
 * scheduled item (staff only until its date). Times are relative to the seed, so the home page always has current
 * items. Published announcements get their publish notification; no mails are sent by the seed.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface SeedMessage {
  kind: 'update' | 'closing';
  body: string;
  at: number;
}

interface SeedAnnouncement {
  title: string;
  type: AnnouncementType;
  priority: 'low' | 'medium' | 'high' | 'critical' | 'urgent';
  status: 'open' | 'interferenceResolved' | 'maintenanceClosed' | 'notificationClosed';
  supplier: string | null;
  region: 'belgium' | 'netherlands' | 'europe' | 'worldwide';
  starts: number;
  ends: number | null;
  initialMessage: string;
  affectedServices?: string;
  customerImpact?: string;
  requiredCustomerAction?: string;
  contact?: string;
  messages?: SeedMessage[];
}

const CONTACT = 'Service desk, +31 20 555 0199, servicedesk@provider.example';

const ANNOUNCEMENTS: SeedAnnouncement[] = [
  {
    title: 'Data sessions fail for part of the SIM cards',
    type: 'incident',
    priority: 'critical',
    status: 'open',
    supplier: null,
    region: 'netherlands',
    starts: -2 * HOUR,
    ends: null,
    initialMessage:
      '<p>Since 08:10 a part of the SIM cards cannot set up <strong>new data sessions</strong>. Existing sessions keep working.</p><p>Our engineers are investigating together with the network supplier.</p>',
    affectedServices: 'Mobile data (APN iot.provider.example)',
    customerImpact: 'Devices that reconnect may stay offline.',
    requiredCustomerAction: 'Do not restart devices until the incident is resolved.',
    contact: CONTACT,
    messages: [
      {
        kind: 'update',
        body: '<p>The cause has been found in a signalling node. A fix is being rolled out; we expect recovery within two hours.</p>',
        at: -1 * HOUR,
      },
    ],
  },
  {
    title: 'Planned maintenance on the NorthSea core network',
    type: 'maintenance',
    priority: 'high',
    status: 'open',
    supplier: 'NorthSea Mobile IoT',
    region: 'netherlands',
    starts: 2 * DAY + 22 * HOUR,
    ends: 3 * DAY + 2 * HOUR,
    initialMessage:
      '<p>NorthSea Mobile IoT upgrades its core network. During the window, data sessions can be interrupted for up to <strong>15 minutes</strong>.</p><ul><li>SMS is not affected</li><li>Sessions reconnect automatically</li></ul>',
    affectedServices: 'Mobile data on NorthSea Mobile IoT SIM cards',
    customerImpact: 'Short interruptions of data sessions.',
    requiredCustomerAction: 'None.',
    contact: CONTACT,
  },
  {
    title: 'Verstoring op het Polder IoT-netwerk in Vlaanderen',
    type: 'interference',
    priority: 'medium',
    status: 'open',
    supplier: 'Polder IoT Networks',
    region: 'belgium',
    starts: -5 * HOUR,
    ends: null,
    initialMessage:
      '<p>In de regio Antwerpen ervaren apparaten op het Polder IoT-netwerk een tragere verbinding. De leverancier onderzoekt de oorzaak.</p>',
    affectedServices: 'LTE-M in de regio Antwerpen',
    customerImpact: 'Hogere vertraging bij het versturen van metingen.',
    contact: CONTACT,
  },
  {
    title: 'New roaming partners in Europe',
    type: 'notification',
    priority: 'low',
    status: 'open',
    supplier: 'GlobeSIM Worldwide',
    region: 'europe',
    starts: -3 * DAY,
    ends: null,
    initialMessage:
      '<p>GlobeSIM Worldwide SIM cards can now roam on three more networks in Poland, Portugal and Greece. The updated roaming list is on the <a href="https://provider.example/roaming">roaming page</a>.</p>',
    affectedServices: 'Roaming',
    contact: CONTACT,
  },
  {
    title: 'Onderhoud aan het klantportaal',
    type: 'maintenance',
    priority: 'low',
    status: 'maintenanceClosed',
    supplier: null,
    region: 'worldwide',
    starts: -7 * DAY,
    ends: -7 * DAY + 2 * HOUR,
    initialMessage: '<p>Het portaal is tussen 06:00 en 08:00 beperkt beschikbaar vanwege onderhoud.</p>',
    contact: CONTACT,
    messages: [
      {
        kind: 'closing',
        body: '<p>Het onderhoud is afgerond; alles werkt weer normaal.</p>',
        at: -7 * DAY + 2 * HOUR,
      },
    ],
  },
  {
    title: 'SMS delivery delayed on GlobeSIM cards',
    type: 'incident',
    priority: 'urgent',
    status: 'interferenceResolved',
    supplier: 'GlobeSIM Worldwide',
    region: 'worldwide',
    starts: -14 * DAY,
    ends: -14 * DAY + 6 * HOUR,
    initialMessage: '<p>SMS messages to GlobeSIM cards are delivered with a delay of up to 30 minutes.</p>',
    affectedServices: 'SMS',
    contact: CONTACT,
    messages: [
      {
        kind: 'update',
        body: '<p>The supplier has rerouted traffic; delays are shrinking.</p>',
        at: -14 * DAY + 3 * HOUR,
      },
      {
        kind: 'closing',
        body: '<p>SMS delivery is back to normal. Our apologies for the inconvenience.</p>',
        at: -14 * DAY + 6 * HOUR,
      },
    ],
  },
  {
    title: 'Price list 2026 published',
    type: 'notification',
    priority: 'medium',
    status: 'notificationClosed',
    supplier: null,
    region: 'netherlands',
    starts: -30 * DAY,
    ends: -20 * DAY,
    initialMessage: '<p>The price list for 2026 is available from your account manager.</p>',
    messages: [
      {
        kind: 'closing',
        body: '<p>Closed: the price list is now part of your contract documents.</p>',
        at: -20 * DAY,
      },
    ],
  },
];

const NEWS: { title: string; summary: string; body: string; at: number }[] = [
  {
    title: 'LTE-M coverage now nationwide',
    summary: 'All our mobile IoT suppliers now offer LTE-M across the Netherlands.',
    body: '<p>From this month, <strong>LTE-M</strong> is available nationwide on all our mobile IoT suppliers. Devices with LTE-M support use less energy and reach deeper indoors.</p><h3>What do you need to do?</h3><p>Nothing: existing SIM cards support LTE-M. Ask your account manager about the best rate plan.</p>',
    at: -2 * DAY,
  },
  {
    title: 'Nieuw in het portaal: meldingen',
    summary: 'Via de bel rechtsboven ziet u direct nieuwe aankondigingen over storingen en onderhoud.',
    body: '<p>Het portaal toont voortaan <strong>meldingen</strong> bij nieuwe aankondigingen die uw organisatie aangaan.</p><ul><li>Klik op de bel om ze te bekijken</li><li>Gelezen meldingen worden grijs</li></ul>',
    at: -5 * DAY,
  },
  {
    title: 'Two-factor authentication for all signers',
    summary: 'Authorized signers, financial responsibles and user managers always sign in with a 2FA code.',
    body: '<p>To protect your organization, users who can sign contracts, see invoices or manage users always receive a 2FA code by e-mail when they sign in.</p>',
    at: -20 * DAY,
  },
  {
    title: 'Nieuwe tarieven voor 5G-bundels',
    summary: 'Vanaf volgende maand zijn er voordeligere 5G-bundels voor grote volumes.',
    body: '<p>Vanaf volgende maand bieden we <em>voordeligere</em> 5G-bundels aan voor organisaties met meer dan 1.000 simkaarten.</p>',
    at: 10 * DAY,
  },
];

/**
 * Writes the demo announcements (with messages and publish notifications) and news inside the seed's
 * transaction. `staffId`: the author (support); `supplierIdByName`: the seeded suppliers.
 */
export async function seedAnnouncements(
  tx: Database,
  staffId: number | null,
  supplierIdByName: Map<string, number>,
): Promise<void> {
  const now = Date.now();
  for (const a of ANNOUNCEMENTS) {
    const createdAt = new Date(now + Math.min(a.starts, 0) - HOUR);
    const [row] = await tx
      .insert(announcements)
      .values({
        title: a.title,
        type: a.type,
        priority: a.priority,
        status: a.status,
        supplierId: a.supplier ? (supplierIdByName.get(a.supplier) ?? null) : null,
        region: a.region,
        startsAt: new Date(now + a.starts),
        endsAt: a.ends === null ? null : new Date(now + a.ends),
        initialMessage: a.initialMessage,
        affectedServices: a.affectedServices ?? '',
        customerImpact: a.customerImpact ?? '',
        requiredCustomerAction: a.requiredCustomerAction ?? '',
        contact: a.contact ?? '',
        mailRoles: ['technicalResponsible'],
        createdBy: staffId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: announcements.id });
    if (a.status === 'open') {
      await tx
        .insert(notifications)
        .values({
          announcementId: row.id,
          type: NOTIFICATION_TYPE_OF[a.type],
          event: 'publish',
          createdAt: new Date(now),
        });
    }
    for (const m of a.messages ?? []) {
      await tx.insert(announcementMessages).values({
        announcementId: row.id,
        kind: m.kind,
        body: m.body,
        notified: false,
        createdBy: staffId,
        createdAt: new Date(now + m.at),
      });
    }
  }
  await tx.insert(news).values(
    NEWS.map((n) => ({
      title: n.title,
      summary: n.summary,
      body: n.body,
      publishedAt: new Date(now + n.at),
      createdBy: staffId,
    })),
  );
}
