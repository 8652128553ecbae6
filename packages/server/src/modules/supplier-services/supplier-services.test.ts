import type { SupplierServiceDocument, SupplierServicePage } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { seedDemoServiceDocuments } from '../../db/seed-supplier-services.js';
import { auditLog, suppliers } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { pdfBytes, PNG_BYTES, storedFileNames, upload } from '../documents/test-support.js';
import { DEMO, type DemoAccount, call } from '../organizations/test-support.js';

/**
 * The supplier service pages (issue 15 "Supplier service pages (subsystems 3, 4, 5, 8)"; spec §2: access by
 * subsystem, provider users always; docs/sim-management-api.md): who reads and writes, the content (sanitized rich
 * text, contacts), documents (types, titles, nothing stored on a refusal) and unknown pages.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let h: Harness;
const tokens = new Map<DemoAccount, string>();
const token = (who: DemoAccount) => tokens.get(who)!;

beforeAll(async () => {
  h = await createTestApp();
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
  expect(await seedDemoServiceDocuments(h.db, h.app.files)).toBe(true);
  expect(await seedDemoServiceDocuments(h.db, h.app.files)).toBe(false);
});
afterAll(async () => h?.close());

const get = (who: DemoAccount, url: string) =>
  call(h.app, 'GET', `/api/supplier-services${url}`, { token: token(who) });
const put = (who: DemoAccount, subsystem: number, body: unknown) =>
  call(h.app, 'PUT', `/api/supplier-services/${subsystem}`, { token: token(who), body });

describe('reading a page', () => {
  it('shows a user whose organization holds the subsystem the supplier, description, contacts and documents', async () => {
    const res = await get('noordzeeGeneral', '/3');
    expect(res.statusCode).toBe(200);
    const page = res.json<SupplierServicePage>();
    expect(page).toMatchObject({
      subsystem: 3,
      slug: 'northsea',
      supplier: {
        name: 'NorthSea Mobile IoT',
        providerType: 0,
        portalUrl: 'https://portal.northsea-iot.example/login',
      },
      description: {
        en: expect.stringContaining('<strong>2G, 4G'),
        nl: expect.stringContaining('Nederlandse'),
      },
    });
    expect(page.contacts[0]).toEqual({
      name: 'Service desk NorthSea',
      function: '24/7 support',
      email: 'support@northsea-iot.example',
      phoneNumber: '+31 10 555 0200',
    });
    expect(page.documents.map((d) => d.fileName).sort()).toEqual([
      'getting-started.pdf',
      'service-description.pdf',
    ]);
  });

  it('answers 403 without the subsystem, 404 for a subsystem that is no page, 401 signed out; staff read all four', async () => {
    for (const subsystem of [4, 5, 8])
      expect((await get('noordzeeGeneral', `/${subsystem}`)).statusCode).toBe(403);
    expect((await get('acmeGeneral', '/8')).statusCode).toBe(200);
    for (const subsystem of [3, 4, 5, 8])
      expect((await get('accountManager', `/${subsystem}`)).statusCode).toBe(200);
    for (const subsystem of ['1', '2', '6', '99'])
      expect((await get('support', `/${subsystem}`)).statusCode).toBe(404);
    expect((await get('support', '/03')).statusCode).toBe(400);
    expect((await call(h.app, 'GET', '/api/supplier-services/3')).statusCode).toBe(401);
  });

  it('serves a document to readers only, inline or as a download', async () => {
    const page = (await get('acmeTechnical', '/5')).json<SupplierServicePage>();
    const doc = page.documents[0]!;
    const inline = await get('acmeTechnical', `/5/documents/${doc.id}/file`);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toMatch(/^inline/);
    expect(
      (await get('acmeTechnical', `/5/documents/${doc.id}/file?download=1`)).headers['content-disposition'],
    ).toMatch(/^attachment/);
    expect((await get('noordzeeGeneral', `/5/documents/${doc.id}/file`)).statusCode).toBe(403);
    // Another page's document under this page is unknown.
    expect((await get('acmeTechnical', `/8/documents/${doc.id}/file`)).statusCode).toBe(404);
  });
});

describe('editing a page', () => {
  const body = {
    supplierId: null as number | null,
    descriptionEn:
      '<p>Fleet <strong>trackers</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>',
    descriptionNl: '<p>Vloot<a href="javascript:alert(1)">trackers</a></p>',
    contacts: [
      { name: 'Planning', function: 'Appointments', email: 'planning@tracktech.example', phoneNumber: '' },
    ],
  };

  it('saves the supplier, sanitized descriptions and contacts (audited) for support, management and super admin', async () => {
    const [tracktech] = await h.db.select().from(suppliers).where(eq(suppliers.name, 'TrackTech Telematics'));
    const res = await put('support', 8, { ...body, supplierId: tracktech!.id });
    expect(res.statusCode).toBe(200);
    const page = res.json<SupplierServicePage>();
    expect(page.description.en).toBe('<p>Fleet <strong>trackers</strong></p>');
    expect(page.description.en).not.toContain('onerror');
    expect(page.description.nl).not.toContain('javascript');
    expect(page.contacts).toEqual([
      { name: 'Planning', function: 'Appointments', email: 'planning@tracktech.example', phoneNumber: null },
    ]);
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'supplierServicePage'), eq(auditLog.entityId, '8')));
    expect(audits).toHaveLength(1);
    for (const who of ['management', 'superAdmin'] as const) {
      expect((await put(who, 8, { ...body, supplierId: tracktech!.id })).statusCode).toBe(200);
    }
  });

  it('refuses readers, unknown suppliers, bad contacts and unknown fields', async () => {
    for (const who of ['accountManager', 'acmeSigner', 'acmeUserManager'] as const) {
      expect((await put(who, 8, body)).statusCode).toBe(403);
    }
    const unknown = await put('support', 8, { ...body, supplierId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'supplierId', message: 'This supplier does not exist.' },
    ]);
    const badMail = await put('support', 8, { ...body, contacts: [{ name: 'X', email: 'not-mail' }] });
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().errors).toEqual([
      expect.objectContaining({ field: 'contacts.0.email', message: 'Please enter a valid email address.' }),
    ]);
    const tooMany = Array.from({ length: 11 }, (_, i) => ({ name: `C${i}` }));
    expect((await put('support', 8, { ...body, contacts: tooMany })).statusCode).toBe(400);
    expect((await put('support', 8, { ...body, extra: 1 })).statusCode).toBe(400);
    expect((await put('support', 2, body)).statusCode).toBe(404);
  });
});

describe('documents', () => {
  const add = (who: DemoAccount, fields: Record<string, string>, name: string, data: Buffer, subsystem = 4) =>
    upload(h.app, `/api/supplier-services/${subsystem}/documents`, token(who), fields, { name, data });

  it('adds a PDF with a title, lists it, and deletes it with its file', async () => {
    const res = await add('support', { title: 'Price list 2027' }, 'prices.pdf', await pdfBytes());
    expect(res.statusCode).toBe(201);
    const doc = res.json<SupplierServiceDocument>();
    expect(doc).toMatchObject({
      title: 'Price list 2027',
      fileName: 'prices.pdf',
      contentType: 'application/pdf',
    });
    const listed = (await get('acmeGeneral', '/4')).json<SupplierServicePage>().documents;
    expect(listed.map((d) => d.title)).toContain('Price list 2027');

    const files = (await storedFileNames(h.config.filesDir)).length;
    expect(
      (
        await call(h.app, 'DELETE', `/api/supplier-services/4/documents/${doc.id}`, {
          token: token('acmeSigner'),
        })
      ).statusCode,
    ).toBe(403);
    const deleted = await call(h.app, 'DELETE', `/api/supplier-services/4/documents/${doc.id}`, {
      token: token('management'),
    });
    expect(deleted.statusCode).toBe(204);
    expect((await storedFileNames(h.config.filesDir)).length).toBe(files - 1);
    expect((await get('support', `/4/documents/${doc.id}/file`)).statusCode).toBe(404);
    expect(
      (
        await call(h.app, 'DELETE', `/api/supplier-services/4/documents/${doc.id}`, {
          token: token('management'),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a missing title, another type and readers, storing nothing', async () => {
    const files = (await storedFileNames(h.config.filesDir)).length;
    const noTitle = await add('support', {}, 'a.pdf', await pdfBytes());
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors).toEqual([{ field: 'title', message: 'A title is required.' }]);
    const image = await add('support', { title: 'Logo' }, 'logo.png', PNG_BYTES);
    expect(image.json().errors).toEqual([expect.objectContaining({ field: 'file' })]);
    const long = await add('support', { title: 'x'.repeat(201) }, 'a.pdf', await pdfBytes());
    expect(long.json().errors).toEqual([expect.objectContaining({ field: 'title' })]);
    expect((await add('accountManager', { title: 'T' }, 'a.pdf', await pdfBytes())).statusCode).toBe(403);
    expect((await add('support', { title: 'T' }, 'a.pdf', await pdfBytes(), 1)).statusCode).toBe(404);
    expect((await storedFileNames(h.config.filesDir)).length).toBe(files);
  });
});
