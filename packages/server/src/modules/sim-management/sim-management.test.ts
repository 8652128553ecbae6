import {
  type Page,
  ROAMING_LIST_MAX_BYTES,
  type RoamingChanges,
  type RoamingEntry,
  type RoamingListVersion,
  type SimSupplier,
} from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { seedDemoRoamingLists } from '../../db/seed-roaming.js';
import { auditLog, roamingListVersions, suppliers } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { PNG_BYTES, multipartBody, pdfBytes, storedFileNames, upload } from '../documents/test-support.js';
import {
  NOORDZEE_NUMBER,
  DEMO,
  type DemoAccount,
  call,
  organizationIdOf,
} from '../organizations/test-support.js';

/**
 * SIM management (issue 15 "SIM management `/simmanagement`"; spec §2 /simmanagement "no restriction", §3
 * Supplier; docs/sim-management-api.md): the cards per role and tenant, supplier details and logos, roaming list
 * uploads (types, sizes, malformed sheets; nothing stored on a refusal), versions, search and what changed.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let h: Harness;
const tokens = new Map<DemoAccount, string>();
const token = (who: DemoAccount) => tokens.get(who)!;
let ids: Map<string, number>;

beforeAll(async () => {
  h = await createTestApp();
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
  expect(await seedDemoRoamingLists(h.db, h.app.files)).toBe(true);
  expect(await seedDemoRoamingLists(h.db, h.app.files)).toBe(false);
  const rows = await h.db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers);
  ids = new Map(rows.map((r) => [r.name, r.id]));
});
afterAll(async () => h?.close());

const NORTHSEA = () => ids.get('NorthSea Mobile IoT')!;
const POLDER = () => ids.get('Polder IoT Networks')!;
const TRACKTECH = () => ids.get('TrackTech Telematics')!;
const LOWLANDS = () => ids.get('Lowlands Mobile IoT')!;

const get = <T>(who: DemoAccount, url: string) =>
  call(h.app, 'GET', `/api/sim-management${url}`, { token: token(who) }).then((res) => ({
    status: res.statusCode,
    get body() {
      return res.json<T>();
    },
    res,
  }));

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Roaming');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const uploadList = (
  who: DemoAccount,
  supplierId: number,
  name: string,
  data: Buffer,
  headers: Record<string, string> = {},
) => {
  const body = multipartBody({}, { name, data });
  return h.app.inject({
    method: 'POST',
    url: `/api/sim-management/suppliers/${supplierId}/roaming-lists`,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token(who)}`, 'accept-language': 'en', ...headers },
  });
};

const versionCount = async (supplierId: number) =>
  (
    await h.db
      .select({ n: count() })
      .from(roamingListVersions)
      .where(eq(roamingListVersions.supplierId, supplierId))
  )[0]!.n;

describe('supplier cards', () => {
  it('shows a customer the suppliers linked to their organization, with details and the current list', async () => {
    const { status, body } = await get<SimSupplier[]>('acmeGeneral', '/suppliers');
    expect(status).toBe(200);
    expect(body.map((s) => s.name)).toEqual([
      'GlobeSIM Worldwide',
      'Lowlands Mobile IoT',
      'NorthSea Mobile IoT',
      'TrackTech Telematics',
    ]);
    const northSea = body.find((s) => s.name === 'NorthSea Mobile IoT')!;
    expect(northSea).toMatchObject({
      providerType: 0,
      hasRoamingList: true,
      portalUrl: 'https://portal.northsea-iot.example/login',
      description: {
        en: expect.stringContaining('Dutch mobile IoT'),
        nl: expect.stringContaining('Nederlands'),
      },
      logoVersion: null,
      roamingList: {
        isCurrent: true,
        entryCount: 28,
        added: 2,
        removed: 1,
        changed: 1,
        uploadedBy: 'Sanne Visser',
      },
    });
    expect(body.find((s) => s.name === 'TrackTech Telematics')!.roamingList).toBeNull();
  });

  it('shows staff every supplier, or one organization’s; a customer cannot ask for another organization', async () => {
    expect((await get<SimSupplier[]>('accountManager', '/suppliers')).body).toHaveLength(11);
    const noordzee = await organizationIdOf(h.db, NOORDZEE_NUMBER);
    const picked = await get<SimSupplier[]>('support', `/suppliers?organizationId=${noordzee}`);
    expect(picked.body.map((s) => s.name)).toEqual(['NorthSea Mobile IoT', 'Polder IoT Networks']);
    expect((await get('acmeGeneral', `/suppliers?organizationId=${noordzee}`)).status).toBe(404);
    expect((await call(h.app, 'GET', '/api/sim-management/suppliers')).statusCode).toBe(401);
  });

  it('answers 404 for a supplier the customer’s organization is not linked to', async () => {
    expect((await get('acmeGeneral', `/suppliers/${POLDER()}`)).status).toBe(404);
    expect((await get('noordzeeGeneral', `/suppliers/${POLDER()}`)).status).toBe(200);
    expect((await get('acmeGeneral', `/suppliers/${POLDER()}/roaming-list/entries`)).status).toBe(404);
    expect((await get('acmeGeneral', '/suppliers/999999')).status).toBe(404);
  });
});

describe('supplier details', () => {
  const details = {
    portalUrl: 'https://new.tracktech.example/login',
    descriptionEn: 'Fleet hardware.',
    descriptionNl: 'Vloothardware.',
    hasRoamingList: false,
  };
  const put = (who: DemoAccount, body: unknown, id = TRACKTECH()) =>
    call(h.app, 'PUT', `/api/sim-management/suppliers/${id}`, { token: token(who), body });

  it('lets support save them (audited); management and super admin too; others get 403', async () => {
    const res = await put('support', details);
    expect(res.statusCode).toBe(200);
    expect(res.json<SimSupplier>()).toMatchObject({
      portalUrl: details.portalUrl,
      description: { en: 'Fleet hardware.', nl: 'Vloothardware.' },
    });
    const [audit] = await h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'supplier'), eq(auditLog.entityId, String(TRACKTECH()))));
    expect(audit).toMatchObject({
      action: 'update',
      after: expect.objectContaining({ portalUrl: details.portalUrl }),
    });
    for (const who of ['management', 'superAdmin'] as const)
      expect((await put(who, details)).statusCode).toBe(200);
    for (const who of ['accountManager', 'acmeSigner', 'acmeTechnical'] as const) {
      expect((await put(who, details)).statusCode).toBe(403);
    }
  });

  it('refuses a portal URL that is not http(s), overlong text and unknown fields with a 400 per field', async () => {
    for (const portalUrl of ['javascript:alert(1)', 'ftp://files.example', 'not a url', 'https://']) {
      const res = await put('support', { ...details, portalUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'portalUrl' })]);
    }
    const long = await put('support', { ...details, descriptionNl: 'x'.repeat(501) });
    expect(long.json().errors).toEqual([expect.objectContaining({ field: 'descriptionNl' })]);
    expect((await put('support', { ...details, logoKey: 'x' })).statusCode).toBe(400);
    expect((await put('support', details, 999999)).statusCode).toBe(404);
    expect((await put('support', { ...details, portalUrl: '' })).json<SimSupplier>().portalUrl).toBeNull();
  });

  it('sets, serves (publicly) and removes a logo; SVG and other types are refused', async () => {
    const putLogo = (name: string, data: Buffer, who: DemoAccount = 'support') => {
      const body = multipartBody({}, { name, data });
      return h.app.inject({
        method: 'PUT',
        url: `/api/sim-management/suppliers/${TRACKTECH()}/logo`,
        payload: body.payload,
        headers: { ...body.headers, authorization: `Bearer ${token(who)}` },
      });
    };
    const svg = await putLogo(
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json().errors[0].message).toBe('Only PNG, JPEG and WebP images are accepted.');
    expect((await putLogo('logo.png', PNG_BYTES, 'acmeSigner')).statusCode).toBe(403);
    const big = await putLogo('logo.png', Buffer.concat([PNG_BYTES, Buffer.alloc(600 * 1024)]));
    expect(big.json().errors[0].message).toBe('The file is larger than 512 KB.');

    const set = await putLogo('logo.png', PNG_BYTES);
    expect(set.statusCode).toBe(200);
    const { logoVersion } = set.json<SimSupplier>();
    expect(logoVersion).toMatch(/^[0-9a-f]{12}$/);
    const image = await h.app.inject({
      method: 'GET',
      url: `/api/sim-management/suppliers/${TRACKTECH()}/logo?v=${logoVersion}`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG_BYTES)).toBe(true);

    const removed = await call(h.app, 'DELETE', `/api/sim-management/suppliers/${TRACKTECH()}/logo`, {
      token: token('management'),
    });
    expect(removed.json<SimSupplier>().logoVersion).toBeNull();
    const gone = await h.app.inject({
      method: 'GET',
      url: `/api/sim-management/suppliers/${TRACKTECH()}/logo`,
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('roaming list uploads', () => {
  it('stores a new xlsx version with Dutch headers and answers what changed since the current one', async () => {
    const before = await get<Page<RoamingEntry>>(
      'support',
      `/suppliers/${POLDER()}/roaming-list/entries?pageSize=100`,
    );
    const kept = before.body.items.filter((e) => e.mccMnc !== '204-08');
    const data = await workbook([
      ['Land', 'Operator', 'MCC-MNC', 'Technologieën'],
      ...kept.map((e) => [e.country, e.operator, e.mccMnc, e.technologies.join(', ')]),
      ['Finland', 'Elisa', '244-05', 'LTE-M, NB-IoT'],
    ]);
    const res = await uploadList('support', POLDER(), 'polder-2026.xlsx', data);
    expect(res.statusCode).toBe(201);
    const { version, changes } = res.json<{ version: RoamingListVersion; changes: RoamingChanges }>();
    expect(version).toMatchObject({
      fileName: 'polder-2026.xlsx',
      entryCount: kept.length + 1,
      isCurrent: true,
      added: 1,
      removed: 1,
      changed: 0,
      uploadedBy: 'Sanne Visser',
    });
    expect(changes.added).toEqual([
      { country: 'Finland', operator: 'Elisa', mccMnc: '244-05', technologies: ['LTE-M', 'NB-IoT'] },
    ]);
    expect(changes.removed.map((e) => e.mccMnc)).toEqual(['204-08']);

    // The customer now reads the new version: the search finds the new network, the list endpoint is staff only.
    const found = await get<Page<RoamingEntry>>(
      'noordzeeGeneral',
      `/suppliers/${POLDER()}/roaming-list/entries?search=elisa`,
    );
    expect(found.body.items.map((e) => e.mccMnc)).toEqual(['244-05']);
    const versions = await get<RoamingListVersion[]>(
      'accountManager',
      `/suppliers/${POLDER()}/roaming-lists`,
    );
    expect(versions.body.map((v) => [v.fileName, v.isCurrent])).toEqual([
      ['polder-2026.xlsx', true],
      ['polder-iot-networks-roaming-v1.xlsx', false],
    ]);
    expect((await get('noordzeeGeneral', `/suppliers/${POLDER()}/roaming-lists`)).status).toBe(403);
  });

  it('takes a semicolon csv', async () => {
    const csv = 'Country;Operator;MCC-MNC;2G;4G\nNetherlands;KPN;204-08;x;x\nBelgium;Proximus;206-01;;x\n';
    const res = await uploadList('management', LOWLANDS(), 'lowlands.csv', Buffer.from(csv));
    expect(res.statusCode).toBe(201);
    expect(res.json().version).toMatchObject({ contentType: 'text/csv', entryCount: 2 });
  });

  it('refuses a sheet with bad rows with every row and column, in the caller’s language, storing nothing', async () => {
    const files = (await storedFileNames(h.config.filesDir)).length;
    const versions = await versionCount(NORTHSEA());
    const data = await workbook([
      ['Country', 'Operator', 'MCC-MNC', 'Technologies'],
      ['Netherlands', 'KPN', '204-08', '4G'],
      ['Netherlands', '', '2040', '6G'],
    ]);
    const en = await uploadList('support', NORTHSEA(), 'bad.xlsx', data);
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual([
      { field: 'file', message: 'Row 3, column "Operator": a value is required.' },
      { field: 'file', message: 'Row 3, column "MCC-MNC": "2040" is not an MCC-MNC such as 204-08.' },
      {
        field: 'file',
        message: 'Row 3, column "Technologies": "6G" is not a technology: use 2G, 3G, 4G, LTE-M or NB-IoT.',
      },
    ]);
    const nl = await uploadList('support', NORTHSEA(), 'bad.xlsx', data, { 'accept-language': 'nl' });
    expect(nl.json().errors[0].message).toBe('Rij 3, kolom "Operator": een waarde is verplicht.');
    expect(await versionCount(NORTHSEA())).toBe(versions);
    expect((await storedFileNames(h.config.filesDir)).length).toBe(files);
  });

  it('refuses other types, broken and oversized files, and suppliers without a roaming list', async () => {
    const message = async (res: Awaited<ReturnType<typeof uploadList>>) => {
      expect(res.statusCode).toBe(400);
      return res.json().errors[0].message as string;
    };
    expect(await message(await uploadList('support', NORTHSEA(), 'list.pdf', await pdfBytes()))).toBe(
      'Only xlsx and csv files are accepted.',
    );
    expect(
      await message(await uploadList('support', NORTHSEA(), 'list.csv', Buffer.from([0x41, 0, 0x42]))),
    ).toBe('The file could not be read. Save it as .xlsx or as .csv (UTF-8) and try again.');
    expect(await message(await uploadList('support', NORTHSEA(), 'list.xlsx', await workbook([])))).toBe(
      'The file is empty.',
    );
    const huge = Buffer.alloc(ROAMING_LIST_MAX_BYTES + 10, 'a');
    expect(await message(await uploadList('support', NORTHSEA(), 'list.csv', huge))).toBe(
      'The file is larger than 5 MB.',
    );
    const data = await workbook([
      ['Country', 'Operator', 'MCC-MNC', 'Technologies'],
      ['NL', 'KPN', '204-08', '4G'],
    ]);
    expect(await message(await uploadList('support', TRACKTECH(), 'list.xlsx', data))).toBe(
      'This supplier has no roaming list.',
    );
    expect(await message(await uploadList('support', NORTHSEA(), 'list.xlsx', Buffer.alloc(0)))).toBe(
      'File is required',
    );
    for (const who of ['accountManager', 'acmeTechnical'] as const) {
      expect((await uploadList(who, NORTHSEA(), 'list.xlsx', data)).statusCode).toBe(403);
    }
    expect(
      (
        await upload(
          h.app,
          '/api/sim-management/suppliers/999999/roaming-lists',
          token('support'),
          {},
          { name: 'a.xlsx', data },
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('reading a roaming list', () => {
  it('searches by country, operator or MCC-MNC (with or without the dash) and filters by technology', async () => {
    const search = async (query: string) =>
      (
        await get<Page<RoamingEntry>>(
          'acmeTechnical',
          `/suppliers/${NORTHSEA()}/roaming-list/entries?${query}`,
        )
      ).body;
    expect((await search('search=vodafone')).items.map((e) => e.operator)).toEqual([
      'Vodafone DE',
      'Vodafone Ireland',
      'Vodafone IT',
      'Vodafone NL',
      'Vodafone UK',
    ]);
    expect((await search('search=20408')).items.map((e) => e.mccMnc)).toEqual(['204-08']);
    expect((await search('search=belg')).items.map((e) => e.country)).toEqual([
      'Belgium',
      'Belgium',
      'Belgium',
    ]);
    const nbIot = await search('technology=NB-IoT&pageSize=100');
    expect(nbIot.items.every((e) => e.technologies.includes('NB-IoT'))).toBe(true);
    expect(nbIot.total).toBeLessThan((await search('')).total);
    expect((await search('search=100%25')).items).toEqual([]);
    const page2 = await search('page=2&pageSize=10');
    expect(page2).toMatchObject({ page: 2, pageSize: 10, total: 28 });
    expect(page2.items).toHaveLength(10);
  });

  it('lets a customer download and compare the current version only; staff every version', async () => {
    const versions = (await get<RoamingListVersion[]>('support', `/suppliers/${NORTHSEA()}/roaming-lists`))
      .body;
    const [current, older] = versions;
    const file = await get('acmeGeneral', `/suppliers/${NORTHSEA()}/roaming-lists/${current!.id}/file`);
    expect(file.status).toBe(200);
    expect(file.res.headers['content-disposition']).toContain('attachment');
    expect(file.res.headers['content-disposition']).toContain('northsea-mobile-iot-roaming-v2.xlsx');
    expect(
      (await get('acmeGeneral', `/suppliers/${NORTHSEA()}/roaming-lists/${older!.id}/file`)).status,
    ).toBe(404);
    expect((await get('support', `/suppliers/${NORTHSEA()}/roaming-lists/${older!.id}/file`)).status).toBe(
      200,
    );
    expect(
      (await get('acmeGeneral', `/suppliers/${NORTHSEA()}/roaming-list/entries?versionId=${older!.id}`))
        .status,
    ).toBe(404);
    // Another supplier's version id under this supplier is unknown.
    const polder = (await get<RoamingListVersion[]>('support', `/suppliers/${POLDER()}/roaming-lists`))
      .body[0]!;
    expect((await get('support', `/suppliers/${NORTHSEA()}/roaming-lists/${polder.id}/file`)).status).toBe(
      404,
    );

    const changes = await get<RoamingChanges>(
      'acmeGeneral',
      `/suppliers/${NORTHSEA()}/roaming-lists/${current!.id}/changes`,
    );
    expect(changes.body.previousVersionId).toBe(older!.id);
    expect(changes.body.added.map((e) => e.mccMnc)).toEqual(['230-01', '242-01']);
    expect(changes.body.removed.map((e) => e.mccMnc)).toEqual(['260-03']);
    expect(changes.body.changed).toEqual([
      {
        before: expect.objectContaining({ mccMnc: '228-01', technologies: ['4G', 'LTE-M'] }),
        after: expect.objectContaining({ mccMnc: '228-01', technologies: ['4G', 'LTE-M', 'NB-IoT'] }),
      },
    ]);
    const first = await get<RoamingChanges>(
      'support',
      `/suppliers/${NORTHSEA()}/roaming-lists/${older!.id}/changes`,
    );
    expect(first.body).toMatchObject({ previousVersionId: null, removed: [], changed: [] });
    expect(first.body.added).toHaveLength(older!.entryCount);
  });
});
