import { configureApi } from '@portal/api';
import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { createSession, endSession, getSessionOrganization } from './session-api';

describe('the session calls (spec §4, §7)', () => {
  const server = fakeApiPerTest();
  const onUnauthorized = jest.fn();
  const onNotFound = jest.fn();

  beforeAll(() =>
    configureApi({ getToken: () => 'stored.token.now', getLocale: () => 'en', onUnauthorized, onNotFound }),
  );
  beforeEach(() => jest.clearAllMocks());

  it('sign-in posts the credentials and resolves with the token', async () => {
    server.on('POST', '/sessions', { token: 't' });
    await expect(createSession({ email: 'a@b.example', password: 'pw' })).resolves.toBe('t');
    expect(server.requests[0].body).toEqual({ email: 'a@b.example', password: 'pw' });
  });

  it('sign-in rejects a 403 with its status for the caller (2FA step)', async () => {
    server.on('POST', '/sessions', reply(403, { errorMessage: 'A 2FA code is sent.', errors: [] }));
    await expect(createSession({ email: 'a@b.example', password: 'pw' })).rejects.toMatchObject({
      response: { status: 403 },
    });
  });

  it('sign-out sends the token it ends (not the stored one) and a 401 of it does not sign out again', async () => {
    server.on('DELETE', '/sessions/current', reply(401, { errorMessage: 'x', errors: [] }));
    await expect(endSession('ended.session.token')).rejects.toMatchObject({ response: { status: 401 } });
    expect(server.requests[0].headers.get('Authorization')).toBe('Bearer ended.session.token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("reads the user's organization and passes a 404 on without redirecting", async () => {
    server.on('GET', '/organizations/7', { id: 7, name: 'Acme' });
    await expect(getSessionOrganization(7)).resolves.toEqual({ id: 7, name: 'Acme' });
    server.on('GET', '/organizations/8', reply(404, { errorMessage: 'x', errors: [] }));
    await expect(getSessionOrganization(8)).rejects.toMatchObject({ response: { status: 404 } });
    expect(onNotFound).not.toHaveBeenCalled();
  });
});
