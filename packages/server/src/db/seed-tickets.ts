import type { TicketPriority, TicketStatus } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from './client.js';
import { faqItems, ticketMessages, tickets, users } from './schema/index.js';

/**
 * Demo helpdesk tickets and FAQ (issue 13 "Demo seed"): tickets of Acme and Noordzee in several statuses and priorities, an
 * urgent one from Acme's technical responsible, assigned and unassigned ones, public replies in both directions and
 * an internal note (staff only). Times are relative to the seed. No mails are sent by the seed.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface SeedMessage {
  from: string;
  body: string;
  internal?: boolean;
  at: number;
}

interface SeedTicket {
  requester: string;
  subject: string;
  description: string;
  status: TicketStatus;
  priority: TicketPriority;
  assignee: string | null;
  contactPerson?: string;
  at: number;
  messages?: SeedMessage[];
}

const SUPPORT = 'support@provider.example';
const MANAGEMENT = 'management@provider.example';

const TICKETS: SeedTicket[] = [
  {
    requester: 'tech@acme.example',
    subject: 'No data connection on roaming SIMs in Germany',
    description:
      '<p>Since this morning about 40 of our trackers in Germany have <strong>no data connection</strong>. They are registered on the network but cannot open a session.</p><ul><li>ICCID range 8931…4400 – 8931…4460</li><li>APN iot.provider.example</li></ul>',
    status: 'open',
    priority: 'urgent',
    assignee: SUPPORT,
    at: -3 * HOUR,
    messages: [
      {
        from: SUPPORT,
        body: '<p>Thank you, we are checking the roaming agreement with the German network now.</p>',
        at: -2 * HOUR,
      },
      {
        from: SUPPORT,
        body: '<p>Roaming partner confirms a signalling problem on their side; ticket with supplier opened.</p>',
        internal: true,
        at: -90 * 60_000,
      },
    ],
  },
  {
    requester: 'general@acme.example',
    subject: 'Invoice October: SIMs counted twice',
    description: '<p>On the October invoice a number of SIM cards appear twice. Could you check this?</p>',
    status: 'waitForClient',
    priority: 'medium',
    assignee: MANAGEMENT,
    at: -4 * DAY,
    messages: [
      {
        from: MANAGEMENT,
        body: '<p>Could you send us the ICCIDs that appear twice? Then we correct the invoice.</p>',
        at: -3 * DAY,
      },
    ],
  },
  {
    requester: 'signer@acme.example',
    subject: 'Request for an extra APN for the cold storage devices',
    description: '<p>We would like a separate APN for the devices of Acme Cold Storage.</p>',
    status: 'project',
    priority: 'low',
    assignee: SUPPORT,
    contactPerson: 'Sophie van Dijk',
    at: -12 * DAY,
  },
  {
    requester: 'tech@acme.example',
    subject: 'SMS delivery delayed',
    description: '<p>SMS messages to our devices arrive with a delay of several minutes.</p>',
    status: 'resolved',
    priority: 'high',
    assignee: SUPPORT,
    at: -20 * DAY,
    messages: [
      {
        from: SUPPORT,
        body: '<p>The SMS centre was overloaded; the supplier added capacity. Delivery is back to normal.</p>',
        at: -19 * DAY,
      },
      { from: 'tech@acme.example', body: '<p>Confirmed, thank you.</p>', at: -18 * DAY },
    ],
  },
  {
    requester: 'general@noordzee.example',
    subject: 'Nieuwe simkaarten niet actief',
    description:
      '<p>De tien simkaarten die vorige week zijn geleverd, zijn nog niet actief. Kunt u ze activeren?</p>',
    status: 'pending',
    priority: 'high',
    assignee: null,
    at: -1 * DAY,
  },
  {
    requester: 'tech@noordzee.example',
    subject: 'Vraag over het datalimiet per simkaart',
    description: '<p>Hoe kunnen wij per simkaart een datalimiet instellen?</p>',
    status: 'closed',
    priority: 'low',
    assignee: SUPPORT,
    at: -40 * DAY,
    messages: [
      {
        from: SUPPORT,
        body: '<p>Dat kan in het simbeheer van de leverancier onder "Limieten". Wij sluiten dit ticket.</p>',
        at: -39 * DAY,
      },
    ],
  },
];

/** Two mails of unknown senders waiting in the Unknown users (spam) queue: a prospect and a colleague of Acme. */
const UNKNOWN_SENDERS = [
  {
    requesterName: 'Jan Jansen',
    requesterEmail: 'jan.jansen@newcustomer.example',
    subject: 'Offerte voor 500 simkaarten',
    description:
      '<p>Beste,</p><p>Wij willen graag een offerte voor 500 simkaarten met roaming in Europa.</p><p>Groet, Jan</p>',
    at: -5 * HOUR,
  },
  {
    requesterName: 'Eva de Boer',
    requesterEmail: 'eva.deboer@acme.example',
    subject: 'Question about roaming prices',
    description:
      '<p>Hello,</p><p>What do our SIM cards cost per MB in Switzerland?</p><p>Kind regards, Eva (Acme Logistics)</p>',
    at: -26 * HOUR,
  },
];

