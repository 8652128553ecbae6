import type { AccountManagerInfo, CurrentUser } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, organizations, users } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import {
  ACME_NUMBER,
  DEMO,
  type DemoAccount,
  NOORDZEE_NUMBER,
  call,
  organizationIdOf,
  organizationPayload,
  userIdOf,
} from '../organizations/test-support.js';

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Who = DemoAccount | 'anonymous';
interface Mail {
  to: string;
  subject: string;
}

let h: Harness;
let acmeId: number;
let noordzeeId: number;
const tokens = new Map<Who, string | undefined>();
const ALL: Who[] = ['anonymous', ...(Object.keys(DEMO) as DemoAccount[])];

beforeAll(async () => {
  h = await createTestApp({ env: { SUPPORT_PHONE: '+31 20 999 0000', SUPPORT_EMAIL: 'help@provider.test' } });
  acmeId = await organizationIdOf(h.db, ACME_NUMBER);
  noordzeeId = await organizationIdOf(h.db, NOORDZEE_NUMBER);
  tokens.set('anonymous', undefined);
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as Who, await h.tokenFor(email));
});
afterAll(async () => h?.close());

const token = (who: Who) => tokens.get(who);
const emailOf = (who: Who) => (who === 'anonymous' ? '' : DEMO[who]);

async function rowOf(email: string) {
  const [row] = await h.db.select().from(users).where(eq(users.email, email));
  return row;
}

