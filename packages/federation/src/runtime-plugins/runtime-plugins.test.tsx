import { createInstance } from '@module-federation/runtime';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isUnavailableModule, RemoteUnavailable, type UnavailableModule } from '../remote-unavailable';
import { createFallbackPlugin } from './fallback-plugin';
import { backoffDelay, createRetryPlugin } from './retry-plugin';

const response = (status: number) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => ({}) }) as unknown as Response;

describe('retry plugin (fault tolerance level 1)', () => {
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it('backs off exponentially up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffDelay(n, 400, 4000))).toEqual([400, 800, 1600, 3200, 4000]);
  });

  it('retries a manifest after network errors and 5xx, then succeeds', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(response(503))
      .mockResolvedValueOnce(response(200));
    globalThis.fetch = fetchMock;
    const sleep = jest.fn(async () => undefined);
    const plugin = createRetryPlugin({ retries: 3, baseDelayMs: 100, sleep });
    const result = await plugin.fetch!('/remotes/customers/1.0.0/mf-manifest.json', {});
    expect((result as Response).status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[100], [200]]);
  });

  it('gives up after the configured retries and throws', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const plugin = createRetryPlugin({ retries: 2, sleep: async () => undefined });
    await expect(plugin.fetch!('/m.json', {})).rejects.toThrow('Failed to fetch');
    expect(globalThis.fetch).toHaveBeenCalledTimes(3);
  });

  it('does not retry a permanent 404', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue(response(404));
    const plugin = createRetryPlugin({ retries: 3, sleep: async () => undefined });
    await expect(plugin.fetch!('/m.json', {})).rejects.toThrow(/HTTP 404/);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  it('reloads a remote entry that failed to load', async () => {
    const exports = { init: jest.fn(), get: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValue(exports);
    const globalLoading: Record<string, unknown> = { key: Promise.resolve() };
    const plugin = createRetryPlugin({ retries: 3, sleep: async () => undefined });
    const result = await plugin.loadEntryError!({
      getRemoteEntry,
      origin: {} as never,
      remoteInfo: {} as never,
      globalLoading: globalLoading as never,
      uniqueKey: 'key',
    });
    expect(result).toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading.key).toBeUndefined();
  });
});

describe('errorLoadRemote fallback plugin (fault tolerance level 2)', () => {
  const plugin = createFallbackPlugin();
  const emit = (lifecycle: 'afterResolve' | 'onLoad' | 'beforeRequest') =>
    plugin.errorLoadRemote!({
      id: 'customers/app',
      error: new Error('down'),
      from: 'runtime',
      lifecycle,
      origin: {} as never,
    });

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('returns undefined for afterResolve (any value would be taken as a manifest)', async () => {
    expect(await emit('afterResolve')).toBeUndefined();
    expect(await emit('beforeRequest')).toBeUndefined();
  });

  it('returns a fallback module for onLoad', async () => {
    const module = await emit('onLoad');
    expect(isUnavailableModule(module)).toBe(true);
  });

  it('the fallback module mounts "unavailable" with a working retry and unmounts cleanly', async () => {
    const module = (await emit('onLoad')) as UnavailableModule;
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const onRetry = jest.fn();
    await act(async () => {
      await (module.mount as (p: unknown) => Promise<void>)({ name: 'p1', domElement, onRetry });
    });
    expect(screen.getByText('This part of the portal is unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await act(async () => {
      await (module.unmount as (p: unknown) => Promise<void>)({ name: 'p1', domElement });
    });
    expect(domElement).toBeEmptyDOMElement();
    domElement.remove();
  });

  it('works inside the real MF 2.9.2 runtime: a remote whose manifest is unreachable loads the fallback', async () => {
    const originalFetch = globalThis.fetch;
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    try {
      const instance = createInstance({
        name: 'test_host',
        remotes: [{ name: 'customers', entry: 'http://localhost/remotes/customers/1.0.0/mf-manifest.json' }],
        plugins: [createRetryPlugin({ retries: 1, sleep: async () => undefined }), createFallbackPlugin()],
      });
      const module = await instance.loadRemote('customers/app');
      expect(isUnavailableModule(module)).toBe(true);
      expect(globalThis.fetch).toHaveBeenCalledTimes(2);
      // Nothing of the failure is cached: the next attempt goes to the network again.
      await instance.loadRemote('customers/app');
      expect(globalThis.fetch).toHaveBeenCalledTimes(4);
    } finally {
      globalThis.fetch = originalFetch;
    }
  });
});

describe('RemoteUnavailable', () => {
  it('shows no retry button without onRetry', () => {
    render(<RemoteUnavailable />);
    expect(screen.getByText('This part of the portal is unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
