import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import {
  AHEAD_OF_SCREEN_FRESH_MS,
  PORTAL_QUERY_DEFAULTS,
  QUERY_STALE_TIME_MS,
  queryClient,
  shouldRetryRead,
  trackAnswersAheadOfScreen,
} from './query-client';

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

  describe('an answer fetched ahead of its screen (issue 18: a remote starts the first read while the screen loads)', () => {
    const cleanUps: Array<() => void> = [];
    function setUp() {
      const client = new QueryClient({ defaultOptions: PORTAL_QUERY_DEFAULTS });
      const stop = trackAnswersAheadOfScreen(client);
      cleanUps.push(stop, () => client.clear());
      let asked = 0;
      const queryFn = jest.fn(async () => `answer ${(asked += 1)}`);
      const options = { queryKey: ['organizations', 'list', { page: 1 }], queryFn };
      const mount = () => {
        const observer = new QueryObserver(client, options);
        return { observer, leave: observer.subscribe(() => undefined) };
      };
      return { client, queryFn, options, mount };
    }

    afterEach(() => {
      cleanUps.splice(0).forEach((cleanUp) => cleanUp());
      jest.useRealTimers();
    });

    it('is shown by the screen that mounts right after it, without asking the server a second time', async () => {
      const { client, queryFn, options, mount } = setUp();
      await client.prefetchQuery(options);
      const { observer } = mount();
      expect(observer.getCurrentResult()).toMatchObject({ data: 'answer 1', isFetching: false });
      expect(queryFn).toHaveBeenCalledTimes(1);
    });

    it(`is asked again once it is ${AHEAD_OF_SCREEN_FRESH_MS / 1000} s old, or when a write invalidated it`, async () => {
      jest.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] });
      const { client, queryFn, options, mount } = setUp();
      await client.prefetchQuery(options);
      jest.setSystemTime(Date.now() + AHEAD_OF_SCREEN_FRESH_MS);
      mount().leave();
      expect(queryFn).toHaveBeenCalledTimes(2);

      const again = setUp();
      await again.client.prefetchQuery(again.options);
      await again.client.invalidateQueries({ queryKey: ['organizations'], refetchType: 'none' });
      again.mount();
      expect(again.queryFn).toHaveBeenCalledTimes(2);
    });

    it('does not count an answer a screen was showing: that screen mounting again asks the server again', async () => {
      const { client, queryFn, options, mount } = setUp();
      const first = mount();
      await client.getQueryCache().find({ queryKey: options.queryKey })!.promise;
      first.leave();
      mount();
      expect(queryFn).toHaveBeenCalledTimes(2);
    });

    it('does not count an answer to a request that was running when a write invalidated it', async () => {
      const { client, queryFn, options, mount } = setUp();
      let answer!: (value: string) => void;
      const slowFetch = jest.fn(() => new Promise<string>((resolve) => (answer = resolve)));
      const prefetch = client.prefetchQuery({ ...options, queryFn: slowFetch });
      await client.invalidateQueries({ queryKey: ['organizations'] });
      answer('from before the write');
      await prefetch;
      mount();
      expect(slowFetch).toHaveBeenCalledTimes(1);
      expect(queryFn).toHaveBeenCalledTimes(1); // the screen asks again
    });

    it('counts once: a screen that showed it and was left asks again when it comes back', async () => {
      const { client, queryFn, options, mount } = setUp();
      await client.prefetchQuery(options);
      mount().leave();
      expect(queryFn).toHaveBeenCalledTimes(1);
      mount();
      expect(queryFn).toHaveBeenCalledTimes(2);
    });

    it('does not count data a write put in the cache by hand', async () => {
      const { client, queryFn, options, mount } = setUp();
      client.setQueryData(options.queryKey, 'written');
      mount();
      expect(queryFn).toHaveBeenCalledTimes(1);
    });
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
