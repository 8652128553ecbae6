import { readdir } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import { contractFiles, invoices, videos } from '../db/schema/index.js';
import { multipartBody, pdfBytes } from '../modules/documents/test-support.js';
import { ACME_NUMBER, DEMO, organizationIdOf } from '../modules/organizations/test-support.js';
import { createTestApp } from '../test/harness.js';

/**
 * Issue 21 "Malformed multipart gives 500s": a body with no boundary, a boundary that is not in the body, a body cut
 * off half way, or a text part with a NUL byte, on every upload route (contracts, invoices, videos) answers 400 in
 * the spec §8 shape and stores nothing — no row, no file.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let h: Harness;
let admin: string;
let acmeId: number;

beforeAll(async () => {
  h = await createTestApp();
  admin = await h.tokenFor(DEMO.superAdmin);
  acmeId = await organizationIdOf(h.db, ACME_NUMBER);
});
afterAll(async () => h?.close());

const invoiceFields = {
  invoiceNumber: 'INV-MALFORMED-1',
  invoiceDate: '2026-01-15',
  period: '202601',
  amount: '121.00',
  vat: '21.00',
  status: 'open',
  dueDate: '2026-02-15',
};

/** Rows and stored files that an upload could leave behind. */
async function stored() {
  const [c] = await h.db.select({ n: count() }).from(contractFiles);
  const [i] = await h.db.select({ n: count() }).from(invoices);
  const [v] = await h.db.select({ n: count() }).from(videos);
  const entries = await readdir(h.config.filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return { contracts: c.n, invoices: i.n, videos: v.n, files: entries.filter((e) => e.isFile()).length };
}

async function malformedBodies(fields: Record<string, string>) {
  const good = multipartBody(fields, { name: 'a.pdf', data: await pdfBytes(), type: 'application/pdf' });
  const boundary = /boundary=(.+)$/.exec(good.headers['content-type'])![1];
  const text = good.payload.toString('latin1');
  return [
    { name: 'no boundary', type: 'multipart/form-data', payload: good.payload },
    { name: 'empty boundary', type: 'multipart/form-data; boundary=', payload: good.payload },
    { name: 'a boundary not in the body', type: 'multipart/form-data; boundary=nothere', payload: good.payload },
    {
      name: 'cut off half way',
      type: good.headers['content-type'],
      payload: good.payload.subarray(0, Math.floor(good.payload.length / 2)),
    },
    {
      name: 'a broken part header',
      type: good.headers['content-type'],
      payload: Buffer.from(text.replace('Content-Disposition: form-data;', 'Content-Disposition'), 'latin1'),
    },
    {
      name: 'garbage after the boundary line',
      type: good.headers['content-type'],
      payload: Buffer.from(`--${boundary}\r\n\u0000\u0001garbage without headers`, 'latin1'),
    },
  ];
}

const routes = (): { url: string; fields: Record<string, string> }[] => [
  { url: `/api/organizations/${acmeId}/contracts`, fields: { category: '1' } },
  { url: `/api/organizations/${acmeId}/invoices`, fields: invoiceFields },
  { url: '/api/videos/upload', fields: { title: 'Malformed', category: 'general', locale: 'en' } },
];

it('answers 400 in the §8 shape for malformed multipart bodies on every upload route, storing nothing', async () => {
  const before = await stored();
  const failures: string[] = [];
  for (const route of routes()) {
    for (const body of await malformedBodies(route.fields)) {
      const res = await h.app.inject({
        method: 'POST',
        url: route.url,
        payload: body.payload,
        headers: { 'content-type': body.type, authorization: `Bearer ${admin}` },
      });
      const json = (() => {
        try {
          return res.json();
        } catch {
          return null;
        }
      })();
      const shaped = typeof json?.errorMessage === 'string' && Array.isArray(json?.errors);
      if (res.statusCode !== 400 || !shaped) failures.push(`${route.url} ${body.name} → ${res.statusCode} ${res.body}`);
    }
  }
  expect(failures).toEqual([]);
  expect(await stored()).toEqual(before);
});

it('refuses a text part with a NUL byte (invoice number) with a 400 naming the field, storing nothing', async () => {
  const before = await stored();
  const body = multipartBody(
    { ...invoiceFields, invoiceNumber: 'INV-\u0000-1' },
    { name: 'a.pdf', data: await pdfBytes(), type: 'application/pdf' },
  );
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/organizations/${acmeId}/invoices`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${admin}` },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual(
    expect.arrayContaining([expect.objectContaining({ field: 'invoiceNumber' })]),
  );
  expect(await stored()).toEqual(before);
});
