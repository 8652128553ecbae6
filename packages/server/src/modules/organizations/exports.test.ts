import ExcelJS from 'exceljs';
import { count, isNotNull } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { DEMO, call } from './test-support.js';

type Harness = Awaited<ReturnType<typeof createTestApp>>;

let h: Harness;
let admin: string;

beforeAll(async () => {
  h = await createTestApp();
  admin = await h.tokenFor(DEMO.accountManager);
});
afterAll(async () => h?.close());

/** Reads an xlsx response back into header texts and row objects keyed by header. */
async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((hdr, i) => [hdr, values[i] ?? ''])));
  });
  return { headers, rows };
}

const ORGANIZATION_HEADERS = [
  'Customer name',
  'Customer number',
  'VAT number',
  'IBAN',
  'Country',
  'Suppliers',
  'Contact person',
  'Customer status',
  'Reseller',
  'Initial contractor',
];

describe('GET /organizations/ExportAddresses', () => {
  it('downloads an xlsx with one row per organization address and the spec §3 columns', async () => {
    const res = await call(h.app, 'GET', '/api/organizations/ExportAddresses', { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="organization-addresses-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    const { headers, rows } = await readWorkbook(res.rawPayload);
    expect(headers).toEqual([...ORGANIZATION_HEADERS, 'Address', 'Address types']);

    const acme = rows.filter((r) => r['Customer number'] === '100001');
    expect(acme.map((r) => r.Address)).toEqual([
      'Havenweg 12, 3089 JB Rotterdam, Nederland',
      'Distributieweg 4a, 5928 RA Venlo, Nederland',
    ]);
    expect(acme[0]).toMatchObject({
      'Customer name': 'Acme Logistics B.V.',
      'Address types': 'Invoice, Visiting',
      'Contact person': 'Pieter Bakker',
      'Customer status': 'Active',
    });
    expect(acme[1]['Address types']).toBe('Shipping');
    expect(String(acme[0].Suppliers)).toContain('NorthSea Mobile IoT');

    const resold = rows.find((r) => r['Customer number'] === '100011');
    expect(resold?.Reseller).toBe('Connect Partners B.V.');
    expect(rows.find((r) => r['Customer number'] === '100006')?.['Customer status']).toBe('Inactive');
    expect(rows.find((r) => r['Customer number'] === '100008')?.['Customer status']).toBe('Prospect');
  });
});

describe('GET /organizations/ExportUsers', () => {
  it('downloads an xlsx with one row per organization user', async () => {
    const res = await call(h.app, 'GET', '/api/organizations/ExportUsers', { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="organization-users-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    const { headers, rows } = await readWorkbook(res.rawPayload);
    expect(headers).toEqual([
      ...ORGANIZATION_HEADERS,
      'E-mail',
      'First name',
      'Last name',
      'Roles',
      'Last login',
    ]);
    const [{ n }] = await h.db.select({ n: count() }).from(users).where(isNotNull(users.organizationId));
    expect(rows).toHaveLength(n);
    expect(rows.some((r) => String(r['E-mail']).endsWith('@provider.example'))).toBe(false);
    expect(rows.find((r) => r['E-mail'] === DEMO.acmeSigner)).toMatchObject({
      'Customer number': '100001',
      'First name': 'Sophie',
      'Last name': 'van Dijk',
      Roles: 'Authorized to sign',
    });
    expect(rows.find((r) => r['E-mail'] === 'tech@noordzee.example')?.Roles).toBe(
      'General responsible, Technical responsible',
    );
  });
});
