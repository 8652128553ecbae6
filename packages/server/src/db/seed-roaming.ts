import { ROAMING_TECHNOLOGIES, type RoamingEntry, type RoamingTechnology } from '@portal/domain';
import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FileStorage } from '../files/storage.js';
import { newStorageKey } from '../files/storage.js';
import { XLSX_CONTENT_TYPE } from '../files/xlsx.js';
import { createRoamingVersion } from '../modules/sim-management/repository.js';
import type { Database } from './client.js';
import { roamingListVersions, suppliers, users } from './schema/index.js';

/**
 * Demo SIM management data (issue 15 "Demo seed: roaming lists for the suppliers that have one"): what staff
 * maintain of each supplier (portal URL, descriptions; written by the main seed), and roaming lists stored through
 * the file storage — xlsx for most suppliers, a semicolon csv for GlobeSIM Worldwide, and two versions for NorthSea
 * Mobile IoT so "what changed" has something to show.
 */

/** Portal URL and descriptions of the demo suppliers, by name (the `.example` domains are reserved, RFC 2606). */
export const SUPPLIER_DETAILS: Record<
  string,
  { portalUrl: string | null; descriptionEn: string; descriptionNl: string }
> = {
  'NorthSea Mobile IoT': {
    portalUrl: 'https://portal.northsea-iot.example/login',
    descriptionEn:
      'Dutch mobile IoT network with 2G, 4G, LTE-M and NB-IoT. Manage SIM status, data use and APNs.',
    descriptionNl:
      'Nederlands mobiel IoT-netwerk met 2G, 4G, LTE-M en NB-IoT. Beheer SIM-status, dataverbruik en APN’s.',
  },
  'Lowlands Mobile IoT': {
    portalUrl: 'https://m2m.lowlands-mobile.example',
    descriptionEn: 'M2M SIM cards on the second Dutch network, with roaming in most of Europe.',
    descriptionNl:
      'M2M-simkaarten op het tweede Nederlandse netwerk, met roaming in het grootste deel van Europa.',
  },
  'Polder IoT Networks': {
    portalUrl: 'https://control.polder-iot.example',
    descriptionEn: 'LTE-M and NB-IoT for low-power devices such as meters and sensors.',
    descriptionNl: 'LTE-M en NB-IoT voor zuinige apparaten zoals meters en sensoren.',
  },
  'GlobeSIM Worldwide': {
    portalUrl: 'https://globesim.example/portal',
    descriptionEn: 'One multi-network SIM for devices that travel: over 180 countries.',
    descriptionNl: 'Eén multi-netwerk-simkaart voor apparaten die reizen: meer dan 180 landen.',
  },
  'IoT Connect': {
    portalUrl: null,
    descriptionEn: 'Our own services.',
    descriptionNl: 'Onze eigen diensten.',
  },
  'NetEquip Benelux': {
    portalUrl: 'https://netequip-benelux.example/support',
    descriptionEn: 'Routers, gateways and antennas for industrial IoT.',
    descriptionNl: 'Routers, gateways en antennes voor industriële IoT.',
  },
  'TrackTech Telematics': {
    portalUrl: 'https://fleet.tracktech.example',
    descriptionEn: 'Track and trace hardware for vehicles and containers, with its own fleet portal.',
    descriptionNl: 'Track-and-trace-hardware voor voertuigen en containers, met een eigen vlootportaal.',
  },
  'Delta IoT Services': {
    portalUrl: 'https://delta-iot.example/sim',
    descriptionEn: 'Regional IoT network in Zeeland and the south of the Netherlands.',
    descriptionNl: 'Regionaal IoT-netwerk in Zeeland en het zuiden van Nederland.',
  },
  'Oranje Mobiel': {
    portalUrl: 'https://zakelijk.oranje-mobiel.example',
    descriptionEn: 'Business mobile operator: voice and data SIMs for staff and devices.',
    descriptionNl: 'Zakelijke mobiele operator: spraak- en datasimkaarten voor medewerkers en apparaten.',
  },
  'IoT Connect Control': {
    portalUrl: null,
    descriptionEn: 'Remote management of your devices through our control platform.',
    descriptionNl: 'Beheer op afstand van uw apparaten via ons controleplatform.',
  },
  'IoT Connect Prepaid': {
    portalUrl: null,
    descriptionEn: 'Prepaid data bundles for short projects.',
    descriptionNl: 'Prepaid databundels voor korte projecten.',
  },
};

