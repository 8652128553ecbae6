import { type PriceZone, type SalesLineType, bulkNewPrice } from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { indexations, priceTierSets, purchasingPrices, salesPrices, subcustomers } from './schema/index.js';

/**
 * Demo sales prices (issue 16 "Demo seed: sales prices for the demo customers over two years"): for each active
 * demo customer (not the prospects or the inactive ones) 5–8 invoice lines of the suppliers it uses — the
 * subscription per SIM, data bundles and data per MB, SMS, voice and a one-off activation — each linked to the
 * matching purchasing price of its supplier where one exists (seed-pricing.ts). Every line has a 2025 row (202501–
 * 202512) and a 2026 row from 202601, open-ended, 3.0 % higher (`bulkNewPrice`, rounded half up to four decimals)
 * with the reason "Annual price increase 2026". Noordzee Sensors' rows carry indexation 1.025; Acme's subcustomers
 * Acme Cold Storage and Acme Last Mile have a price of their own for one line each. 118 rows, deterministic, no
 * overlapping periods. Amounts are exact decimal strings computed with big.js through `bulkNewPrice` (never
 * floats).
 */

/** A kind of invoice line and the purchasing price (type, bundle size, zone) it resells, if any. */
interface LineKind {
  label: string;
  lineType: SalesLineType;
  ratePlan: { type: 'data' | 'sms' | 'voice' | 'subscription'; bundleSizeMb: number; zone: PriceZone } | null;
  /** The 2025 price in euros when there is no purchasing price to mark up. */
  basePrice: string;
}

const LINES = {
  subscription: {
    label: 'SIM subscription per month',
    lineType: 'subscription',
    ratePlan: { type: 'subscription', bundleSizeMb: 0, zone: 'nl' },
    basePrice: '0.5000',
  },
  data10Nl: {
    label: 'Data bundle 10 MB NL',
    lineType: 'data',
    ratePlan: { type: 'data', bundleSizeMb: 10, zone: 'nl' },
    basePrice: '0.9000',
  },
  data100Eu: {
    label: 'Data bundle 100 MB EU',
    lineType: 'data',
    ratePlan: { type: 'data', bundleSizeMb: 100, zone: 'eu' },
    basePrice: '3.5000',
  },
  data1000World1: {
    label: 'Data bundle 1000 MB World 1',
    lineType: 'data',
    ratePlan: { type: 'data', bundleSizeMb: 1000, zone: 'world1' },
    basePrice: '25.0000',
  },
  dataPerMbNl: {
    label: 'Data per MB NL outside the bundle',
    lineType: 'data',
    ratePlan: { type: 'data', bundleSizeMb: 0, zone: 'nl' },
    basePrice: '0.0200',
  },
  smsNl: {
    label: 'SMS NL',
    lineType: 'sms',
    ratePlan: { type: 'sms', bundleSizeMb: 0, zone: 'nl' },
    basePrice: '0.0700',
  },
  voiceEu: {
    label: 'Voice per minute EU',
    lineType: 'voice',
    ratePlan: { type: 'voice', bundleSizeMb: 0, zone: 'eu' },
    basePrice: '0.0600',
  },
  activation: { label: 'SIM activation (one-off)', lineType: 'oneOff', ratePlan: null, basePrice: '7.5000' },
  trackerActivation: {
    label: 'Tracker activation (one-off)',
    lineType: 'oneOff',
    ratePlan: null,
    basePrice: '24.9500',
  },
} as const satisfies Record<string, LineKind>;
type LineKey = keyof typeof LINES;

/** One invoice line of a customer: its supplier, kind, and a label when it differs from the kind's. */
interface CustomerLine {
  supplier: string;
  line: LineKey;
  label?: string;
  /** A subcustomer's own price (by name): the customer's price changed by this percentage. */
  subcustomer?: { name: string; percentage: string };
}

/**
 * The active demo customers (by customer number, src/db/seed.ts) with the percentage their prices mark up the
 * purchasing prices by, their indexation, and their invoice lines.
 */