async function lastAudit(userId: number, action: string) {
  const [row] = await h.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId)), eq(auditLog.action, action)),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('PUT /users/me/profile', () => {
  it.each(ALL.filter((w) => w !== 'anonymous'))(
    'lets %s change the own name and phone, audited',
    async (who) => {
      const res = await call(h.app, 'PUT', '/api/users/me/profile', {
        token: token(who),
        body: { firstName: ' Renamed ', lastName: who, phoneNumber: '' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<CurrentUser>()).toMatchObject({
        email: emailOf(who),
        firstName: 'Renamed',
        lastName: who,
        name: `Renamed ${who}`,
        phoneNumber: null,
      });
      const row = await rowOf(emailOf(who));
      expect(row).toMatchObject({ firstName: 'Renamed', lastName: who, phoneNumber: null });
      const audit = await lastAudit(row.id, 'updateProfile');
      expect(audit).toMatchObject({
        actorUserId: row.id,
        after: expect.objectContaining({ firstName: 'Renamed' }),
      });
      expect(JSON.stringify(audit)).not.toMatch(/password/i);
    },
  );

  it('answers 401 signed out, even with a bad body', async () => {
    expect((await call(h.app, 'PUT', '/api/users/me/profile', { body: {} })).statusCode).toBe(401);
  });

  it.each([
    ['a missing first name', { lastName: 'X' }, 'firstName'],
    ['a blank last name', { firstName: 'X', lastName: ' ' }, 'lastName'],
    ['an e-mail change', { firstName: 'X', lastName: 'Y', email: 'new@example.com' }, ''],
    [
      'a phone number that is too long',
      { firstName: 'X', lastName: 'Y', phoneNumber: '1'.repeat(31) },
      'phoneNumber',
    ],
  ])('refuses %s with 400 naming the field and changes nothing', async (_what, body, field) => {
    const before = await rowOf(DEMO.acmeTechnical);
    const res = await call(h.app, 'PUT', '/api/users/me/profile', { token: token('acmeTechnical'), body });
    expect(res.statusCode).toBe(400);
    if (field)
      expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
    expect(await rowOf(DEMO.acmeTechnical)).toEqual(before);
  });
});

describe('PUT /users/me/two-factor', () => {
  it.each([
    ['acmeGeneral', 200],
    ['acmeTechnical', 200],
    ['superAdmin', 200],
    ['management', 200],
    ['support', 200],
    ['accountManager', 200],
    ['noordzeeGeneral', 200],
    ['acmeFinance', 403],
    ['acmeSigner', 403],
    ['anonymous', 401],
  ] as [Who, number][])('as %s → %i', async (who, status) => {
    const before = who === 'anonymous' ? undefined : await rowOf(emailOf(who));
    const res = await call(h.app, 'PUT', '/api/users/me/two-factor', {
      token: token(who),
      body: { enabled: !before?.twoFactorEnabled },
    });
    expect(res.statusCode).toBe(status);
    if (!before) return;
    const after = await rowOf(emailOf(who));
    expect(after.twoFactorEnabled).toBe(status === 200 ? !before.twoFactorEnabled : before.twoFactorEnabled);
  });

  it('lets a general responsible switch two-factor on and off, audited', async () => {
    const on = await call(h.app, 'PUT', '/api/users/me/two-factor', {
      token: token('acmeGeneral'),
      body: { enabled: true },
    });
    expect(on.json<CurrentUser>().twoFactorEnabled).toBe(true);
    const off = await call(h.app, 'PUT', '/api/users/me/two-factor', {
      token: token('acmeGeneral'),
      body: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json<CurrentUser>().twoFactorEnabled).toBe(false);
    const id = await userIdOf(h.db, DEMO.acmeGeneral);
    expect(await lastAudit(id, 'updateTwoFactor')).toMatchObject({
      before: expect.objectContaining({ twoFactorEnabled: true }),
      after: expect.objectContaining({ twoFactorEnabled: false }),
    });
  });

  it('refuses a financial responsible (403) with a clear message and changes nothing', async () => {
    const before = await rowOf(DEMO.acmeFinance);
    const res = await call(h.app, 'PUT', '/api/users/me/two-factor', {
      token: token('acmeFinance'),
      body: { enabled: !before.twoFactorEnabled },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ errorMessage: string }>().errorMessage).toMatch(/financially responsible/);
    expect(await rowOf(DEMO.acmeFinance)).toEqual(before);
    expect(await lastAudit(await userIdOf(h.db, DEMO.acmeFinance), 'updateTwoFactor')).toBeUndefined();
  });

  it('keeps two-factor on for a user manager, whose role always uses a code', async () => {
    const res = await call(h.app, 'PUT', '/api/users/me/two-factor', {
      token: token('acmeUserManager'),
      body: { enabled: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CurrentUser>().twoFactorEnabled).toBe(true);
  });

  it.each([
    ['a missing enabled', {}],
    ['a string', { enabled: 'yes' }],
  ])('refuses %s with 400 naming enabled', async (_what, body) => {
    const res = await call(h.app, 'PUT', '/api/users/me/two-factor', { token: token('acmeGeneral'), body });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('enabled');
  });
});

describe('PUT /users/me/settings', () => {
  it('stores the language and APN mails of an organization user, audited', async () => {
    const res = await call(h.app, 'PUT', '/api/users/me/settings', {
      token: token('noordzeeGeneral'),
      body: { locale: 'en', sendApnInfo: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CurrentUser>()).toMatchObject({ locale: 'en', sendApnInfo: true });
    const me = await call(h.app, 'GET', '/api/users/me', { token: token('noordzeeGeneral') });
    expect(me.json<CurrentUser>()).toMatchObject({ locale: 'en', sendApnInfo: true });
    const id = await userIdOf(h.db, DEMO.noordzeeGeneral);
    expect(await lastAudit(id, 'updateSettings')).toMatchObject({
      actorUserId: id,
      after: expect.objectContaining({ locale: 'en', sendApnInfo: true }),
    });
  });

  it('ignores sendApnInfo for staff (stays false)', async () => {
    const res = await call(h.app, 'PUT', '/api/users/me/settings', {
      token: token('support'),
      body: { locale: 'nl', sendApnInfo: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CurrentUser>()).toMatchObject({ locale: 'nl', sendApnInfo: false });
    expect((await rowOf(DEMO.support)).sendApnInfo).toBe(false);
  });

  it.each(ALL.filter((w) => w !== 'anonymous'))('lets %s clear the language', async (who) => {
    const res = await call(h.app, 'PUT', '/api/users/me/settings', {
      token: token(who),
      body: { locale: null, sendApnInfo: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CurrentUser>().locale).toBeNull();
  });

  it('answers 401 signed out', async () => {
    expect(
      (await call(h.app, 'PUT', '/api/users/me/settings', { body: { locale: 'en', sendApnInfo: false } }))
        .statusCode,
    ).toBe(401);
  });

  it.each([
    ['an unknown language', { locale: 'de', sendApnInfo: false }, 'locale'],
    ['a missing sendApnInfo', { locale: 'en' }, 'sendApnInfo'],
  ])('refuses %s with 400 naming the field', async (_what, body, field) => {
    const res = await call(h.app, 'PUT', '/api/users/me/settings', { token: token('acmeTechnical'), body });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain(field);
  });

  it('makes the next reset mail use the stored language instead of Accept-Language', async () => {
    const resetSubject = async () => {
      const before = h.outbox.length;
      const res = await call(h.app, 'POST', `/api/users/resetPassword?email=${DEMO.acmeTechnical}`, {
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(204);
      await h.app.jobs.drained();
      const sent = (h.outbox as Mail[]).slice(before).filter((m) => m.to === DEMO.acmeTechnical);
      expect(sent).toHaveLength(1);
      return sent[0].subject;
    };
    const set = (locale: string | null) =>
      call(h.app, 'PUT', '/api/users/me/settings', {
        token: token('acmeTechnical'),
        body: { locale, sendApnInfo: false },
      });
    expect((await set(null)).statusCode).toBe(200);
    expect(await resetSubject()).toBe('Set a new password');
    expect((await set('nl')).statusCode).toBe(200);
    expect(await resetSubject()).toBe('Nieuw wachtwoord instellen');
  });
});

describe('GET /organizations/{id}/account-manager', () => {
  it.each([
    ...(['superAdmin', 'management', 'support', 'accountManager'] as Who[]).map((w) => [w, 200]),
    ...(['acmeSigner', 'acmeGeneral', 'acmeTechnical', 'acmeFinance', 'acmeUserManager'] as Who[]).map(
      (w) => [w, 200],
    ),
    ['noordzeeGeneral', 404],
    ['anonymous', 401],
  ] as [Who, number][])('as %s → %i', async (who, status) => {
    const res = await call(h.app, 'GET', `/api/organizations/${acmeId}/account-manager`, {
      token: token(who),
    });
    expect(res.statusCode).toBe(status);
  });

  it('shows the contact person as a card and the configured support contact', async () => {
    const [acme] = await h.db.select().from(organizations).where(eq(organizations.id, acmeId));
    const [contact] = await h.db.select().from(users).where(eq(users.id, acme.contactPersonId!));
    const res = await call(h.app, 'GET', `/api/organizations/${acmeId}/account-manager`, {
      token: token('acmeGeneral'),
    });
    expect(res.json<AccountManagerInfo>()).toEqual({
      accountManager: {
        id: contact.id,
        name: `${contact.firstName} ${contact.lastName}`,
        email: contact.email,
        phoneNumber: contact.phoneNumber,
      },
      support: { phone: '+31 20 999 0000', email: 'help@provider.test' },
    });
  });

  it('answers null for an organization without a contact person', async () => {
    const admin = await h.tokenFor(DEMO.superAdmin);
    const created = await call(h.app, 'POST', '/api/organizations', {
      token: admin,
      body: organizationPayload({ contactPersonId: null }),
    });
    const id = created.json<{ id: number }>().id;
    const res = await call(h.app, 'GET', `/api/organizations/${id}/account-manager`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json<AccountManagerInfo>().accountManager).toBeNull();
  });

  it('answers 404 for an unknown organization and to a user of another organization; 400 for a bad id', async () => {
    const admin = await h.tokenFor(DEMO.superAdmin);
    expect(
      (await call(h.app, 'GET', '/api/organizations/999999/account-manager', { token: admin })).statusCode,
    ).toBe(404);
    expect(
      (
        await call(h.app, 'GET', `/api/organizations/${noordzeeId}/account-manager`, {
          token: token('acmeSigner'),
        })
      ).statusCode,
    ).toBe(404);
    const bad = await call(h.app, 'GET', '/api/organizations/1.5/account-manager', { token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toContain('id');
  });
});
