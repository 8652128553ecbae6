import { INLINE_REGISTRY_ID } from '@portal/federation';
import { loadPortalRegistry, REGISTRY_URL } from './load-portal-registry';

/** Issue 18: the shell boots from the registry in the page; /remotes.json only when the page has none. */

const registry = (version: string) => ({
  allowOverrides: false,
  overrideOrigins: [],
  remotes: {
    customers: {
      version,
      entry: `/remotes/customers/${version}/mf-manifest.json`,
      routes: [
        {
          path: '/organizations',
          access: {},
          layout: 'main',
          titleKey: 'routes.organizations',
          texts: { en: { 'routes.organizations': 'Customers' }, nl: { 'routes.organizations': 'Klanten' } },
        },
      ],
    },
  },
});

/** A page as the server sends it, with `inline` as the registry block (none when undefined). */
function page(inline?: unknown) {
  const doc = document.implementation.createHTMLDocument('portal');
  if (inline !== undefined) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = INLINE_REGISTRY_ID;
    block.textContent = JSON.stringify(inline);
    doc.head.append(block);
  }
  return doc;
}

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => registry('1.0.0') });
  global.fetch = fetchMock;
});

it('boots from the registry the server put into the page, without a request', async () => {
  const loaded = await loadPortalRegistry(window.location, window.localStorage, page(registry('2.0.0')));
  expect(loaded.registryFailed).toBe(false);
  expect(loaded.registry.remotes.customers.version).toBe('2.0.0');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('fetches /remotes.json when the page carries no registry (development server)', async () => {
  const loaded = await loadPortalRegistry(window.location, window.localStorage, page());
  expect(fetchMock).toHaveBeenCalledWith(REGISTRY_URL, expect.anything());
  expect(loaded.registry.remotes.customers.version).toBe('1.0.0');
});

it('runs with the shell alone when neither the page nor /remotes.json has a registry', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fetchMock.mockResolvedValue({ ok: false, status: 503, json: async () => ({}) });
  const loaded = await loadPortalRegistry(window.location, window.localStorage, page());
  expect(loaded.registryFailed).toBe(true);
  expect(loaded.registry.remotes).toEqual({});
  error.mockRestore();
});