const CUSTOMERS: { customerNumber: string; markup: string; indexation: string; lines: CustomerLine[] }[] = [
  {
    customerNumber: '100001', // Acme Logistics: NorthSea, Lowlands, GlobeSIM, TrackTech
    markup: '45',
    indexation: '1.000',
    lines: [
      { supplier: 'NorthSea Mobile IoT', line: 'subscription' },
      { supplier: 'NorthSea Mobile IoT', line: 'data10Nl' },
      { supplier: 'NorthSea Mobile IoT', line: 'data100Eu' },
      { supplier: 'NorthSea Mobile IoT', line: 'smsNl' },
      { supplier: 'NorthSea Mobile IoT', line: 'activation' },
      { supplier: 'GlobeSIM Worldwide', line: 'data1000World1' },
      { supplier: 'Lowlands Mobile IoT', line: 'voiceEu' },
      { supplier: 'TrackTech Telematics', line: 'trackerActivation' },
      {
        supplier: 'NorthSea Mobile IoT',
        line: 'data100Eu',
        subcustomer: { name: 'Acme Cold Storage', percentage: '-8' },
      },
      {
        supplier: 'NorthSea Mobile IoT',
        line: 'subscription',
        subcustomer: { name: 'Acme Last Mile', percentage: '-5' },
      },
    ],
  },
  {
    customerNumber: '100002', // Noordzee Sensors: NorthSea, Polder; indexed
    markup: '40',
    indexation: '1.025',
    lines: [
      { supplier: 'NorthSea Mobile IoT', line: 'subscription' },
      { supplier: 'NorthSea Mobile IoT', line: 'data10Nl' },
      { supplier: 'NorthSea Mobile IoT', line: 'smsNl' },
      { supplier: 'NorthSea Mobile IoT', line: 'activation' },
      { supplier: 'Polder IoT Networks', line: 'data10Nl', label: 'LTE-M data bundle 10 MB NL' },
      {
        supplier: 'Polder IoT Networks',
        line: 'dataPerMbNl',
        label: 'LTE-M data per MB NL outside the bundle',
      },
    ],
  },
  {
    customerNumber: '100003', // Brabant Water Monitoring: Lowlands
    markup: '50',
    indexation: '1.000',
    lines: [
      { supplier: 'Lowlands Mobile IoT', line: 'subscription' },
      { supplier: 'Lowlands Mobile IoT', line: 'data10Nl' },
      { supplier: 'Lowlands Mobile IoT', line: 'dataPerMbNl' },
      { supplier: 'Lowlands Mobile IoT', line: 'smsNl' },
      { supplier: 'Lowlands Mobile IoT', line: 'activation' },
    ],
  },
  {
    customerNumber: '100004', // Vlaamse Slimme Meters: GlobeSIM, Oranje Mobiel
    markup: '35',
    indexation: '1.000',
    lines: [
      { supplier: 'GlobeSIM Worldwide', line: 'subscription' },
      { supplier: 'GlobeSIM Worldwide', line: 'data100Eu' },
      { supplier: 'GlobeSIM Worldwide', line: 'data1000World1' },
      { supplier: 'GlobeSIM Worldwide', line: 'voiceEu' },
      { supplier: 'GlobeSIM Worldwide', line: 'activation' },
      { supplier: 'Oranje Mobiel', line: 'smsNl', label: 'SMS NL (Oranje)' },
    ],
  },
  {
    customerNumber: '100005', // Rijnland Fleet Services: TrackTech, Delta IoT
    markup: '40',
    indexation: '1.000',
    lines: [
      { supplier: 'Delta IoT Services', line: 'subscription' },
      { supplier: 'Delta IoT Services', line: 'data10Nl' },
      { supplier: 'Delta IoT Services', line: 'data100Eu' },
      { supplier: 'Delta IoT Services', line: 'smsNl' },
      { supplier: 'Delta IoT Services', line: 'voiceEu' },
      { supplier: 'Delta IoT Services', line: 'activation' },
      { supplier: 'TrackTech Telematics', line: 'trackerActivation' },
    ],
  },
  {
    customerNumber: '100010', // Connect Partners (reseller): NorthSea, Lowlands, Polder, GlobeSIM
    markup: '25',
    indexation: '1.000',
    lines: [
      { supplier: 'NorthSea Mobile IoT', line: 'subscription' },
      { supplier: 'NorthSea Mobile IoT', line: 'data10Nl' },
      { supplier: 'NorthSea Mobile IoT', line: 'data100Eu' },
      { supplier: 'NorthSea Mobile IoT', line: 'smsNl' },
      { supplier: 'NorthSea Mobile IoT', line: 'voiceEu' },
      { supplier: 'NorthSea Mobile IoT', line: 'activation' },
      { supplier: 'GlobeSIM Worldwide', line: 'data1000World1' },
      { supplier: 'Lowlands Mobile IoT', line: 'dataPerMbNl' },
    ],
  },
  {
    customerNumber: '100011', // Haven Tracking (resold by Connect Partners): NorthSea
    markup: '45',
    indexation: '1.000',
    lines: [
      { supplier: 'NorthSea Mobile IoT', line: 'subscription' },
      { supplier: 'NorthSea Mobile IoT', line: 'data10Nl' },
      { supplier: 'NorthSea Mobile IoT', line: 'dataPerMbNl' },
      { supplier: 'NorthSea Mobile IoT', line: 'smsNl' },
      { supplier: 'NorthSea Mobile IoT', line: 'activation' },
    ],
  },
  {
    customerNumber: '100012', // Berliner Telemetrie: GlobeSIM
    markup: '30',
    indexation: '1.000',
    lines: [
      { supplier: 'GlobeSIM Worldwide', line: 'subscription' },
      { supplier: 'GlobeSIM Worldwide', line: 'data100Eu' },
      { supplier: 'GlobeSIM Worldwide', line: 'data1000World1' },
      { supplier: 'GlobeSIM Worldwide', line: 'smsNl' },
      { supplier: 'GlobeSIM Worldwide', line: 'voiceEu' },
      { supplier: 'GlobeSIM Worldwide', line: 'activation' },
    ],
  },
  {
    customerNumber: '100013', // Alpen Cold Chain: Lowlands, TrackTech
    markup: '50',
    indexation: '1.000',
    lines: [
      { supplier: 'Lowlands Mobile IoT', line: 'subscription' },
      { supplier: 'Lowlands Mobile IoT', line: 'data10Nl' },
      { supplier: 'Lowlands Mobile IoT', line: 'data100Eu' },
      { supplier: 'Lowlands Mobile IoT', line: 'smsNl' },
      { supplier: 'Lowlands Mobile IoT', line: 'activation' },
      { supplier: 'TrackTech Telematics', line: 'trackerActivation' },
    ],
  },
];