const ALL: RoamingTechnology[] = [...ROAMING_TECHNOLOGIES];
const NO_NB: RoamingTechnology[] = ['2G', '3G', '4G', 'LTE-M'];
const CLASSIC: RoamingTechnology[] = ['2G', '3G', '4G'];

/** Networks the demo lists pick from: country, operator, MCC-MNC, technologies. */
const NETWORKS: RoamingEntry[] = [
  ['Netherlands', 'KPN', '204-08', ALL],
  ['Netherlands', 'Vodafone NL', '204-04', ALL],
  ['Netherlands', 'Odido', '204-16', NO_NB],
  ['Belgium', 'Proximus', '206-01', ALL],
  ['Belgium', 'Orange Belgium', '206-10', NO_NB],
  ['Belgium', 'Telenet', '206-05', CLASSIC],
  ['Germany', 'Telekom Deutschland', '262-01', ALL],
  ['Germany', 'Vodafone DE', '262-02', ALL],
  ['Germany', 'Telefónica Germany', '262-03', NO_NB],
  ['France', 'Orange France', '208-01', NO_NB],
  ['France', 'SFR', '208-10', CLASSIC],
  ['France', 'Bouygues Telecom', '208-20', ['2G', '4G', 'LTE-M']],
  ['United Kingdom', 'EE', '234-30', NO_NB],
  ['United Kingdom', 'Vodafone UK', '234-15', ALL],
  ['United Kingdom', 'O2 UK', '234-10', ['2G', '4G', 'LTE-M']],
  ['Luxembourg', 'POST Luxembourg', '270-01', NO_NB],
  ['Spain', 'Movistar', '214-07', ALL],
  ['Spain', 'Orange Spain', '214-03', NO_NB],
  ['Italy', 'TIM', '222-01', ALL],
  ['Italy', 'Vodafone IT', '222-10', ALL],
  ['Austria', 'A1 Telekom Austria', '232-01', NO_NB],
  ['Switzerland', 'Swisscom', '228-01', ['4G', 'LTE-M', 'NB-IoT']],
  ['Denmark', 'TDC', '238-01', ALL],
  ['Sweden', 'Telia Sverige', '240-01', NO_NB],
  ['Norway', 'Telenor Norge', '242-01', ALL],
  ['Poland', 'Orange Polska', '260-03', CLASSIC],
  ['Ireland', 'Vodafone Ireland', '272-01', NO_NB],
  ['Portugal', 'MEO', '268-06', CLASSIC],
  ['Czechia', 'T-Mobile CZ', '230-01', ALL],
  ['United States', 'AT&T', '310-410', ['4G', 'LTE-M']],
  ['United States', 'T-Mobile US', '310-260', ['4G', 'LTE-M', 'NB-IoT']],
  ['Canada', 'Rogers', '302-720', ['3G', '4G', 'LTE-M']],
  ['Australia', 'Telstra', '505-01', ['4G', 'LTE-M', 'NB-IoT']],
  ['Japan', 'NTT Docomo', '440-10', ['3G', '4G', 'LTE-M']],
  ['South Africa', 'Vodacom', '655-01', CLASSIC],
  ['Brazil', 'Claro Brasil', '724-05', CLASSIC],
].map(([country, operator, mccMnc, technologies]) => ({
  country: country as string,
  operator: operator as string,
  mccMnc: mccMnc as string,
  technologies: technologies as RoamingTechnology[],
}));

const EUROPE = NETWORKS.filter((n) => Number(n.mccMnc.slice(0, 3)) < 300);
const byCode = (codes: string[]) => NETWORKS.filter((n) => codes.includes(n.mccMnc));

