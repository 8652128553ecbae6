import { AccountMessages, Messages, type TokenClaims } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { authTokens, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { issueConfirmation } from './account-tokens.js';

const PASSWORD = 'Portal-demo-2026!';
let h: TestApp;

beforeAll(async () => {
  h = await createTestApp();
});
afterAll(async () => h.close());
beforeEach(() => {
  h.outbox.length = 0;
});

function login(body: unknown, headers: Record<string, string> = {}) {
  return h.app.inject({ method: 'POST', url: '/api/sessions', payload: body as object, headers });
}

const lastMail = () => h.outbox[h.outbox.length - 1];
const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';
const linkOf = (text: string) => /(http\S+)/.exec(text)?.[1] ?? '';

async function userRow(email: string) {
  const [row] = await h.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe('POST /api/sessions (spec §4, §5, §6)', () => {
  it.each([
    ['admin@provider.example', ['superAdmin'], null],
    ['management@provider.example', ['management'], null],
    ['support@provider.example', ['support'], null],
    ['accountmanager@provider.example', ['accountManager'], null],
    ['general@acme.example', ['generalResponsible'], 'acme'],
    ['tech@acme.example', ['technicalResponsible'], 'acme'],
  ])('signs %s in with a token carrying roles %j', async (email, roles, org) => {
    const res = await login({ email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().token) as unknown as TokenClaims;
    expect(claims.email).toBe(email);
    expect(claims.roles).toEqual(roles);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    if (org) {
      expect(claims.organizationId).toEqual(expect.any(Number));
      expect(claims.subsystems).toEqual([1, 2, 3, 4, 5, 8]);
    } else {
      expect(claims.organizationId).toBeNull();
    }
  });

  it('matches the e-mail address case-insensitively and records the last login', async () => {
    const before = await userRow('tech@acme.example');
    const res = await login({ email: '  Tech@ACME.example ', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const after = await userRow('tech@acme.example');
    expect(after.lastLoginAt).not.toBeNull();
    expect(after.lastLoginAt?.getTime()).not.toBe(before.lastLoginAt?.getTime());
  });

  it.each([
    [{ email: '', password: PASSWORD }],
    [{ email: 'admin@provider.example', password: '' }],
    [{ email: 'admin@provider.example' }],
    [{}],
  ])('answers 400 "E-mail address and/or password is empty." for %j', async (body) => {
    const res = await login(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(Messages.credentialsEmpty);
  });

  it.each([
    ['a wrong password', 'admin@provider.example', 'Not-the-password-1'],
    ['an unknown e-mail address', 'nobody@provider.example', PASSWORD],
    ['an unconfirmed account', 'new.user@berlinertelemetrie.example', PASSWORD],
  ])('answers 401 "not correct" for %s', async (_case, email, password) => {
    const res = await login({ email, password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errorMessage: Messages.credentialsWrong, errors: [] });
  });

  it('refuses unknown fields and wrong types with 400', async () => {
    expect(
      (await login({ email: 'admin@provider.example', password: PASSWORD, admin: true })).statusCode,
    ).toBe(400);
    expect((await login({ email: 42, password: PASSWORD })).statusCode).toBe(400);
    expect(
      (await login({ email: 'admin@provider.example', password: PASSWORD, code: '12ab' })).statusCode,
    ).toBe(400);
  });

  describe('2FA (always for authorized to sign, financial responsible, user manager)', () => {
    it('mails a code in Dutch by default and answers 403 "A 2FA code is sent."; the code then signs in once', async () => {
      const first = await login({ email: 'signer@acme.example', password: PASSWORD });
      expect(first.statusCode).toBe(403);
      expect(first.json()).toEqual({ errorMessage: Messages.codeSent, errors: [] });
      expect(h.outbox).toHaveLength(1);
      expect(lastMail().to).toBe('signer@acme.example');
      expect(lastMail().subject).toMatch(/^Uw inlogcode/);
      const code = codeOf(lastMail().text);
      expect(code).toMatch(/^\d{6}$/);

      const second = await login({ email: 'signer@acme.example', password: PASSWORD, code });
      expect(second.statusCode).toBe(200);
      const claims = decodeJwt(second.json().token) as unknown as TokenClaims;
      expect(claims.roles).toEqual(['authorizedToSign']);

      const reused = await login({ email: 'signer@acme.example', password: PASSWORD, code });
      expect(reused.statusCode).toBe(403);
      expect(reused.json().errorMessage).toBe(AccountMessages.codeWrong);
    });

    it('mails in English when Accept-Language asks for it', async () => {
      await login(
        { email: 'finance@acme.example', password: PASSWORD },
        { 'accept-language': 'en-GB,en;q=0.9,nl;q=0.5' },
      );
      expect(lastMail().subject).toMatch(/^Your sign-in code/);
    });

    it('answers 403 with a clear message for a wrong code and voids the code after 5 wrong tries', async () => {
      await login({ email: 'usermanager@acme.example', password: PASSWORD });
      const code = codeOf(lastMail().text);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await login({ email: 'usermanager@acme.example', password: PASSWORD, code: wrong });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ errorMessage: AccountMessages.codeWrong, errors: [] });
      }
      const late = await login({ email: 'usermanager@acme.example', password: PASSWORD, code });
      expect(late.statusCode).toBe(403);
    });

    it('does not mail a code when the password is wrong', async () => {
      const res = await login({ email: 'signer@acme.example', password: 'Wrong-password-1' });
      expect(res.statusCode).toBe(401);
      expect(h.outbox).toHaveLength(0);
    });

    it('also asks a code of a user who turned 2FA on', async () => {
      const res = await login({ email: 'tech@haventracking.example', password: PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(h.outbox).toHaveLength(1);
    });
  });
});

describe('forgot and reset password (spec §5, §7)', () => {
  /** The request, then the work it queued (look-up and mail run after the response). */
  const request = async (email: string) => {
    const res = await h.app.inject({ method: 'POST', url: `/api/users/resetPassword?email=${encodeURIComponent(email)}` });
    await h.app.jobs.drained();
    return res;
  };

  it('answers 204 for an unknown address too, and mails nothing', async () => {
    const res = await request('nobody@nowhere.example');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(h.outbox).toHaveLength(0);
  });

  it('answers 400 "E-mail address is empty." without an address', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/users/resetPassword?email=' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe(Messages.emailEmpty);
  });

  it('mails a single-use link; the new password works and the old one no longer does', async () => {
    const res = await request('general@noordzee.example');
    expect(res.statusCode).toBe(204);
    const link = new URL(linkOf(lastMail().text));
    expect(link.origin + link.pathname).toBe('http://portal.test/reset-password');
    const resetToken = link.searchParams.get('resetToken')!;
    const userId = link.searchParams.get('userId')!;
    expect((await userRow('general@noordzee.example')).id).toBe(Number(userId));

    const put = (password: string) =>
      h.app.inject({
        method: 'PUT',
        url: `/api/users/${userId}/password?resetToken=${resetToken}`,
        payload: { password },
      });
    expect((await put('Brand-new-password-1')).statusCode).toBe(204);

    expect((await login({ email: 'general@noordzee.example', password: PASSWORD })).statusCode).toBe(401);
    expect(
      (await login({ email: 'general@noordzee.example', password: 'Brand-new-password-1' })).statusCode,
    ).toBe(200);

    const again = await put('Another-password-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ field: 'resetToken', message: AccountMessages.linkInvalid }]);
  });

  it('refuses an expired token and a token of another user', async () => {
    await request('general@alpencoldchain.example');
    const link = new URL(linkOf(lastMail().text));
    const resetToken = link.searchParams.get('resetToken')!;
    const userId = Number(link.searchParams.get('userId'));

    const other = (await userRow('tech@acme.example')).id;
    const wrongUser = await h.app.inject({
      method: 'PUT',
      url: `/api/users/${other}/password?resetToken=${resetToken}`,
      payload: { password: 'Brand-new-password-1' },
    });
    expect(wrongUser.statusCode).toBe(400);

    await h.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, 'reset')));
    const expired = await h.app.inject({
      method: 'PUT',
      url: `/api/users/${userId}/password?resetToken=${resetToken}`,
      payload: { password: 'Brand-new-password-1' },
    });
    expect(expired.statusCode).toBe(400);
    expect((await login({ email: 'general@alpencoldchain.example', password: PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('refuses a too short, too long or extra-field password with 400 and keeps the token and password', async () => {
    await request('ops@slimmemeters.example');
    const link = new URL(linkOf(lastMail().text));
    const url = `/api/users/${link.searchParams.get('userId')}/password?resetToken=${link.searchParams.get('resetToken')}`;
    const before = (await userRow('ops@slimmemeters.example')).passwordHash;

    for (const payload of [
      { password: 'short' },
      { password: 'x'.repeat(201) },
      { password: 'Long-enough-pass-1', admin: true },
      {},
    ]) {
      const res = await h.app.inject({ method: 'PUT', url, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBe(Messages.formIncomplete);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    const short = await h.app.inject({ method: 'PUT', url, payload: { password: 'short' } });
    expect(short.json().errors[0].field).toBe('password');
    expect((await userRow('ops@slimmemeters.example')).passwordHash).toBe(before);
    expect(
      (await h.app.inject({ method: 'PUT', url, payload: { password: 'Long-enough-pass-1' } })).statusCode,
    ).toBe(204);
  });

  it('answers 400 for a non-numeric user id', async () => {
    const res = await h.app.inject({
      method: 'PUT',
      url: '/api/users/abc/password?resetToken=x',
      payload: { password: 'Long-enough-pass-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('id');
  });
});

describe('account confirmation (spec §7)', () => {
  it('mails a /confirm-password link; setting a password confirms the account once', async () => {
    const email = 'new.user@berlinertelemetrie.example';
    const user = await userRow(email);
    expect(user.confirmedAt).toBeNull();
    await issueConfirmation(h.app, user, 'nl');
    expect(lastMail().subject).toBe('Bevestig uw account voor het portaal');
    const link = new URL(linkOf(lastMail().text));
    expect(link.pathname).toBe('/confirm-password');
    expect(link.searchParams.get('userId')).toBe(String(user.id));
    const url = `/api/users/${user.id}?confirmationToken=${link.searchParams.get('confirmationToken')}`;

    expect(
      (
        await h.app.inject({
          method: 'PATCH',
          url: `/api/users/${user.id}?confirmationToken=wrong`,
          payload: { password: 'Welkom-in-het-portaal-1' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await h.app.inject({ method: 'PATCH', url, payload: { password: 'Welkom-in-het-portaal-1' } }))
        .statusCode,
    ).toBe(204);
    expect((await userRow(email)).confirmedAt).not.toBeNull();
    expect((await login({ email, password: 'Welkom-in-het-portaal-1' })).statusCode).toBe(200);
    expect(
      (await h.app.inject({ method: 'PATCH', url, payload: { password: 'Other-password-22' } })).statusCode,
    ).toBe(400);
  });
});

describe('PATCH /api/users/me and GET /api/users/me (spec §5, §7)', () => {
  const change = (token: string | undefined, payload: object) =>
    h.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers 401 when not signed in or with a forged token', async () => {
    expect(
      (await change(undefined, { currentPassword: PASSWORD, newPassword: 'Something-new-1' })).statusCode,
    ).toBe(401);
    const forged = await h.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: 'Bearer abc.def.ghi' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ errorMessage: expect.any(String), errors: [] });
  });

  it('refuses a wrong current password on field currentPassword', async () => {
    const res = await change(await h.tokenFor('support@provider.example'), {
      currentPassword: 'Wrong-one-123',
      newPassword: 'Something-new-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorMessage: Messages.passwordChangeFailed,
      errors: [{ field: 'currentPassword', message: AccountMessages.currentPasswordWrong }],
    });
  });

  it('refuses a new password equal to the current one', async () => {
    const res = await change(await h.tokenFor('support@provider.example'), {
      currentPassword: PASSWORD,
      newPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'currentPassword',
      message: Messages.newPasswordMustDiffer,
    });
  });

  it('refuses a too short new password on field newPassword', async () => {
    const res = await change(await h.tokenFor('support@provider.example'), {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('newPassword');
  });

  it('changes the password', async () => {
    const res = await change(await h.tokenFor('management@provider.example'), {
      currentPassword: PASSWORD,
      newPassword: 'Changed-password-9',
    });
    expect(res.statusCode).toBe(204);
    expect(
      (await login({ email: 'management@provider.example', password: 'Changed-password-9' })).statusCode,
    ).toBe(200);
    expect((await login({ email: 'management@provider.example', password: PASSWORD })).statusCode).toBe(401);
  });

  it('returns the own profile with role names', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${await h.tokenFor('finance@acme.example')}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'finance@acme.example',
      firstName: 'Emma',
      lastName: 'Bos',
      name: 'Emma Bos',
      roles: ['financialResponsible'],
      organizationId: expect.any(Number),
    });
  });
});

describe('rate limits (spec §7)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_LOGIN: '3', RATE_LIMIT_RESET: '2' } });
  });
  afterAll(async () => limited.close());

  it('answers 429 in the error shape after too many sign-in attempts for one address', async () => {
    const attempt = (email: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/sessions',
        payload: { email, password: 'Wrong-password-1' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt('admin@provider.example')).statusCode).toBe(401);
    const blocked = await attempt('admin@provider.example');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ errorMessage: AccountMessages.tooManyAttempts, errors: [] });
    // another address from the same client is counted separately
    expect((await attempt('support@provider.example')).statusCode).toBe(401);
  });

  it('limits reset requests', async () => {
    const ask = () =>
      limited.app.inject({ method: 'POST', url: '/api/users/resetPassword?email=tech@acme.example' });
    expect((await ask()).statusCode).toBe(204);
    expect((await ask()).statusCode).toBe(204);
    expect((await ask()).statusCode).toBe(429);
  });
});
