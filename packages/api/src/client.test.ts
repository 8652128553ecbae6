import { api, configureApi } from './client';
import { authApi } from './resources/auth';
import { fakeTransport } from './test-adapter';

describe('the one API client (spec §7, §8)', () => {
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
    const server = fakeTransport(() => ({ status: 200, data: [] }));
    await api.get('/suppliers');
    expect(server.requests[0].headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(server.requests[0].headers.get('Accept-Language')).toBe('en');
    server.restore();
  });

  it('sends no Authorization header when no token is stored', async () => {
    token = null;
    const server = fakeTransport(() => ({ status: 200, data: [] }));
    await api.get('/suppliers');
    expect(server.requests[0].headers.has('Authorization')).toBe(false);
    server.restore();
  });

  it('calls onUnauthorized on a 401 and still rejects', async () => {
    const server = fakeTransport(() => ({ status: 401, data: { errorMessage: 'x', errors: [] } }));
    await expect(api.get('/organizations')).rejects.toMatchObject({ response: { status: 401 } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onNotFound).not.toHaveBeenCalled();
    server.restore();
  });

  it('sign-out sends the token it ends (not the stored one) and a 401 of it does not sign out again', async () => {
    token = 'stored.token.now';
    const server = fakeTransport(() => ({ status: 401, data: { errorMessage: 'x', errors: [] } }));
    await expect(authApi.logout('ended.session.token')).rejects.toMatchObject({ response: { status: 401 } });
    expect(server.requests[0]).toMatchObject({ method: 'delete', url: '/sessions/current' });
    expect(server.requests[0].headers.get('Authorization')).toBe('Bearer ended.session.token');
    expect(onUnauthorized).not.toHaveBeenCalled();
    server.restore();
  });

  it('calls onNotFound on a 404', async () => {
    const server = fakeTransport(() => ({ status: 404, data: { errorMessage: 'x', errors: [] } }));
    await expect(api.get('/organizations/999')).rejects.toMatchObject({ response: { status: 404 } });
    expect(onNotFound).toHaveBeenCalledTimes(1);
    server.restore();
  });

  it('passes a 404 of the reset-password request on to the caller without redirecting', async () => {
    const server = fakeTransport(() => ({ status: 404, data: { errorMessage: 'x', errors: [] } }));
    await expect(authApi.resetPassword(5, 'tok', 'Long-password-1')).rejects.toMatchObject({
      response: { status: 404 },
    });
    expect(onNotFound).not.toHaveBeenCalled();
    expect(server.requests[0]).toMatchObject({ method: 'put', url: '/users/5/password', params: { resetToken: 'tok' } });
    server.restore();
  });

  it('leaves other statuses to the caller', async () => {
    const server = fakeTransport(() => ({ status: 500, data: { message: 'x' } }));
    await expect(api.get('/organizations')).rejects.toBeDefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onNotFound).not.toHaveBeenCalled();
    server.restore();
  });
});
