import type { NewsItem, NewsListItem, Page } from '@portal/domain';
import { count } from 'drizzle-orm';
import { news } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { DEMO, type DemoAccount, call } from '../organizations/test-support.js';

/** News (issue 12; spec §2 /news, /news/{id}): who reads what, who writes, sanitized bodies, bad input. */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let h: Harness;
const tokens = new Map<DemoAccount, string>();

beforeAll(async () => {
  h = await createTestApp();
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
});
afterAll(async () => h?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: DemoAccount, body?: unknown) =>
  call(h.app, method, `/api${url}`, { token: who ? tokens.get(who) : undefined, body });
const newsCount = async () => (await h.db.select({ n: count() }).from(news))[0].n;
const item = (overrides: Record<string, unknown> = {}) => ({
  title: 'Roaming in Norway',
  summary: 'Now available.',
  body: '<p>Our SIM cards roam in <em>Norway</em>.</p>',
  publishedAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

describe('news', () => {
  it('shows customers published items only, newest first; staff also scheduled ones', async () => {
    const customer = (await api('GET', '/news', 'acmeGeneral')).json() as Page<NewsListItem>;
    const staff = (await api('GET', '/news', 'accountManager')).json() as Page<NewsListItem>;
    expect(customer.items.map((n) => n.title)).not.toContain('Nieuwe tarieven voor 5G-bundels');
    expect(staff.items.map((n) => n.title)).toContain('Nieuwe tarieven voor 5G-bundels');
    const dates = customer.items.map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const scheduled = staff.items.find((n) => n.title === 'Nieuwe tarieven voor 5G-bundels')!;
    expect((await api('GET', `/news/${scheduled.id}`, 'acmeGeneral')).statusCode).toBe(404);
    expect((await api('GET', `/news/${scheduled.id}`, 'support')).statusCode).toBe(200);
  });

  it('searches title and summary', async () => {
    const page = (await api('GET', '/news?search=LTE-M', 'acmeGeneral')).json() as Page<NewsListItem>;
    expect(page.items.map((n) => n.title)).toEqual(['LTE-M coverage now nationwide']);
  });

  it('lets writers add, change and delete items with a sanitized body; others get 403', async () => {
    const res = await api(
      'POST',
      '/news',
      'support',
      item({
        body: '<p>Hi<script>window.__xss=1</script><a href="https://x.example" onclick="x()">x</a></p>',
      }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json() as NewsItem;
    expect(created.body).toBe(
      '<p>Hi<a href="https://x.example" rel="noopener noreferrer" target="_blank">x</a></p>',
    );
    const changed = await api(
      'PUT',
      `/news/${created.id}`,
      'management',
      item({ title: 'Roaming in Norway and Iceland' }),
    );
    expect(changed.json()).toMatchObject({
      title: 'Roaming in Norway and Iceland',
      body: '<p>Our SIM cards roam in <em>Norway</em>.</p>',
    });
    for (const who of ['accountManager', 'acmeSigner'] as const) {
      expect((await api('POST', '/news', who, item())).statusCode).toBe(403);
      expect((await api('PUT', `/news/${created.id}`, who, item())).statusCode).toBe(403);
      expect((await api('DELETE', `/news/${created.id}`, who)).statusCode).toBe(403);
    }
    expect((await api('DELETE', `/news/${created.id}`, 'superAdmin')).statusCode).toBe(204);
    expect((await api('GET', `/news/${created.id}`, 'support')).statusCode).toBe(404);
    expect((await api('PUT', `/news/${created.id}`, 'support', item())).statusCode).toBe(404);
  });

  it.each([
    ['title', { title: ' ' }],
    ['summary', { summary: '' }],
    ['body', { body: '<p>&nbsp;</p>' }],
    ['publishedAt', { publishedAt: 'tomorrow' }],
    // Outside the years 1900–9999: a 500 (year 0, a six-digit year in UTC) or stored as 1950 before (issue 21 fuzz).
    ['publishedAt', { publishedAt: '0000-01-01T00:00:00Z' }],
    ['publishedAt', { publishedAt: '9999-12-31T23:59:59-23:59' }],
    ['publishedAt', { publishedAt: '0050-06-01T00:00:00Z' }],
  ])('refuses a bad %s with a 400 and writes nothing', async (field, overrides) => {
    const before = await newsCount();
    const res = await api('POST', '/news', 'support', item(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field })]);
    expect(await newsCount()).toBe(before);
  });
});
