import {
  applyOverrides,
  checkOverride,
  OVERRIDES_STORAGE_KEY,
  readOverrideRequests,
  mergeOverrides,
  overrideManifestUrl,
  overrideShareLink,
  parseOverrideParams,
  readStoredOverrides,
  writeStoredOverrides,
} from './overrides';
import type { Registry } from './registry';
import { organizationsManifest } from './test-fixtures';

const base = 'https://portal.example/organizations';
const registry = (allowOverrides: boolean): Registry => ({
  allowOverrides,
  overrideOrigins: ['https://staging.example'],
  loadTimeoutMs: 15_000,
  remotes: {
    customers: { version: '1.4.0', entry: '/remotes/customers/1.4.0/mf-manifest.json', routes: organizationsManifest },
  },
});
const okFetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => organizationsManifest }) as Response);

describe('remote overrides (ARCHITECTURE §3)', () => {
  beforeEach(() => okFetch.mockClear());

  it('reads override=name@url parameters', () => {
    expect(parseOverrideParams('?override=customers@https://staging.example/c/&override=bad&x=1')).toEqual([
      { name: 'customers', url: 'https://staging.example/c/' },
    ]);
  });

  it('keeps overrides in storage and lets the query win', () => {
    writeStoredOverrides(localStorage, [{ name: 'customers', url: 'https://staging.example/a/' }]);
    const merged = mergeOverrides(readStoredOverrides(localStorage), [
      { name: 'customers', url: 'https://staging.example/b/' },
    ]);
    expect(merged).toEqual([{ name: 'customers', url: 'https://staging.example/b/' }]);
    writeStoredOverrides(localStorage, []);
    expect(readStoredOverrides(localStorage)).toEqual([]);
  });

  it('derives the manifest URL of a folder', () => {
    expect(overrideManifestUrl('https://staging.example/customers/2.0.0', base)).toBe(
      'https://staging.example/customers/2.0.0/mf-manifest.json',
    );
    expect(overrideManifestUrl('https://staging.example/x/mf-manifest.json', base)).toBe(
      'https://staging.example/x/mf-manifest.json',
    );
  });

  it('applies an allowed override with the routes of the overriding build', async () => {
    const result = await applyOverrides(
      registry(true),
      [{ name: 'customers', url: 'https://staging.example/customers/2.0.0/' }],
      { base, fetch: okFetch as unknown as typeof fetch },
    );
    expect(result.refused).toEqual([]);
    expect(result.registry.remotes.customers.entry).toBe('https://staging.example/customers/2.0.0/mf-manifest.json');
    expect(okFetch).toHaveBeenCalledWith('https://staging.example/customers/2.0.0/routes.json', expect.anything());
  });

  it('refuses every override when the registry does not allow them', async () => {
    const result = await applyOverrides(registry(false), [{ name: 'customers', url: 'https://staging.example/c/' }], {
      base,
      fetch: okFetch as unknown as typeof fetch,
    });
    expect(result.refused).toEqual([expect.objectContaining({ reason: 'disabled' })]);
    expect(result.registry.remotes.customers.entry).toBe('/remotes/customers/1.4.0/mf-manifest.json');
    expect(okFetch).not.toHaveBeenCalled();
  });

  it('refuses an origin outside overrideOrigins', async () => {
    const result = await applyOverrides(registry(true), [{ name: 'customers', url: 'https://evil.example/c/' }], {
      base,
      fetch: okFetch as unknown as typeof fetch,
    });
    expect(result.refused).toEqual([expect.objectContaining({ reason: 'origin' })]);
    expect(result.active).toEqual([]);
  });

  it('refuses a build whose routes.json cannot be loaded', async () => {
    const failing = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) }) as Response);
    const result = await applyOverrides(registry(true), [{ name: 'customers', url: 'https://staging.example/c/' }], {
      base,
      fetch: failing as unknown as typeof fetch,
    });
    expect(result.refused).toEqual([expect.objectContaining({ reason: 'unreachable' })]);
  });

  it('refuses an overriding build that does not answer in time (boot is never held)', async () => {
    const hanging = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = await applyOverrides(registry(true), [{ name: 'customers', url: 'https://staging.example/c/' }], {
      base,
      fetch: hanging as unknown as typeof fetch,
      timeoutMs: 20,
    });
    expect(result.refused).toEqual([expect.objectContaining({ reason: 'unreachable' })]);
    expect(result.registry.remotes.customers.entry).toBe('/remotes/customers/1.4.0/mf-manifest.json');
  });

  it('builds a share link carrying the overrides', () => {
    expect(overrideShareLink(`${base}?override=old@x`, [{ name: 'customers', url: 'https://staging.example/c/' }])).toBe(
      'https://portal.example/organizations?override=customers%40https%3A%2F%2Fstaging.example%2Fc%2F',
    );
  });

  it('reads nothing at all when overrides are off (production)', () => {
    const storage = { getItem: jest.fn(() => JSON.stringify({ customers: 'https://staging.example/a/' })) };
    expect(readOverrideRequests(registry(false), '?override=customers@https://staging.example/b/', storage)).toEqual(
      [],
    );
    expect(storage.getItem).not.toHaveBeenCalled();
  });

  it('reads stored and query overrides when they are on, the query winning', () => {
    const storage = {
      getItem: jest.fn((key: string) =>
        key === OVERRIDES_STORAGE_KEY
          ? JSON.stringify({ customers: 'https://staging.example/a/', documents: 'https://staging.example/d/' })
          : null,
      ),
    };
    expect(readOverrideRequests(registry(true), '?override=customers@https://staging.example/b/', storage)).toEqual([
      { name: 'customers', url: 'https://staging.example/b/' },
      { name: 'documents', url: 'https://staging.example/d/' },
    ]);
  });

  it('checks an override without the network: allowed, name, URL, exact origin (scheme, host and port)', () => {
    const on = registry(true);
    const check = (name: string, url: string) => checkOverride(on, { name, url }, base);
    expect(check('customers', 'https://staging.example/c/')).toEqual({
      entry: 'https://staging.example/c/mf-manifest.json',
    });
    expect(check('customers', 'https://staging.example:8443/c/')).toEqual({ reason: 'origin' });
    expect(check('customers', 'http://staging.example/c/')).toEqual({ reason: 'origin' });
    expect(check('customers', 'https://staging.example.evil.example/c/')).toEqual({ reason: 'origin' });
    expect(check('customers', '/remotes/customers/9.9.9/')).toEqual({ reason: 'origin' });
    expect(check('customers', 'javascript:alert(1)')).toEqual({ reason: 'invalid' });
    expect(check('not-a-name', 'https://staging.example/c/')).toEqual({ reason: 'invalid' });
    expect(checkOverride(registry(false), { name: 'customers', url: 'https://staging.example/c/' }, base)).toEqual({
      reason: 'disabled',
    });
  });
});