/** Demo FAQ items in English and Dutch, in three categories each (issue 13 "Demo seed"). */
const FAQ: { locale: 'en' | 'nl'; category: string; question: string; answer: string }[] = [
  {
    locale: 'en',
    category: 'SIM cards',
    question: 'How do I activate new SIM cards?',
    answer:
      '<p>New SIM cards are activated within one working day after delivery. Open a ticket with the ICCID range when a card is still inactive after that.</p>',
  },
  {
    locale: 'en',
    category: 'SIM cards',
    question: 'Which APN do my devices use?',
    answer:
      '<p>All our SIM cards use the APN <strong>iot.provider.example</strong>, without user name or password.</p>',
  },
  {
    locale: 'en',
    category: 'Data and roaming',
    question: 'Why does a device have no data connection abroad?',
    answer:
      '<p>Check that roaming is enabled for the SIM card and that the country is in your roaming list (SIM management).</p><ul><li>Restart the device once.</li><li>Still offline? Open a ticket with the ICCID.</li></ul>',
  },
  {
    locale: 'en',
    category: 'Invoices',
    question: 'When are invoices sent?',
    answer:
      '<p>Invoices are made on the first working day of the month and appear under Invoices in the portal.</p>',
  },
  {
    locale: 'nl',
    category: 'Simkaarten',
    question: 'Hoe activeer ik nieuwe simkaarten?',
    answer:
      '<p>Nieuwe simkaarten worden binnen één werkdag na levering geactiveerd. Open een ticket met de ICCID-reeks als een kaart daarna nog niet actief is.</p>',
  },
  {
    locale: 'nl',
    category: 'Simkaarten',
    question: 'Welke APN gebruiken mijn apparaten?',
    answer:
      '<p>Al onze simkaarten gebruiken de APN <strong>iot.provider.example</strong>, zonder gebruikersnaam of wachtwoord.</p>',
  },
  {
    locale: 'nl',
    category: 'Data en roaming',
    question: 'Waarom heeft een apparaat in het buitenland geen dataverbinding?',
    answer:
      '<p>Controleer of roaming aan staat voor de simkaart en of het land in uw roaminglijst staat (simbeheer).</p>',
  },
  {
    locale: 'nl',
    category: 'Facturen',
    question: 'Wanneer worden facturen verstuurd?',
    answer:
      '<p>Facturen worden op de eerste werkdag van de maand gemaakt en staan onder Facturen in het portaal.</p>',
  },
];

/** Seeds the demo tickets and FAQ items inside the seed's transaction (users and organizations exist already). */
export async function seedTickets(tx: Database): Promise<void> {
  const emails = [
    ...new Set(
      TICKETS.flatMap((t) => [t.requester, t.assignee ?? SUPPORT, ...(t.messages ?? []).map((m) => m.from)]),
    ),
  ];
  const people = await tx
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      organizationId: users.organizationId,
    })
    .from(users)
    .where(inArray(users.email, emails));
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const now = Date.now();
  await tx.insert(faqItems).values(FAQ.map((f) => ({ ...f, createdBy: byEmail.get(SUPPORT)!.id })));
  for (const t of TICKETS) {
    const requester = byEmail.get(t.requester)!;
    const last = Math.max(t.at, ...(t.messages ?? []).map((m) => m.at));
    const [ticket] = await tx
      .insert(tickets)
      .values({
        organizationId: requester.organizationId,
        subject: t.subject,
        description: t.description,
        status: t.status,
        priority: t.priority,
        requesterUserId: requester.id,
        requesterName: `${requester.firstName} ${requester.lastName}`,
        requesterEmail: requester.email,
        contactPerson: t.contactPerson ?? '',
        assigneeId: t.assignee ? byEmail.get(t.assignee)!.id : null,
        createdBy: requester.id,
        createdAt: new Date(now + t.at),
        lastActivityAt: new Date(now + last),
      })
      .returning({ id: tickets.id });
    for (const m of t.messages ?? []) {
      const author = byEmail.get(m.from)!;
      await tx.insert(ticketMessages).values({
        ticketId: ticket.id,
        internal: m.internal ?? false,
        body: m.body,
        authorId: author.id,
        authorName: `${author.firstName} ${author.lastName}`,
        fromStaff: author.organizationId === null,
        createdAt: new Date(now + m.at),
      });
    }
  }
  await tx.insert(tickets).values(
    UNKNOWN_SENDERS.map(({ at, ...mail }) => ({
      ...mail,
      organizationId: null,
      priority: 'medium' as const,
      createdAt: new Date(now + at),
      lastActivityAt: new Date(now + at),
    })),
  );
}
