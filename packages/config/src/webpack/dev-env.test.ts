import { parseDevRemotes, readDevEnvironment } from './dev-env';

describe('dev environment (pnpm dev)', () => {
  it('parses PORTAL_DEV_REMOTES as name=url pairs, ignoring malformed items and trailing slashes', () => {
    expect(parseDevRemotes('customers=http://127.0.0.1:3001/, pricing=http://127.0.0.1:3004,broken,=x')).toEqual({
      customers: 'http://127.0.0.1:3001',
      pricing: 'http://127.0.0.1:3004',
    });
    expect(parseDevRemotes(undefined)).toEqual({});
  });

  it('defaults the API to 127.0.0.1:8080 and takes the port from PORTAL_DEV_PORT only when valid', () => {
    expect(readDevEnvironment({})).toEqual({ apiUrl: 'http://127.0.0.1:8080', devRemotes: {} });
    expect(readDevEnvironment({ PORTAL_API_URL: 'http://127.0.0.1:9090/', PORTAL_DEV_PORT: '3004' })).toEqual({
      apiUrl: 'http://127.0.0.1:9090',
      devRemotes: {},
      port: 3004,
    });
    expect(readDevEnvironment({ PORTAL_DEV_PORT: 'abc' }).port).toBeUndefined();
  });
});
