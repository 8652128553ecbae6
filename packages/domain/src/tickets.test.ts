import {
  ACTIVE_TICKET_STATUSES,
  TICKET_STATUSES,
  TICKET_TRANSITIONS,
  canMoveTicket,
  statusAfterCustomerReply,
  ticketIdInSubject,
  ticketSubjectTag,
} from './tickets-constants';
import { ticketInputSchema, ticketListQuerySchema } from './tickets';

describe('ticket statuses (spec §4; transitions our design)', () => {
  it('lets a working ticket move to any other status, never to itself', () => {
    for (const from of ACTIVE_TICKET_STATUSES) {
      for (const to of TICKET_STATUSES)
        expect([from, to, canMoveTicket(from, to)]).toEqual([from, to, from !== to]);
    }
  });

  it('reopens or closes a resolved ticket, and keeps a closed ticket closed', () => {
    expect(TICKET_TRANSITIONS.resolved).toEqual(['open', 'closed']);
    expect(TICKET_STATUSES.filter((to) => canMoveTicket('closed', to))).toEqual([]);
  });

  it('puts a ticket back to open when the customer answers while it waits for them or after it was resolved', () => {
    expect(statusAfterCustomerReply('waitForClient')).toBe('open');
    expect(statusAfterCustomerReply('resolved')).toBe('open');
    expect(statusAfterCustomerReply('waitForSupplier')).toBe('waitForSupplier');
    expect(statusAfterCustomerReply('closed')).toBeNull();
  });
});

describe('the [#id] subject tag', () => {
  it('writes and reads the ticket number of a mail subject', () => {
    expect(ticketSubjectTag(1042)).toBe('[#1042]');
    expect(ticketIdInSubject('RE: [#1042] Roaming down')).toBe(1042);
    expect(ticketIdInSubject('Roaming down #1042')).toBeNull();
  });
});

describe('ticket payloads', () => {
  it('defaults a new ticket to medium priority and refuses unknown fields', () => {
    expect(ticketInputSchema.parse({ subject: ' Hi ', description: '<p>x</p>' })).toMatchObject({
      subject: 'Hi',
      priority: 'medium',
    });
    expect(
      ticketInputSchema.safeParse({ subject: 'Hi', description: '<p>x</p>', status: 'closed' }).success,
    ).toBe(false);
  });

  it('lists active tickets, everyone’s, by last activity, 20 per page, unless asked otherwise', () => {
    expect(ticketListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 20,
      state: 'active',
      assignee: 'all',
      sort: '-lastActivityAt',
    });
    expect(ticketListQuerySchema.safeParse({ sort: '-password' }).success).toBe(false);
  });
});
