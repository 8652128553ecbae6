import {
  applyOverrides,
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

  it('builds a share link carrying the overrides', () => {
    expect(overrideShareLink(`${base}?override=old@x`, [{ name: 'customers', url: 'https://staging.example/c/' }])).toBe(
      'https://portal.example/organizations?override=customers%40https%3A%2F%2Fstaging.example%2Fc%2F',
    );
  });
});
