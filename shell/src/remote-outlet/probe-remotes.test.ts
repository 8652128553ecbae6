import type { Registry } from '@portal/federation';
import { probeRemotes } from './probe-remotes';
import { useRemoteStatusStore } from './remote-status-store';

const remote = (entry: string) => ({ version: '1.0.0', entry, routes: [] });
const REGISTRY: Registry = {
  allowOverrides: false,
  overrideOrigins: [],
  loadTimeoutMs: 15_000,
  remotes: { customers: remote('/remotes/customers/1.0.0/mf-manifest.json'), pricing: remote('/remotes/pricing/1.0.0/mf-manifest.json') },
};

describe('probeRemotes (ARCHITECTURE §2 fault tolerance)', () => {
  beforeEach(() => useRemoteStatusStore.setState({ statuses: {}, versions: {} }));

  it('marks a remote whose manifest does not answer as unavailable, and leaves the others alone', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = jest.fn(async (url: string) =>
      url.includes('/pricing/')
        ? { ok: false, status: 503, json: async () => ({}) }
        : { ok: true, status: 200, json: async () => ({ metaData: { buildInfo: { buildVersion: '1.0.3' } } }) },
    );
    await probeRemotes(REGISTRY, { fetch: fetchMock as unknown as typeof fetch, base: 'http://portal.test/' });
    expect(fetchMock).toHaveBeenCalledWith('http://portal.test/remotes/customers/1.0.0/mf-manifest.json', { cache: 'no-cache' });
    expect(useRemoteStatusStore.getState().statuses).toEqual({ pricing: 'unavailable' });
    // The build version the manifest reports (shown in the Remotes panel).
    expect(useRemoteStatusStore.getState().versions).toEqual({ customers: '1.0.3' });
    warn.mockRestore();
  });

  it('treats a network error as unavailable', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await probeRemotes(REGISTRY, { fetch: fetchMock as unknown as typeof fetch, base: 'http://portal.test/' });
    expect(useRemoteStatusStore.getState().statuses).toEqual({ customers: 'unavailable', pricing: 'unavailable' });
    warn.mockRestore();
  });
});
