import { api, configureApi } from './client';
import { fakeApiPerTest, reply } from './testing/fake-api';

describe('the one API client (spec §7, §8)', () => {
  const server = fakeApiPerTest();
  const onUnauthorized = jest.fn();
  const onNotFound = jest.fn();
  let token: string | null = 'abc.def.ghi';

  beforeAll(() =>
    configureApi({ getToken: () => token, getLocale: () => 'en', onUnauthorized, onNotFound }),
  );
  beforeEach(() => {
    jest.clearAllMocks();
    token = 'abc.def.ghi';
  });

  it('has base path /api and no timeout', () => {
    expect(api.defaults.baseURL).toBe('/api');
    expect(api.defaults.timeout ?? 0).toBe(0);
  });

  it('sends the bearer token and Accept-Language with every request', async () => {
    server.on('GET', '/suppliers', []);
    await api.get('/suppliers');
    expect(server.requests[0].headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(server.requests[0].headers.get('Accept-Language')).toBe('en');
  });

  it('sends no Authorization header when no token is stored', async () => {
    token = null;
    server.on('GET', '/suppliers', []);
    await api.get('/suppliers');
    expect(server.requests[0].headers.has('Authorization')).toBe(false);
  });

  it('calls onUnauthorized on a 401 and still rejects', async () => {
    server.on('GET', '/organizations', reply(401, { errorMessage: 'x', errors: [] }));
    await expect(api.get('/organizations')).rejects.toMatchObject({ response: { status: 401 } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onNotFound).not.toHaveBeenCalled();
  });

  it('keeps an Authorization the call sets itself, and passes a 401 of a passUnauthorized call on without signing out', async () => {
    // What sign-out does (packages/session): it sends the token it ends, not the stored one.
    token = 'stored.token.now';
    server.on('DELETE', '/sessions/current', reply(401, { errorMessage: 'x', errors: [] }));
    const ending = api.delete('/sessions/current', {
      headers: { Authorization: 'Bearer ended.session.token' },
      passUnauthorized: true,
    });
    await expect(ending).rejects.toMatchObject({ response: { status: 401 } });
    expect(server.requests[0].headers.get('Authorization')).toBe('Bearer ended.session.token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('calls onNotFound on a 404', async () => {
    server.on('GET', '/organizations/999', reply(404, { errorMessage: 'x', errors: [] }));
    await expect(api.get('/organizations/999')).rejects.toMatchObject({ response: { status: 404 } });
    expect(onNotFound).toHaveBeenCalledTimes(1);
  });

  it('passes a 404 of a passNotFound call on to the caller without redirecting', async () => {
    // What the reset-password request does (spec §8, shell/src/features/auth/api/reset-password.ts).
    server.on('PUT', '/users/5/password', reply(404, { errorMessage: 'x', errors: [] }));
    await expect(api.put('/users/5/password', { password: 'p' }, { passNotFound: true })).rejects.toMatchObject({
      response: { status: 404 },
    });
    expect(onNotFound).not.toHaveBeenCalled();
  });

  it('leaves other statuses to the caller', async () => {
    server.on('GET', '/organizations', reply(500, { message: 'x' }));
    await expect(api.get('/organizations')).rejects.toBeDefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onNotFound).not.toHaveBeenCalled();
  });
});
