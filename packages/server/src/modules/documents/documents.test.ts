import { createHash } from 'node:crypto';
import {
  AGREEMENT_CATEGORY,
  CONTRACT_CATEGORIES,
  type ContractFile,
  type Invoice,
  type Page,
} from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { seedDemoDocuments } from '../../db/seed-documents.js';
import { contractFiles, invoices } from '../../db/schema/index.js';
import { readAll } from '../../files/storage.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import {
  ACME_NUMBER,
  DEMO,
  type DemoAccount,
  NOORDZEE_NUMBER,
  call,
  organizationIdOf,
} from '../organizations/test-support.js';
import {
  CFB_BYTES,
  PNG_BYTES,
  pdfBytes,
  storedFileNames,
  upload,
  xlsxBytes,
  zipBytes,
} from './test-support.js';

interface ErrorBody {
  errorMessage: string;
  errors: { field: string; message: string }[];
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const ACCOUNTS = Object.keys(DEMO) as DemoAccount[];

let h: TestApp;
const tokens = {} as Record<DemoAccount, string>;
let acmeId: number;
let noordzeeId: number;
let pdf: Buffer;
let invoiceCounter = 0;
/** Contract categories of spec §3 besides the agreements (AGREEMENT_CATEGORY, 1). */
const SLA = CONTRACT_CATEGORIES.sla;
const ORDERS = CONTRACT_CATEGORIES.orders;
/** The seeded organization whose one user holds authorized to sign and user manager (src/db/seed.ts). */
const BRABANT_NUMBER = '100003';

beforeAll(async () => {
  h = await createTestApp();
  await seedDemoDocuments(h.db, h.app.files, new Date('2026-11-15T12:00:00Z'));
  for (const account of ACCOUNTS) tokens[account] = await h.tokenFor(DEMO[account]);
  acmeId = await organizationIdOf(h.db, ACME_NUMBER);
  noordzeeId = await organizationIdOf(h.db, NOORDZEE_NUMBER);
  pdf = await pdfBytes();
});
afterAll(async () => h?.close());

function invoiceFields(overrides: Record<string, string> = {}): Record<string, string> {
  invoiceCounter += 1;
  return {
    invoiceNumber: `TEST-${Date.now().toString(36)}-${invoiceCounter}`,
    invoiceDate: '2026-11-01',
    period: '202610',
    amount: '1210.50',
    vat: '210.09',
    status: 'open',
    dueDate: '2026-12-01',
    ...overrides,
  };
}

async function firstContract(organizationId: number, category?: number) {
  const [row] = await h.db
    .select()
    .from(contractFiles)
    .where(
      and(
        eq(contractFiles.organizationId, organizationId),
        category === undefined ? undefined : eq(contractFiles.category, category),
      ),
    )
    .limit(1);
  return row;
}

async function firstInvoice(organizationId: number) {
  const [row] = await h.db
    .select()
    .from(invoices)
    .where(eq(invoices.organizationId, organizationId))
    .limit(1);
  return row;
}

async function newContract(): Promise<ContractFile> {
  const res = await upload(
    h.app,
    `/api/organizations/${acmeId}/contracts`,
    tokens.superAdmin,
    { category: '2' },
    { name: 'extra.pdf', data: pdf },
  );
  expect(res.statusCode).toBe(201);
  return res.json<ContractFile>();
}

async function newInvoice(): Promise<Invoice> {
  const res = await upload(
    h.app,
    `/api/organizations/${acmeId}/invoices`,
    tokens.superAdmin,
    invoiceFields(),
    { name: 'inv.pdf', data: pdf },
  );
  expect(res.statusCode).toBe(201);
  return res.json<Invoice>();
}

describe('authorization per role (spec §2, §6)', () => {
  type Expected = Record<DemoAccount, number>;
  const staff = (s: number, m: number, su: number, am: number) => ({
    superAdmin: s,
    management: m,
    support: su,
    accountManager: am,
  });
  const orgUsers = (
    signer: number,
    general: number,
    tech: number,
    finance: number,
    userManager: number,
    noordzee: number,
  ) => ({
    acmeSigner: signer,
    acmeGeneral: general,
    acmeTechnical: tech,
    acmeFinance: finance,
    acmeUserManager: userManager,
    noordzeeGeneral: noordzee,
  });
  const cases: { name: string; expected: Expected; run: (token: string) => Promise<number> }[] = [
    {
      // The user manager reads the agreements only (issue 21 item 7): without a category, that is what it gets.
      name: 'GET /contracts',
      expected: { ...staff(400, 400, 400, 400), ...orgUsers(200, 403, 403, 200, 200, 403) },
      run: async (t) => (await call(h.app, 'GET', '/api/contracts', { token: t })).statusCode,
    },
    {
      name: 'GET /organizations/{Acme}/contracts',
      expected: { ...staff(200, 200, 200, 200), ...orgUsers(200, 403, 403, 200, 200, 404) },
      run: async (t) =>
        (await call(h.app, 'GET', `/api/organizations/${acmeId}/contracts`, { token: t })).statusCode,
    },
    {
      name: 'GET /contracts/{Acme SLA}/content',
      expected: { ...staff(200, 200, 200, 200), ...orgUsers(200, 403, 403, 200, 404, 404) },
      run: async (t) =>
        (
          await call(h.app, 'GET', `/api/contracts/${(await firstContract(acmeId, SLA)).id}/content`, {
            token: t,
          })
        ).statusCode,
    },
    {
      name: 'GET /contracts/{Acme agreement}/content',
      expected: { ...staff(200, 200, 200, 200), ...orgUsers(200, 403, 403, 200, 200, 404) },
      run: async (t) =>
        (
          await call(
            h.app,
            'GET',
            `/api/contracts/${(await firstContract(acmeId, AGREEMENT_CATEGORY)).id}/content`,
            { token: t },
          )
        ).statusCode,
    },
    {
      name: 'POST /organizations/{Acme}/contracts',
      expected: { ...staff(201, 201, 403, 403), ...orgUsers(403, 403, 403, 403, 403, 403) },
      run: async (t) =>
        (
          await upload(
            h.app,
            `/api/organizations/${acmeId}/contracts`,
            t,
            { category: '2' },
            { name: 'a.pdf', data: pdf },
          )
        ).statusCode,
    },
    {
      name: 'DELETE /contracts/{id}',
      expected: { ...staff(204, 204, 403, 403), ...orgUsers(403, 403, 403, 403, 403, 403) },
      run: async (t) =>
        (await call(h.app, 'DELETE', `/api/contracts/${(await newContract()).id}`, { token: t })).statusCode,
    },
    {
      name: 'GET /invoices',
      expected: { ...staff(200, 200, 200, 200), ...orgUsers(200, 200, 200, 200, 200, 200) },
      run: async (t) => (await call(h.app, 'GET', '/api/invoices', { token: t })).statusCode,
    },
    {
      name: 'GET /invoices/{Acme invoice}/content',
      expected: { ...staff(200, 200, 200, 200), ...orgUsers(200, 200, 200, 200, 200, 404) },
      run: async (t) =>
        (await call(h.app, 'GET', `/api/invoices/${(await firstInvoice(acmeId)).id}/content`, { token: t }))
          .statusCode,
    },
    {
      name: 'POST /organizations/{Acme}/invoices',
      expected: { ...staff(201, 201, 201, 403), ...orgUsers(403, 403, 403, 403, 403, 403) },
      run: async (t) =>
        (
          await upload(h.app, `/api/organizations/${acmeId}/invoices`, t, invoiceFields(), {
            name: 'i.pdf',
            data: pdf,
          })
        ).statusCode,
    },
    {
      name: 'DELETE /invoices/{id}',
      expected: { ...staff(204, 204, 403, 403), ...orgUsers(403, 403, 403, 403, 403, 403) },
      run: async (t) =>
        (await call(h.app, 'DELETE', `/api/invoices/${(await newInvoice()).id}`, { token: t })).statusCode,
    },
  ];

  it.each(cases.map((c) => [c.name, c] as const))(
    '%s answers each role as the spec says',
    async (_name, c) => {
      const actual = {} as Expected;
      for (const account of ACCOUNTS) actual[account] = await c.run(tokens[account]);
      expect(actual).toEqual(c.expected);
    },
  );

  it('answers 401 without a token on every route', async () => {
    const contract = await firstContract(acmeId);
    const invoice = await firstInvoice(acmeId);
    const statuses = [
      (await call(h.app, 'GET', '/api/contracts')).statusCode,
      (await call(h.app, 'GET', `/api/organizations/${acmeId}/contracts`)).statusCode,
      (
        await upload(
          h.app,
          `/api/organizations/${acmeId}/contracts`,
          undefined,
          { category: '0' },
          { name: 'a.pdf', data: pdf },
        )
      ).statusCode,
      (await call(h.app, 'GET', `/api/contracts/${contract.id}/content`)).statusCode,
      (await call(h.app, 'DELETE', `/api/contracts/${contract.id}`)).statusCode,
      (await call(h.app, 'GET', '/api/invoices')).statusCode,
      (
        await upload(h.app, `/api/organizations/${acmeId}/invoices`, undefined, invoiceFields(), {
          name: 'a.pdf',
          data: pdf,
        })
      ).statusCode,
      (await call(h.app, 'GET', `/api/invoices/${invoice.id}/content`)).statusCode,
      (await call(h.app, 'DELETE', `/api/invoices/${invoice.id}`)).statusCode,
    ];
    expect(statuses).toEqual(Array(9).fill(401));
  });
});

describe('the user manager reads the agreements of its own organization only (spec §6; issue 21 item 7)', () => {
  const categoriesOf = (files: ContractFile[]) => [...new Set(files.map((f) => f.category))].sort();

  it('lists only agreements: without a category, and with category=1, on both list routes', async () => {
    const signerAgreements = (
      await call(h.app, 'GET', `/api/contracts?category=${AGREEMENT_CATEGORY}`, { token: tokens.acmeSigner })
    ).json<ContractFile[]>();
    expect(signerAgreements.length).toBeGreaterThan(0);
    for (const url of [
      '/api/contracts',
      `/api/contracts?category=${AGREEMENT_CATEGORY}`,
      `/api/organizations/${acmeId}/contracts`,
      `/api/organizations/${acmeId}/contracts?category=${AGREEMENT_CATEGORY}`,
    ]) {
      const res = await call(h.app, 'GET', url, { token: tokens.acmeUserManager });
      expect([url, res.statusCode]).toEqual([url, 200]);
      const files = res.json<ContractFile[]>();
      expect(categoriesOf(files)).toEqual([AGREEMENT_CATEGORY]);
      expect(files.every((f) => f.organizationId === acmeId)).toBe(true);
      expect(files.map((f) => f.id)).toEqual(signerAgreements.map((f) => f.id));
    }
  });

  it('answers 403 for another category (SLA, other, orders), on both list routes', async () => {
    for (const category of [0, 2, 3]) {
      for (const url of [
        `/api/contracts?category=${category}`,
        `/api/organizations/${acmeId}/contracts?category=${category}`,
      ]) {
        const res = await call(h.app, 'GET', url, { token: tokens.acmeUserManager });
        expect([url, res.statusCode]).toEqual([url, 403]);
      }
    }
  });

  it('opens an agreement of its own organization; a non-agreement file of it answers 404, like an unknown id', async () => {
    const agreement = await firstContract(acmeId, AGREEMENT_CATEGORY);
    const view = await call(h.app, 'GET', `/api/contracts/${agreement.id}/content?download=1`, {
      token: tokens.acmeUserManager,
    });
    expect(view.statusCode).toBe(200);
    expect(sha256(view.rawPayload)).toBe(agreement.sha256);
    for (const category of [SLA, ORDERS]) {
      const file = await firstContract(acmeId, category);
      const res = await call(h.app, 'GET', `/api/contracts/${file.id}/content`, {
        token: tokens.acmeUserManager,
      });
      expect([category, res.statusCode]).toEqual([category, 404]);
      expect(res.body).toBe(
        (await call(h.app, 'GET', '/api/contracts/999999/content', { token: tokens.acmeUserManager })).body,
      );
    }
  });

  it("answers 404 for another organization's agreements, listed or opened", async () => {
    const noordzeeAgreement = await firstContract(noordzeeId, AGREEMENT_CATEGORY);
    expect(
      (
        await call(h.app, 'GET', `/api/contracts/${noordzeeAgreement.id}/content`, {
          token: tokens.acmeUserManager,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          h.app,
          'GET',
          `/api/organizations/${noordzeeId}/contracts?category=${AGREEMENT_CATEGORY}`,
          {
            token: tokens.acmeUserManager,
          },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('leaves uploads and deletes to staff writers', async () => {
    const agreement = await newContract();
    expect(
      (
        await upload(
          h.app,
          `/api/organizations/${acmeId}/contracts`,
          tokens.acmeUserManager,
          { category: String(AGREEMENT_CATEGORY) },
          { name: 'a.pdf', data: pdf },
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(h.app, 'DELETE', `/api/contracts/${agreement.id}`, { token: tokens.acmeUserManager }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps every category for authorized to sign and financial responsible, also next to user manager', async () => {
    for (const token of [tokens.acmeSigner, tokens.acmeFinance]) {
      const all = (await call(h.app, 'GET', '/api/contracts', { token })).json<ContractFile[]>();
      expect(categoriesOf(all)).toEqual(expect.arrayContaining([SLA, AGREEMENT_CATEGORY, ORDERS]));
      for (const category of [0, 2, 3]) {
        expect((await call(h.app, 'GET', `/api/contracts?category=${category}`, { token })).statusCode).toBe(
          200,
        );
      }
      const sla = await firstContract(acmeId, SLA);
      expect((await call(h.app, 'GET', `/api/contracts/${sla.id}/content`, { token })).statusCode).toBe(200);
    }
    // Seeded: Brabant's only user holds authorized to sign and user manager.
    const both = await h.tokenFor('signer@brabantwater.example');
    const brabantId = await organizationIdOf(h.db, BRABANT_NUMBER);
    const files = (await call(h.app, 'GET', '/api/contracts', { token: both })).json<ContractFile[]>();
    expect(categoriesOf(files)).toEqual([0, 1, 2, 3]);
    const brabantSla = await firstContract(brabantId, SLA);
    expect(
      (await call(h.app, 'GET', `/api/contracts/${brabantSla.id}/content`, { token: both })).statusCode,
    ).toBe(200);
  });
});

describe('contract files', () => {
  it('lists the own organization\'s files; Acme has SLA, agreements and orders but no "other" file (seed)', async () => {
    const res = await call(h.app, 'GET', '/api/contracts', { token: tokens.acmeSigner });
    expect(res.statusCode).toBe(200);
    const files = res.json<ContractFile[]>().filter((f) => !['a.pdf', 'extra.pdf'].includes(f.fileName));
    expect(new Set(files.map((f) => f.category))).toEqual(new Set([0, 1, 3]));
    expect(
      files.every((f) => f.organizationId === acmeId && f.contentType === 'application/pdf' && f.size > 500),
    ).toBe(true);
    const sla = await call(h.app, 'GET', '/api/contracts?category=0', { token: tokens.acmeFinance });
    expect(sla.json<ContractFile[]>().map((f) => f.category)).toEqual([0]);
  });

  it('answers 400 for a category outside 0..3 and tells staff to name the organization', async () => {
    const bad = await call(h.app, 'GET', `/api/organizations/${acmeId}/contracts?category=7`, {
      token: tokens.support,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors[0].field).toBe('category');
    const staff = await call(h.app, 'GET', '/api/contracts', { token: tokens.superAdmin });
    expect(staff.json<ErrorBody>().errors).toEqual([
      { field: 'organizationId', message: expect.stringContaining('organizationId required') },
    ]);
  });

  it('hides other organizations: listing, download by guessed id and an unknown organization answer 404', async () => {
    const noordzeeFile = await firstContract(noordzeeId);
    expect(
      (await call(h.app, 'GET', `/api/organizations/${noordzeeId}/contracts`, { token: tokens.acmeSigner }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(h.app, 'GET', `/api/contracts/${noordzeeFile.id}/content`, { token: tokens.acmeSigner }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(h.app, 'GET', `/api/contracts/999999/content`, { token: tokens.acmeSigner })).statusCode,
    ).toBe(404);
    expect(
      (await call(h.app, 'DELETE', `/api/contracts/${noordzeeFile.id}`, { token: tokens.acmeSigner }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(h.app, 'GET', '/api/organizations/999999/contracts', { token: tokens.superAdmin }))
        .statusCode,
    ).toBe(404);
    expect(await h.app.files.exists(noordzeeFile.storageKey)).toBe(true);
  });

  it('stores an upload under a random key with its sha-256, and serves the same bytes inline or as attachment', async () => {
    const data = await pdfBytes('Überblick');
    const name = 'Überblick Vertrag €.pdf';
    const res = await upload(
      h.app,
      `/api/organizations/${acmeId}/contracts`,
      tokens.management,
      { category: '1' },
      { name, data, type: 'application/pdf' },
    );
    expect(res.statusCode).toBe(201);
    const created = res.json<ContractFile>();
    expect(created).toMatchObject({
      organizationId: acmeId,
      category: 1,
      fileName: name,
      contentType: 'application/pdf',
      size: data.length,
      uploadedBy: 'Mark Jansen',
    });
    const [row] = await h.db.select().from(contractFiles).where(eq(contractFiles.id, created.id));
    expect(row.sha256).toBe(sha256(data));
    expect(row.storageKey).toMatch(/^contract-[0-9a-f]{32}$/);
    expect(await readAll(h.app.files.get(row.storageKey))).toEqual(data);

    const inline = await call(h.app, 'GET', `/api/contracts/${created.id}/content`, {
      token: tokens.acmeSigner,
    });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-length']).toBe(String(data.length));
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(inline.headers['content-disposition']).toBe(
      `inline; filename="Uberblick Vertrag _.pdf"; filename*=UTF-8''%C3%9Cberblick%20Vertrag%20%E2%82%AC.pdf`,
    );
    expect(inline.rawPayload).toEqual(data);
    const download = await call(h.app, 'GET', `/api/contracts/${created.id}/content?download=1`, {
      token: tokens.acmeFinance,
    });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(download.rawPayload).toEqual(data);
  });

  it('accepts a file larger than the 1 MB JSON body limit (3 MB) and stores it whole', async () => {
    const data = Buffer.concat([pdf, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const res = await upload(
      h.app,
      `/api/organizations/${acmeId}/contracts`,
      tokens.superAdmin,
      { category: '2' },
      { name: 'big.pdf', data },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await h.db
      .select()
      .from(contractFiles)
      .where(eq(contractFiles.id, res.json<ContractFile>().id));
    expect([row.sizeBytes, row.sha256]).toEqual([data.length, sha256(data)]);
  });

  it('accepts office documents (xlsx, legacy .doc) and records the sniffed type', async () => {
    const xlsx = await upload(
      h.app,
      `/api/organizations/${acmeId}/contracts`,
      tokens.superAdmin,
      { category: '3' },
      { name: 'prices.xlsx', data: await xlsxBytes() },
    );
    expect(xlsx.statusCode).toBe(201);
    expect(xlsx.json<ContractFile>().contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const doc = await upload(
      h.app,
      `/api/organizations/${acmeId}/contracts`,
      tokens.superAdmin,
      { category: '2' },
      { name: 'old.doc', data: CFB_BYTES },
    );
    expect(doc.statusCode).toBe(201);
    expect(doc.json<ContractFile>().contentType).toBe('application/msword');
  });

  it('refuses an upload without a file ("File is required"), a bad category, and non-documents, storing nothing', async () => {
    const before = await storedFileNames(h.config.filesDir);
    const url = `/api/organizations/${acmeId}/contracts`;
    const noFile = await upload(h.app, url, tokens.superAdmin, { category: '0' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<ErrorBody>()).toEqual({
      errorMessage: 'Sorry, not all fields are filled in correctly.',
      errors: [{ field: 'file', message: 'File is required' }],
    });
    const emptyFile = await upload(
      h.app,
      url,
      tokens.superAdmin,
      { category: '0' },
      { name: 'empty.pdf', data: Buffer.alloc(0) },
    );
    expect(emptyFile.json<ErrorBody>().errors).toEqual([{ field: 'file', message: 'File is required' }]);
    const json = await call(h.app, 'POST', url, { token: tokens.superAdmin, body: { category: 0 } });
    expect(json.statusCode).toBe(400);
    expect(json.json<ErrorBody>().errors).toContainEqual({ field: 'file', message: 'File is required' });

    const badCategory = await upload(
      h.app,
      url,
      tokens.superAdmin,
      { category: '9' },
      { name: 'a.pdf', data: pdf },
    );
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json<ErrorBody>().errors.map((e) => e.field)).toEqual(['category']);

    for (const data of [PNG_BYTES, zipBytes()]) {
      const renamed = await upload(
        h.app,
        url,
        tokens.superAdmin,
        { category: '0' },
        { name: 'contract.pdf', data, type: 'application/pdf' },
      );
      expect(renamed.statusCode).toBe(400);
      expect(renamed.json<ErrorBody>().errors).toEqual([
        { field: 'file', message: expect.stringContaining('Only PDF and office documents') },
      ]);
    }
    expect(await storedFileNames(h.config.filesDir)).toEqual(before);
  });

  it('deletes the row, then the stored file', async () => {
    const created = await newContract();
    const [row] = await h.db.select().from(contractFiles).where(eq(contractFiles.id, created.id));
    expect(await h.app.files.exists(row.storageKey)).toBe(true);
    expect(
      (await call(h.app, 'DELETE', `/api/contracts/${created.id}`, { token: tokens.management })).statusCode,
    ).toBe(204);
    expect(await h.app.files.exists(row.storageKey)).toBe(false);
    expect(await h.db.select().from(contractFiles).where(eq(contractFiles.id, created.id))).toEqual([]);
    expect(
      (await call(h.app, 'DELETE', `/api/contracts/${created.id}`, { token: tokens.management })).statusCode,
    ).toBe(404);
    expect(
      (await call(h.app, 'GET', `/api/contracts/${created.id}/content`, { token: tokens.management }))
        .statusCode,
    ).toBe(404);
  });
});

describe('invoices', () => {
  it('shows an organization user only its own invoices, and 404 for another organizationId', async () => {
    const own = await call(h.app, 'GET', '/api/invoices?pageSize=100', { token: tokens.acmeGeneral });
    expect(own.statusCode).toBe(200);
    const page = own.json<Page<Invoice>>();
    expect(page.items.length).toBeGreaterThanOrEqual(6);
    expect(page.items.every((i) => i.organizationId === acmeId && i.customerNumber === ACME_NUMBER)).toBe(
      true,
    );
    const other = await call(h.app, 'GET', `/api/invoices?organizationId=${noordzeeId}`, {
      token: tokens.acmeGeneral,
    });
    expect(other.statusCode).toBe(404);
    const explicitOwn = await call(h.app, 'GET', `/api/invoices?organizationId=${acmeId}`, {
      token: tokens.acmeGeneral,
    });
    expect(explicitOwn.json<Page<Invoice>>().total).toBe(page.total);
    const noordzee = await call(h.app, 'GET', '/api/invoices', { token: tokens.noordzeeGeneral });
    expect(noordzee.json<Page<Invoice>>().items.every((i) => i.organizationId === noordzeeId)).toBe(true);
  });

  it('lets staff see all, filtered by organization, status, period and search, sorted and paged', async () => {
    const all = (await call(h.app, 'GET', '/api/invoices?pageSize=5', { token: tokens.accountManager })).json<
      Page<Invoice>
    >();
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(all.items).toHaveLength(5);
    expect(
      new Set(
        (await call(h.app, 'GET', '/api/invoices?pageSize=100', { token: tokens.support }))
          .json<Page<Invoice>>()
          .items.map((i) => i.organizationId),
      ).size,
    ).toBeGreaterThanOrEqual(5);
    const dates = all.items.map((i) => i.invoiceDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    const noordzee = (
      await call(h.app, 'GET', `/api/invoices?organizationId=${noordzeeId}&status=overdue`, {
        token: tokens.support,
      })
    ).json<Page<Invoice>>();
    expect(noordzee.items).toEqual([
      expect.objectContaining({
        organizationName: 'Noordzee Sensors B.V.',
        status: 'overdue',
        period: '202609',
        invoiceNumber: 'INV-202609-100002',
      }),
    ]);
    const period = (
      await call(h.app, 'GET', '/api/invoices?period=202610&sort=amountCents&pageSize=100', {
        token: tokens.support,
      })
    ).json<Page<Invoice>>();
    expect(period.items.length).toBeGreaterThanOrEqual(5);
    expect(period.items.every((i) => i.period === '202610')).toBe(true);
    const amounts = period.items.map((i) => i.amountCents);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
    const search = (
      await call(h.app, 'GET', '/api/invoices?search=Noordzee', { token: tokens.management })
    ).json<Page<Invoice>>();
    expect(search.items.every((i) => i.customerNumber === NOORDZEE_NUMBER)).toBe(true);
    expect(search.total).toBe(6);
    const bad = await call(h.app, 'GET', '/api/invoices?sort=password&period=202613', {
      token: tokens.management,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<ErrorBody>()
        .errors.map((e) => e.field)
        .sort(),
    ).toEqual(['period', 'sort']);
  });

  it('stores an uploaded invoice with amounts in cents and serves the PDF to its organization only', async () => {
    const data = await pdfBytes('Invoice 42');
    const fields = invoiceFields({ amount: '1210.5', vat: '210.09', status: 'paid' });
    const res = await upload(h.app, `/api/organizations/${acmeId}/invoices`, tokens.support, fields, {
      name: 'invoice 42.pdf',
      data,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<Invoice>();
    expect(created).toMatchObject({
      organizationId: acmeId,
      organizationName: 'Acme Logistics B.V.',
      customerNumber: ACME_NUMBER,
      invoiceNumber: fields.invoiceNumber,
      invoiceDate: '2026-11-01',
      period: '202610',
      amountCents: 121050,
      vatCents: 21009,
      currency: 'EUR',
      status: 'paid',
      dueDate: '2026-12-01',
      fileName: 'invoice 42.pdf',
      size: data.length,
    });
    const [row] = await h.db.select().from(invoices).where(eq(invoices.id, created.id));
    expect(row.sha256).toBe(sha256(data));

    const view = await call(h.app, 'GET', `/api/invoices/${created.id}/content`, {
      token: tokens.acmeTechnical,
    });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toBe('inline; filename="invoice 42.pdf"');
    expect(view.rawPayload).toEqual(data);
    const download = await call(h.app, 'GET', `/api/invoices/${created.id}/content?download=true`, {
      token: tokens.superAdmin,
    });
    expect(download.headers['content-disposition']).toBe('attachment; filename="invoice 42.pdf"');
    expect(
      (await call(h.app, 'GET', `/api/invoices/${created.id}/content`, { token: tokens.noordzeeGeneral }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a missing file, a renamed PNG or ZIP, an office document, bad fields and a taken number; nothing stays stored', async () => {
    const before = await storedFileNames(h.config.filesDir);
    const url = `/api/organizations/${acmeId}/invoices`;
    const noFile = await upload(h.app, url, tokens.superAdmin, invoiceFields());
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json<ErrorBody>().errors).toEqual([{ field: 'file', message: 'File is required' }]);

    for (const data of [PNG_BYTES, zipBytes(), await xlsxBytes()]) {
      const res = await upload(h.app, url, tokens.superAdmin, invoiceFields(), {
        name: 'invoice.pdf',
        data,
        type: 'application/pdf',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().errors).toEqual([
        { field: 'file', message: 'Only PDF files are accepted.' },
      ]);
    }

    const bad = await upload(
      h.app,
      url,
      tokens.superAdmin,
      invoiceFields({
        invoiceNumber: '',
        period: '202613',
        amount: '12.345',
        vat: 'abc',
        status: 'lost',
        dueDate: '2026-10-01',
      }),
      { name: 'i.pdf', data: pdf },
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json<ErrorBody>()
        .errors.map((e) => e.field)
        .sort(),
    ).toEqual(['amount', 'invoiceNumber', 'period', 'status', 'vat']);
    const early = await upload(
      h.app,
      url,
      tokens.superAdmin,
      invoiceFields({ dueDate: '2026-10-01', vat: '2000' }),
      { name: 'i.pdf', data: pdf },
    );
    expect(
      early
        .json<ErrorBody>()
        .errors.map((e) => e.field)
        .sort(),
    ).toEqual(['dueDate', 'vat']);

    const taken = await upload(
      h.app,
      url,
      tokens.superAdmin,
      invoiceFields({ invoiceNumber: 'INV-202610-100002' }),
      { name: 'i.pdf', data: pdf },
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json<ErrorBody>().errors).toEqual([
      { field: 'invoiceNumber', message: 'This invoice number is already in use.' },
    ]);
    expect(await storedFileNames(h.config.filesDir)).toEqual(before);
  });

  it('refuses an invoice date in year 0 (PostgreSQL has none: a 500 before, issue 21 fuzz) with a 400, storing nothing', async () => {
    const before = await storedFileNames(h.config.filesDir);
    const res = await upload(
      h.app,
      `/api/organizations/${acmeId}/invoices`,
      tokens.superAdmin,
      invoiceFields({ invoiceNumber: 'INV-YEAR-0', invoiceDate: '0000-01-01' }),
      { name: 'i.pdf', data: pdf },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors).toEqual([
      { field: 'invoiceDate', message: 'Enter a date between the years 1900 and 9999.' },
    ]);
    expect(await storedFileNames(h.config.filesDir)).toEqual(before);
  });

  it('deletes the row, then the stored PDF', async () => {
    const created = await newInvoice();
    const [row] = await h.db.select().from(invoices).where(eq(invoices.id, created.id));
    expect(
      (await call(h.app, 'DELETE', `/api/invoices/${created.id}`, { token: tokens.superAdmin })).statusCode,
    ).toBe(204);
    expect(await h.app.files.exists(row.storageKey)).toBe(false);
    expect(
      (await call(h.app, 'GET', `/api/invoices/${created.id}/content`, { token: tokens.superAdmin }))
        .statusCode,
    ).toBe(404);
  });
});

describe('nothing half written', () => {
  it('removes the stored file when the row cannot be written', async () => {
    const before = await storedFileNames(h.config.filesDir);
    await h.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION refuse_insert() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'refused by test'; END; $$ LANGUAGE plpgsql`),
    );
    await h.db.execute(
      sql.raw(
        'CREATE TRIGGER refuse_invoice BEFORE INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION refuse_insert()',
      ),
    );
    try {
      const res = await upload(
        h.app,
        `/api/organizations/${acmeId}/invoices`,
        tokens.superAdmin,
        invoiceFields(),
        { name: 'i.pdf', data: pdf },
      );
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong.' });
    } finally {
      await h.db.execute(sql.raw('DROP TRIGGER refuse_invoice ON invoices'));
    }
    expect(await storedFileNames(h.config.filesDir)).toEqual(before);
  });

  it('writes no row when storing the file fails', async () => {
    const files = h.app.files;
    const put = files.put;
    files.put = async () => {
      throw new Error('disk full');
    };
    const fields = invoiceFields();
    try {
      const res = await upload(
        h.app,
        `/api/organizations/${acmeId}/contracts`,
        tokens.superAdmin,
        { category: '0' },
        { name: 'a.pdf', data: pdf },
      );
      expect(res.statusCode).toBe(500);
      const inv = await upload(h.app, `/api/organizations/${acmeId}/invoices`, tokens.superAdmin, fields, {
        name: 'a.pdf',
        data: pdf,
      });
      expect(inv.statusCode).toBe(500);
    } finally {
      files.put = put;
    }
    expect(
      await h.db.select().from(invoices).where(eq(invoices.invoiceNumber, fields.invoiceNumber)),
    ).toEqual([]);
  });
});

describe('seeded demo documents', () => {
  it('are real PDFs in the storage whose sha-256 matches the database', async () => {
    const rows = [
      ...(await h.db.select().from(contractFiles)),
      ...(await h.db.select().from(invoices)),
    ].filter((r) => r.uploadedBy !== null && r.fileName !== 'extra.pdf');
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows.slice(0, 12)) {
      const bytes = await readAll(h.app.files.get(row.storageKey));
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(sha256(bytes)).toBe(row.sha256);
      expect(bytes.length).toBe(row.sizeBytes);
    }
    expect(await seedDemoDocuments(h.db, h.app.files)).toBe(false);
  });
});

describe('upload limit (UPLOAD_MAX_BYTES)', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ env: { UPLOAD_MAX_BYTES: '2048' } });
  });
  afterAll(async () => small?.close());

  it('refuses a file over the limit with a clear message and stores nothing', async () => {
    const token = await small.tokenFor(DEMO.superAdmin);
    const orgId = await organizationIdOf(small.db, ACME_NUMBER);
    const big = Buffer.concat([await pdfBytes(), Buffer.alloc(4096, 0x20)]);
    const res = await upload(
      small.app,
      `/api/organizations/${orgId}/contracts`,
      token,
      { category: '0' },
      { name: 'big.pdf', data: big },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors).toEqual([
      { field: 'file', message: 'The file is larger than 2 KB.' },
    ]);
    expect(await storedFileNames(small.config.filesDir)).toEqual([]);
  });
});

describe('API documentation', () => {
  it('documents the document routes under the "contracts" and "invoices" tags', async () => {
    const res = await call(h.app, 'GET', '/api/docs/json');
    const paths = res.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>().paths;
    expect(paths['/api/organizations/{id}/contracts'].post.tags).toEqual(['contracts']);
    expect(paths['/api/invoices'].get.tags).toEqual(['invoices']);
    expect(paths['/api/invoices/{id}/content'].get.tags).toEqual(['invoices']);
  });
});
