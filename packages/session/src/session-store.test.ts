import { api, queryClient } from '@portal/api';
import { TOKEN_STORAGE_KEY, type TokenClaims } from '@portal/domain';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import { selectIsAuthenticated, useSessionStore } from './session-store';

function token(claims: Partial<TokenClaims> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const body: TokenClaims = {
    sub: '10',
    id: 10,
    organizationId: null,
    email: 'ada@provider.example',
    name: 'Ada Admin',
    roles: ['superAdmin'],
    subsystems: [],
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  const encode = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(body)}.sig`;
}

type Reply = { status: number; data?: unknown };
function serve(handler: (method: string, url: string, body: unknown) => Reply) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const original = api.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const call = { method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', body };
    calls.push(call);
    const reply = handler(call.method, call.url, body);
    const response = { ...reply, statusText: '', headers: {}, config } as AxiosResponse;
    if (reply.status >= 400) throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, {}, response);
    return response;
  };
  api.defaults.adapter = adapter;
  return { calls, restore: () => void (api.defaults.adapter = original) };
}

const organization = { id: 7, name: 'Acme' };
const state = () => useSessionStore.getState();

describe('session store (spec §3, §4)', () => {
  afterEach(() => {
    state().logout();
    localStorage.clear();
  });

  describe('reload', () => {
    it('signs in from a valid stored token, with the user from its claims', async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, token());
      await state().reload();
      expect(state().user).toEqual({
        id: 10,
        organizationId: null,
        email: 'ada@provider.example',
        name: 'Ada Admin',
        roles: ['superAdmin'],
        subsystems: [],
      });
      expect(selectIsAuthenticated(state())).toBe(true);
      expect(state().organization).toBeNull();
    });

    it('loads the organization when the user has an organization id, once', async () => {
      const server = serve((_m, url) => (url === '/organizations/7' ? { status: 200, data: organization } : { status: 404 }));
      localStorage.setItem(TOKEN_STORAGE_KEY, token({ organizationId: 7, roles: ['generalResponsible'], subsystems: [1] }));
      await state().reload();
      expect(state().organization).toEqual(organization);
      expect(state().user?.subsystems).toEqual([1]);
      const user = state().user;
      await state().reload();
      expect(state().user).toBe(user);
      expect(server.calls).toHaveLength(1);
      server.restore();
    });

    it('removes an expired token and is signed out', async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, token({ exp: Math.floor(Date.now() / 1000) - 10 }));
      await state().reload();
      expect(state().user).toBeNull();
      expect(state().token).toBeNull();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(selectIsAuthenticated(state())).toBe(false);
    });

    it('removes a garbage token and is signed out', async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-jwt');
      await state().reload();
      expect(state().user).toBeNull();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    });

    it('signs out when the token was removed elsewhere (e.g. after a 401)', async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, token());
      await state().reload();
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      await state().reload();
      expect(state().user).toBeNull();
    });
  });

  describe('login', () => {
    it('stores the token and loads the user and organization', async () => {
      const t = token({ organizationId: 7, roles: ['authorizedToSign'] });
      const server = serve((method, url) => {
        if (method === 'POST' && url === '/sessions') return { status: 200, data: { token: t } };
        if (url === '/organizations/7') return { status: 200, data: organization };
        return { status: 404 };
      });
      await state().login({ email: 'a@acme.example', password: 'pw' });
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(t);
      expect(state().user?.roles).toEqual(['authorizedToSign']);
      expect(state().organization).toEqual(organization);
      expect(state().authError).toBeNull();
      expect(server.calls[0].body).toEqual({ email: 'a@acme.example', password: 'pw' });
      server.restore();
    });

    it('removes the token and sets the authentication error on failure', async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, token());
      await state().reload();
      const server = serve(() => ({ status: 400, data: { errorMessage: 'E-mail address and/or password is empty.', errors: [] } }));
      await expect(state().login({ email: '', password: '' })).rejects.toBeDefined();
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(state().user).toBeNull();
      expect(state().authError).toBe('E-mail address and/or password is empty.');
      server.restore();
    });

    it('passes a 403 (2FA code sent) to the caller with its status and sets no error', async () => {
      const server = serve(() => ({ status: 403, data: { errorMessage: 'A 2FA code is sent.', errors: [] } }));
      await expect(state().login({ email: 'a@acme.example', password: 'pw' })).rejects.toMatchObject({
        response: { status: 403 },
      });
      expect(state().authError).toBeNull();
      expect(state().user).toBeNull();
      server.restore();
    });
  });

  it('logout clears token, user and organization', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, token());
    await state().reload();
    state().logout();
    expect(state()).toMatchObject({ token: null, user: null, organization: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  describe('sign-out ends the session on the server (issue 24)', () => {
    it('logout sends DELETE /sessions/current with the token being ended', async () => {
      const stored = token();
      localStorage.setItem(TOKEN_STORAGE_KEY, stored);
      await state().reload();
      const sent: Array<{ method: string; url: string; authorization: string }> = [];
      const original = api.defaults.adapter;
      api.defaults.adapter = async (config) => {
        sent.push({
          method: (config.method ?? '').toUpperCase(),
          url: config.url ?? '',
          authorization: String(AxiosHeaders.from(config.headers).get('Authorization') ?? ''),
        });
        return { status: 204, statusText: '', headers: {}, config, data: null } as AxiosResponse;
      };
      try {
        state().logout();
        expect(state().token).toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(sent).toEqual([{ method: 'DELETE', url: '/sessions/current', authorization: `Bearer ${stored}` }]);
        expect(state().signOutReason).toBeNull();
      } finally {
        api.defaults.adapter = original;
      }
    });

    it('logout after the server refused the session sends nothing and keeps the reason for the login page', async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, token());
      await state().reload();
      const server = serve(() => ({ status: 204 }));
      try {
        state().logout({ reason: 'sessionEnded' });
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(server.calls).toEqual([]);
        expect(state()).toMatchObject({ token: null, user: null, signOutReason: 'sessionEnded' });
      } finally {
        server.restore();
      }
    });

    it('the next sign-in clears the reason', async () => {
      localStorage.setItem(TOKEN_STORAGE_KEY, token());
      await state().reload();
      state().logout({ reason: 'sessionEnded' });
      const server = serve(() => ({ status: 200, data: { token: token() } }));
      try {
        await state().login({ email: 'ada@provider.example', password: 'secret-password' });
        expect(state().signOutReason).toBeNull();
      } finally {
        server.restore();
      }
    });
  });

  describe('empties the query cache when a session ends, so the next user never sees the previous data', () => {
    const key = ['organizations', 7];
    async function signedInWithCachedData(claims: Partial<TokenClaims> = {}) {
      localStorage.setItem(TOKEN_STORAGE_KEY, token(claims));
      await state().reload();
      queryClient.setQueryData(key, organization);
      expect(queryClient.getQueryData(key)).toEqual(organization);
    }

    it('on sign-out', async () => {
      await signedInWithCachedData();
      const server = serve(() => ({ status: 204 }));
      try {
        state().logout();
        expect(queryClient.getQueryData(key)).toBeUndefined();
      } finally {
        server.restore();
      }
    });

    it('when the server refused the session (401 → logout with a reason)', async () => {
      await signedInWithCachedData();
      state().logout({ reason: 'sessionEnded' });
      expect(queryClient.getQueryData(key)).toBeUndefined();
    });

    it('when the token was removed elsewhere or has expired', async () => {
      await signedInWithCachedData();
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      await state().reload();
      expect(queryClient.getQueryData(key)).toBeUndefined();

      await signedInWithCachedData();
      localStorage.setItem(TOKEN_STORAGE_KEY, token({ exp: Math.floor(Date.now() / 1000) - 10 }));
      await state().reload();
      expect(queryClient.getQueryData(key)).toBeUndefined();
    });

    it("when another user's token replaces the session, but not when the same session is read again", async () => {
      await signedInWithCachedData({ id: 10, sub: '10' });
      await state().reload();
      expect(queryClient.getQueryData(key)).toEqual(organization);
      localStorage.setItem(TOKEN_STORAGE_KEY, token({ id: 11, sub: '11', email: 'bo@provider.example' }));
      await state().reload();
      expect(state().user?.id).toBe(11);
      expect(queryClient.getQueryData(key)).toBeUndefined();
    });
  });
});
