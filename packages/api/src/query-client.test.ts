import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { QUERY_STALE_TIME_MS, queryClient, shouldRetryRead } from './query-client';

const config = { headers: {} } as InternalAxiosRequestConfig;
function httpError(status: number): AxiosError {
  const response = { status, data: {}, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

describe('the portal query client (TanStack Query)', () => {
  it('treats answers as fresh for 30 s and does not refetch on window focus', () => {
    const defaults = queryClient.getDefaultOptions().queries;
    expect(QUERY_STALE_TIME_MS).toBe(30_000);
    expect(defaults?.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.retry).toBe(shouldRetryRead);
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it.each([400, 401, 403, 404, 409, 429])('never retries a %i', (status) => {
    expect(shouldRetryRead(0, httpError(status))).toBe(false);
  });

  it.each([500, 502, 503])('retries a %i once', (status) => {
    expect(shouldRetryRead(0, httpError(status))).toBe(true);
    expect(shouldRetryRead(1, httpError(status))).toBe(false);
  });

  it('retries a network failure or timeout once, a cancelled request or a non-HTTP error never', () => {
    expect(shouldRetryRead(0, new AxiosError('Network Error', AxiosError.ERR_NETWORK, config))).toBe(true);
    expect(shouldRetryRead(1, new AxiosError('Network Error', AxiosError.ERR_NETWORK, config))).toBe(false);
    expect(shouldRetryRead(0, new AxiosError('timeout', AxiosError.ECONNABORTED, config))).toBe(true);
    expect(shouldRetryRead(0, new AxiosError('canceled', AxiosError.ERR_CANCELED, config))).toBe(false);
    expect(shouldRetryRead(0, new Error('bug'))).toBe(false);
  });
});