/** The demo list versions per supplier, oldest first; `daysAgo`: when it was uploaded; `csv`: as a csv file. */
const DEMO_LISTS: {
  supplier: string;
  versions: { entries: RoamingEntry[]; daysAgo: number; csv?: boolean }[];
}[] = [
  {
    supplier: 'NorthSea Mobile IoT',
    versions: [
      // The older version: without Czechia and Norway, with Poland, and Swisscom still without NB-IoT.
      {
        daysAgo: 120,
        entries: EUROPE.filter((n) => !['230-01', '242-01'].includes(n.mccMnc)).map((n) =>
          n.mccMnc === '228-01' ? { ...n, technologies: ['4G', 'LTE-M'] as RoamingTechnology[] } : n,
        ),
      },
      { daysAgo: 12, entries: EUROPE.filter((n) => n.mccMnc !== '260-03') },
    ],
  },
  {
    supplier: 'Lowlands Mobile IoT',
    versions: [{ daysAgo: 40, entries: EUROPE.filter((n) => n.technologies.includes('2G')) }],
  },
  {
    supplier: 'Polder IoT Networks',
    versions: [{ daysAgo: 60, entries: NETWORKS.filter((n) => n.technologies.includes('NB-IoT')) }],
  },
  { supplier: 'GlobeSIM Worldwide', versions: [{ daysAgo: 20, entries: NETWORKS, csv: true }] },
  {
    supplier: 'Delta IoT Services',
    versions: [{ daysAgo: 90, entries: byCode(['204-08', '204-04', '206-01', '262-01', '208-01']) }],
  },
  {
    supplier: 'Oranje Mobiel',
    versions: [{ daysAgo: 30, entries: EUROPE.filter((n) => n.technologies.includes('3G')) }],
  },
];

const HEADER = ['Country', 'Operator', 'MCC-MNC', 'Technologies'];

/** A roaming list as the suppliers send it: an xlsx with a header row, or a csv with semicolons. */
export async function roamingListFile(entries: readonly RoamingEntry[], csv = false): Promise<Buffer> {
  const rows = entries.map((e) => [e.country, e.operator, e.mccMnc, e.technologies.join(', ')]);
  if (csv) {
    const quote = (v: string) => (/[;"\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    return Buffer.from([HEADER, ...rows].map((r) => r.map(quote).join(';')).join('\r\n') + '\r\n', 'utf8');
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Roaming');
  sheet.addRow(HEADER).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.columns.forEach((c, i) => (c.width = [18, 26, 10, 28][i]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Seeds the demo roaming lists once: only when there is no roaming list version yet and the demo support user
 * exists (the uploader). Each file is stored through `files` and recorded as a version as an upload would be.
 * Returns true when it seeded.
 */
export async function seedDemoRoamingLists(
  db: Database,
  files: FileStorage,
  now = new Date(),
): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(roamingListVersions);
  if (n > 0) return false;
  const [support] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'support@provider.example'));
  if (!support) return false;
  const supplierRows = await db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers);
  const idOf = new Map(supplierRows.map((s) => [s.name, s.id]));
  for (const list of DEMO_LISTS) {
    const supplierId = idOf.get(list.supplier);
    if (supplierId === undefined) continue;
    for (const [index, version] of list.versions.entries()) {
      const bytes = await roamingListFile(version.entries, version.csv);
      const storageKey = newStorageKey('roaming');
      const stored = await files.put(storageKey, bytes);
      const slug = list.supplier.toLowerCase().replace(/\W+/g, '-');
      const created = await createRoamingVersion(
        db,
        supplierId,
        {
          storageKey,
          fileName: `${slug}-roaming-v${index + 1}.${version.csv ? 'csv' : 'xlsx'}`,
          contentType: version.csv ? 'text/csv' : XLSX_CONTENT_TYPE,
          ...stored,
        },
        version.entries,
        { userId: support.id },
      );
      if (created === 'notFound') continue;
      await db
        .update(roamingListVersions)
        .set({
          createdAt: sql`${now.toISOString()}::timestamptz - make_interval(days => ${version.daysAgo})`,
        })
        .where(eq(roamingListVersions.id, created.version.id));
    }
  }
  return true;
}
