import type { TicketPriority, TicketStatus } from '@portal/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from './client.js';
import { ticketMessages, tickets, users } from './schema/index.js';

/**
 * Demo helpdesk tickets (issue 13 "Demo seed"): tickets of Acme and Noordzee in several statuses and priorities, an
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

/** Seeds the demo tickets inside the seed's transaction (users and organizations exist already). */
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
}
