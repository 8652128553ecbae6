import { configureApi } from '@portal/api';
import { fakeApiPerTest, reply } from '@portal/api/src/testing/fake-api';
import { confirmAccount } from './confirm-account';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

describe('the password calls of the auth pages (spec §5, §7, §8)', () => {
  const server = fakeApiPerTest();
  const onNotFound = jest.fn();

  beforeAll(() =>
    configureApi({ getToken: () => null, getLocale: () => 'en', onUnauthorized: jest.fn(), onNotFound }),
  );

  it('requestPasswordReset posts the e-mail as a query parameter, without a body', async () => {
    server.on('POST', '/users/resetPassword', reply(204));
    await requestPasswordReset('x@y.example');
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/users/resetPassword', params: { email: 'x@y.example' } });
    expect(server.requests[0].body).toBeUndefined();
  });

  it('resetPassword puts the password with the reset token and passes a 404 on without redirecting', async () => {
    server.on('PUT', '/users/5/password', reply(404, { errorMessage: 'x', errors: [] }));
    await expect(resetPassword(5, 'tok', 'Long-password-1')).rejects.toMatchObject({ response: { status: 404 } });
    expect(server.requests[0]).toMatchObject({ params: { resetToken: 'tok' }, body: { password: 'Long-password-1' } });
    expect(onNotFound).not.toHaveBeenCalled();
  });

  it('confirmAccount patches the user with the confirmation token', async () => {
    server.on('PATCH', '/users/9', reply(204));
    await confirmAccount(9, 'ct', 'Long-password-1');
    expect(server.requests[0]).toMatchObject({ params: { confirmationToken: 'ct' }, body: { password: 'Long-password-1' } });
  });
});
