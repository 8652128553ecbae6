import type { FaqItem, FaqList } from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import { auditLog, faqItems, organizationSubsystems, organizations } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { DEMO, type DemoAccount, call } from '../organizations/test-support.js';

/**
 * FAQ (issue 13; docs/helpdesk-api.md "FAQ API"; spec §2 /helpdesk faq, §3 FAQ item, §6 support manages the FAQ)
 * on the seeded demo items (English and Dutch). Brabant Water loses its helpdesk subsystem here, so its signer
 * stands for a customer without the helpdesk.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
type Who = DemoAccount | 'brabant';
let h: Harness;
const tokens = new Map<Who, string>();

beforeAll(async () => {
  h = await createTestApp();
  const [brabant] = await h.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.customerNumber, '100003'));
  await h.db
    .delete(organizationSubsystems)
    .where(
      and(eq(organizationSubsystems.organizationId, brabant.id), eq(organizationSubsystems.subsystem, 1)),
    );
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
  tokens.set('brabant', await h.tokenFor('signer@brabantwater.example'));
});
afterAll(async () => h?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, who?: Who, body?: unknown) =>
  call(h.app, method, `/api${url}`, { token: who ? tokens.get(who) : undefined, body });
const items = async (who: Who, query = '') => {
  const res = await api('GET', `/faq${query}`, who);
  expect(res.statusCode).toBe(200);
  return res.json<FaqList>().items;
};
const itemCount = async () => (await h.db.select({ n: count() }).from(faqItems))[0].n;
const input = (overrides: Record<string, unknown> = {}) => ({
  question: 'How do I reset a modem?',
  answer: '<p>Hold the button for <strong>ten</strong> seconds.</p>',
  category: 'Hardware',
  locale: 'en',
  ...overrides,
});

describe('reading the FAQ (spec §2 subsystem 1)', () => {
  it('answers 401 signed out and 403 to a customer without the helpdesk subsystem', async () => {
    for (const [method, url] of [
      ['GET', '/faq'],
      ['GET', '/faq/categories'],
      ['GET', '/faq/1'],
      ['POST', '/faq'],
      ['PUT', '/faq/1'],
      ['DELETE', '/faq/1'],
    ] as [Method, string][]) {
      expect([url, (await api(method, url)).statusCode]).toEqual([url, 401]);
    }
    expect((await api('GET', '/faq', 'brabant')).statusCode).toBe(403);
    expect((await api('GET', '/faq', 'acmeGeneral')).statusCode).toBe(200);
  });

  it('lists the items of one language by category, then question', async () => {
    const dutch = await items('acmeGeneral', '?locale=nl');
    expect(dutch.length).toBeGreaterThanOrEqual(4);
    expect(dutch.every((i) => i.locale === 'nl')).toBe(true);
    const keys = dutch.map((i) => `${i.category.toLowerCase()}|${i.question.toLowerCase()}`);
    expect(keys).toEqual([...keys].sort());
    const all = await items('acmeGeneral');
    expect(new Set(all.map((i) => i.locale))).toEqual(new Set(['en', 'nl']));
  });

  it('searches question and answer text (not the HTML tags) and filters by category', async () => {
    expect((await items('acmeGeneral', '?locale=en&search=apn')).map((i) => i.question)).toEqual([
      'Which APN do my devices use?',
    ]);
    // The answer's text counts: "roaming list" is only in an answer.
    expect((await items('acmeGeneral', '?search=roaming%20list')).map((i) => i.locale)).toEqual(['en']);
    // A tag name is not text.
    expect(await items('acmeGeneral', '?search=strong')).toEqual([]);
    const invoices = await items('acmeGeneral', '?category=Invoices');
    expect(invoices.map((i) => i.category)).toEqual(['Invoices']);
    const categories = await api('GET', '/faq/categories?locale=en', 'acmeGeneral');
    expect(categories.json()).toEqual(['Data and roaming', 'Invoices', 'SIM cards']);
  });

  it('refuses unknown query parameters and languages with a 400', async () => {
    for (const query of ['?locale=de', '?page=1', '?search=' + 'x'.repeat(101)]) {
      expect([query, (await api('GET', `/faq${query}`, 'acmeGeneral')).statusCode]).toEqual([query, 400]);
    }
    expect((await api('GET', '/faq/abc', 'acmeGeneral')).statusCode).toBe(400);
    expect((await api('GET', '/faq/999999', 'acmeGeneral')).statusCode).toBe(404);
  });
});

describe('writing the FAQ (spec §6: support, management, super admin)', () => {
  it('lets writers add, change and delete an item, audited; others get 403 and nothing changes', async () => {
    const before = await itemCount();
    for (const who of ['accountManager', 'acmeSigner', 'acmeTechnical'] as const) {
      expect([who, (await api('POST', '/faq', who, input())).statusCode]).toEqual([who, 403]);
    }
    expect(await itemCount()).toBe(before);

    const created = await api('POST', '/faq', 'support', input());
    expect(created.statusCode).toBe(201);
    const item = created.json<FaqItem>();
    expect(item).toMatchObject({ question: 'How do I reset a modem?', category: 'Hardware', locale: 'en' });
    expect((await items('acmeGeneral', '?search=modem')).map((i) => i.id)).toEqual([item.id]);

    expect((await api('PUT', `/faq/${item.id}`, 'accountManager', input())).statusCode).toBe(403);
    expect((await api('DELETE', `/faq/${item.id}`, 'acmeSigner')).statusCode).toBe(403);
    const changed = await api(
      'PUT',
      `/faq/${item.id}`,
      'management',
      input({ locale: 'nl', question: 'Hoe reset ik een modem?' }),
    );
    expect(changed.statusCode).toBe(200);
    expect((await items('acmeGeneral', '?locale=nl&search=modem')).map((i) => i.question)).toEqual([
      'Hoe reset ik een modem?',
    ]);
    expect((await api('DELETE', `/faq/${item.id}`, 'superAdmin')).statusCode).toBe(204);
    expect((await api('GET', `/faq/${item.id}`, 'support')).statusCode).toBe(404);
    expect((await api('DELETE', `/faq/${item.id}`, 'support')).statusCode).toBe(404);
    const audit = await h.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'faqItem'), eq(auditLog.entityId, String(item.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses bad input in the spec §8 shape, writes nothing, and stores only sanitized answers', async () => {
    const before = await itemCount();
    const bad = async (body: unknown) => {
      const res = await api('POST', '/faq', 'support', body);
      expect(res.statusCode).toBe(400);
      return res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    };
    expect(await bad(input({ answer: '<p> </p>' }))).toEqual(['answer']);
    expect(await bad(input({ question: '  ' }))).toEqual(['question']);
    expect(await bad(input({ locale: 'de' }))).toEqual(['locale']);
    expect(await bad(input({ category: 'x'.repeat(101) }))).toEqual(['category']);
    expect(await bad(input({ extra: true }))).toEqual(['']);
    expect(await itemCount()).toBe(before);

    const res = await api(
      'POST',
      '/faq',
      'support',
      input({ answer: '<p onmouseover="x()">Hi<script>alert(1)</script></p>' }),
    );
    expect(res.json<FaqItem>().answer).toBe('<p>Hi</p>');
  });
});
