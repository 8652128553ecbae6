import { INLINE_REGISTRY_ID, loadRegistry, parseRegistry, readInlineRegistry, registryRoutes } from './registry';
import { organizationsManifest } from './test-fixtures';

const validRegistry = {
  allowOverrides: false,
  overrideOrigins: [],
  remotes: {
    customers: { version: '1.4.0', entry: '/remotes/customers/1.4.0/mf-manifest.json', routes: organizationsManifest },
  },
};

function jsonResponse(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

describe('registry (remotes.json)', () => {
  it('parses a valid registry', () => {
    const { registry, rejected } = parseRegistry(validRegistry);
    expect(rejected).toEqual([]);
    expect(registry.remotes.customers.version).toBe('1.4.0');
    expect(registry.remotes.customers.routes).toHaveLength(2);
  });

  it('defaults allowOverrides to false and overrideOrigins to []', () => {
    const { registry } = parseRegistry({ remotes: {} });
    expect(registry.allowOverrides).toBe(false);
    expect(registry.overrideOrigins).toEqual([]);
  });

  it('reads loadTimeoutMs, defaulting to 15 s and falling back to it when out of bounds', () => {
    expect(parseRegistry({ remotes: {} }).registry.loadTimeoutMs).toBe(15_000);
    expect(parseRegistry({ loadTimeoutMs: 4_000, remotes: {} }).registry.loadTimeoutMs).toBe(4_000);
    expect(parseRegistry({ loadTimeoutMs: 10, remotes: {} }).registry.loadTimeoutMs).toBe(15_000);
    expect(parseRegistry({ loadTimeoutMs: 'soon', remotes: {} }).registry.loadTimeoutMs).toBe(15_000);
  });

  it('leaves out a remote that breaks the contract and keeps the others', () => {
    const { registry, rejected } = parseRegistry({
      ...validRegistry,
      remotes: {
        ...validRegistry.remotes,
        helpdesk: { version: '1.0.0', entry: '/remotes/helpdesk/1.0.0/mf-manifest.json', routes: [{ path: 'x' }] },
        'not-an-identifier': validRegistry.remotes.customers,
      },
    });
    expect(Object.keys(registry.remotes)).toEqual(['customers']);
    expect(rejected.map((r) => r.name).sort()).toEqual(['helpdesk', 'not-an-identifier']);
  });

  it('throws when the document is not a registry', () => {
    expect(() => parseRegistry({ remotes: 'none' })).toThrow(/not a registry/);
    expect(() => parseRegistry(null)).toThrow(/not a registry/);
  });

  it('loadRegistry fetches without the HTTP cache and validates', async () => {
    const fetchMock = jest.fn(async () => jsonResponse(validRegistry));
    const registry = await loadRegistry('/remotes.json', { fetch: fetchMock as unknown as typeof fetch });
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(Object.keys(registry.remotes)).toEqual(['customers']);
  });

  it('loadRegistry throws on an HTTP error', async () => {
    const fetchMock = jest.fn(async () => jsonResponse({}, 503));
    await expect(loadRegistry('/remotes.json', { fetch: fetchMock as unknown as typeof fetch })).rejects.toThrow(
      /HTTP 503/,
    );
  });

  it('registryRoutes lists every route with its remote', () => {
    const { registry } = parseRegistry(validRegistry);
    expect(registryRoutes(registry).map((r) => [r.remote, r.path])).toEqual([
      ['customers', '/organizations'],
      ['customers', '/organizations/:id'],
    ]);
  });
});

describe('the registry inline in the page (issue 18)', () => {
  /** A page as the server sends it: the registry in a JSON data block (or a page without one). */
  const page = (text?: string) => {
    const doc = document.implementation.createHTMLDocument('portal');
    if (text !== undefined) {
      const block = doc.createElement('script');
      block.type = 'application/json';
      block.id = INLINE_REGISTRY_ID;
      block.textContent = text;
      doc.head.append(block);
    }
    return doc;
  };

  it('reads and validates the registry the server put into the page', () => {
    const registry = readInlineRegistry(page(JSON.stringify(validRegistry)));
    expect(registry?.remotes.customers.entry).toBe('/remotes/customers/1.4.0/mf-manifest.json');
    expect(registry?.loadTimeoutMs).toBe(15_000);
  });

  it('is undefined when the page carries none or one that is not a registry, so the shell fetches it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readInlineRegistry(page())).toBeUndefined();
    expect(readInlineRegistry(page('{"remotes": {'))).toBeUndefined();
    expect(readInlineRegistry(page('{"remotes": 4}'))).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
