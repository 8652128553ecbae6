import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { PORTAL_QUERY_DEFAULTS, QUERY_STALE_TIME_MS, queryClient, shouldRetryRead } from './query-client';

const config = { headers: {} } as InternalAxiosRequestConfig;
function httpError(status: number): AxiosError {
  const response = { status, data: {}, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

describe('the portal query client (TanStack Query)', () => {
  it('shows a cached answer at once when a screen mounts again, and asks the server again behind it', async () => {
    const client = new QueryClient({ defaultOptions: PORTAL_QUERY_DEFAULTS });
    let asked = 0;
    const fetcher = jest.fn(async () => `answer ${(asked += 1)}`);
    const first = new QueryObserver(client, { queryKey: ['organizations', 7], queryFn: fetcher });
    const leave = first.subscribe(() => undefined);
    await client.getQueryCache().find({ queryKey: ['organizations', 7] })!.promise;
    leave();
    const again = new QueryObserver(client, { queryKey: ['organizations', 7], queryFn: fetcher });
    expect(again.getCurrentResult().data).toBe('answer 1');
    again.subscribe(() => undefined);
    expect(fetcher).toHaveBeenCalledTimes(2);
    client.clear();
  });

  it('keeps nothing fresh, does not refetch on window focus and never retries writes', () => {
    const defaults = queryClient.getDefaultOptions().queries;
    expect(QUERY_STALE_TIME_MS).toBe(0);
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