/** The year of the base prices, and the increase (percent) and reason of the next year's rows. */
const FIRST_YEAR = 2025;
const INCREASE_PERCENT = '3.0';
export const SEED_INCREASE_REASON = 'Annual price increase 2026';

/** `price` changed by `percentage`, rounded half up to four decimals (big.js in `bulkNewPrice`, never floats). */
const raised = (price: string, percentage: string) => bulkNewPrice(price, percentage, 4);

/**
 * Writes the demo sales prices for the customers in `organizationIds` (by customer number) and the suppliers in
 * `supplierIds` (by name); customers or suppliers not seeded are skipped. Runs after seedPurchasingPrices, whose
 * rate plans it links and marks up, in the seeding transaction.
 */
export async function seedSalesPrices(
  tx: Database,
  supplierIds: Map<string, number>,
  organizationIds: Map<string, number>,
): Promise<void> {
  const ratePlans = await tx
    .select({
      id: purchasingPrices.id,
      supplierId: purchasingPrices.supplierId,
      type: purchasingPrices.type,
      bundleSizeMb: purchasingPrices.bundleSizeMb,
      zone: purchasingPrices.zone,
      price: sql<string>`${purchasingPrices.price}::text`,
    })
    .from(purchasingPrices);
  const ratePlanOf = (supplierId: number, kind: LineKind) =>
    kind.ratePlan === null
      ? undefined
      : ratePlans.find(
          (p) =>
            p.supplierId === supplierId &&
            p.type === kind.ratePlan!.type &&
            p.bundleSizeMb === kind.ratePlan!.bundleSizeMb &&
            p.zone === kind.ratePlan!.zone,
        );

  const rows: (typeof salesPrices.$inferInsert)[] = [];
  for (const customer of CUSTOMERS) {
    const organizationId = organizationIds.get(customer.customerNumber);
    if (organizationId === undefined) continue;
    for (const line of customer.lines) {
      const supplierId = supplierIds.get(line.supplier);
      if (supplierId === undefined) continue;
      const kind: LineKind = LINES[line.line];
      const ratePlan = ratePlanOf(supplierId, kind);
      let subcustomerId: number | null = null;
      let price = ratePlan ? raised(ratePlan.price, customer.markup) : kind.basePrice;
      if (line.subcustomer) {
        const [sub] = await tx
          .select({ id: subcustomers.id })
          .from(subcustomers)
          .where(
            and(
              eq(subcustomers.organizationId, organizationId),
              eq(subcustomers.name, line.subcustomer.name),
            ),
          );
        if (!sub) continue;
        subcustomerId = sub.id;
        price = raised(price, line.subcustomer.percentage);
      }
      const common = {
        supplierId,
        organizationId,
        subcustomerId,
        purchasingPriceId: ratePlan?.id ?? null,
        invoiceLine: line.label ?? kind.label,
        lineType: kind.lineType,
        indexation: customer.indexation,
      };
      rows.push(
        { ...common, price, startMonth: FIRST_YEAR * 100 + 1, endMonth: FIRST_YEAR * 100 + 12, reason: '' },
        {
          ...common,
          price: raised(price, INCREASE_PERCENT),
          startMonth: (FIRST_YEAR + 1) * 100 + 1,
          endMonth: null,
          reason: SEED_INCREASE_REASON,
        },
      );
    }
  }
  if (rows.length) await tx.insert(salesPrices).values(rows);
}

/** The demo indexation's first month, factor and tier set name (issue 17): next year's, not applied yet. */
export const SEED_INDEXATION = { startMonth: 202701, value: '1.032' } as const;

/**
 * Seeds one open indexation (issue 17 "Indexations"): +3.2 % from 202701, open-ended, with the first price tier set
 * by name, applied to no customer yet — so /indexations and its "show prices" have something to show in the demo.
 * Runs after seedPriceTierSets, in the seeding transaction.
 */
export async function seedIndexations(tx: Database): Promise<void> {
  const [set] = await tx
    .select({ id: priceTierSets.id })
    .from(priceTierSets)
    .orderBy(asc(priceTierSets.name))
    .limit(1);
  await tx.insert(indexations).values({ ...SEED_INDEXATION, priceTierSetId: set?.id ?? null });
}
