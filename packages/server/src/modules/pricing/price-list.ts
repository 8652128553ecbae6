import type { Locale, PriceList, SalesLineType, SalesPrice, priceListQuerySchema } from '@portal/domain';
import { type SQL, and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { organizations, salesPrices } from '../../db/schema/index.js';
import type { ExportColumn } from '../../files/xlsx.js';
import { salesPriceConditions, selectSalesPrices, toSalesPrice } from './sales-price-query.js';

/**
 * The sales price list (issue 16 "Price list"; docs/pricing-api.md "Price list"; spec §9: it says when not all
 * results are shown): the sales prices across customers for the shared filters, in SALES_PRICE_DEFAULT_ORDER —
 * customer (any case), invoice line (any case), start month, id. The list answers the first PRICE_LIST_LIMIT rows
 * and the total; the export streams the whole filtered set as xlsx.
 *
 * Both read the rows customer group by customer group (customers whose names are equal in any case form one group,
 * in name order), each in keyset batches over (lower(invoice line), start month, id): for one customer that is a
 * range of sales_prices_organization_idx, so a batch never sorts the whole table and 200,000 rows never sit in
 * memory at once, while the order stays exactly that of SALES_PRICE_DEFAULT_ORDER.
 */

export type PriceListParams = z.output<typeof priceListQuerySchema>;

/** Rows per query of the export. */
export const PRICE_EXPORT_BATCH = 2000;

/** The order inside one customer group: SALES_PRICE_DEFAULT_ORDER after its first key (the customer's name). */
const GROUP_ORDER = [
  asc(sql`lower(${salesPrices.invoiceLine})`),
  asc(salesPrices.startMonth),
  asc(salesPrices.id),
];

/**
 * The customers that have a row matching `where`, grouped by lower(name) in name order (the first key of
 * SALES_PRICE_DEFAULT_ORDER, in the database's collation): the ids of each group.
 */
async function customerGroups(
  db: Database,
  where: SQL | undefined,
  organizationId?: number,
): Promise<number[][]> {
  const name = sql`lower(${organizations.name})`;
  const rows = await db
    .select({ ids: sql<string>`string_agg(${organizations.id}::text, ',' order by ${organizations.id})` })
    .from(organizations)
    .where(
      and(
        organizationId === undefined ? undefined : eq(organizations.id, organizationId),
        sql`exists (select 1 from ${salesPrices} where ${salesPrices.organizationId} = ${organizations.id}
          ${where ? sql`and ${where}` : sql``})`,
      ),
    )
    .groupBy(name)
    .orderBy(asc(name));
  return rows.map((r) => r.ids.split(',').map(Number));
}

/**
 * The rows of the price list for `params` in SALES_PRICE_DEFAULT_ORDER, at most `max` (default: all), read in
 * keyset batches of `batchSize` per customer group (see above).
 */
export async function* priceListRows(
  db: Database,
  params: PriceListParams,
  {
    batchSize = PRICE_EXPORT_BATCH,
    max = Number.POSITIVE_INFINITY,
  }: { batchSize?: number; max?: number } = {},
): AsyncGenerator<SalesPrice> {
  const where = salesPriceConditions(params);
  let left = max;
  for (const ids of await customerGroups(db, where, params.organizationId)) {
    let after: { invoiceLine: string; startMonth: number; id: number } | undefined;
    while (left > 0) {
      const size = Math.min(batchSize, left);
      const rows = await selectSalesPrices(db)
        .where(
          and(
            where,
            ids.length === 1
              ? eq(salesPrices.organizationId, ids[0])
              : inArray(salesPrices.organizationId, ids),
            after === undefined
              ? undefined
              : sql`(lower(${salesPrices.invoiceLine}), ${salesPrices.startMonth}, ${salesPrices.id})
                  > (lower(${after.invoiceLine}), ${after.startMonth}, ${after.id})`,
          ),
        )
        .orderBy(...GROUP_ORDER)
        .limit(size);
      for (const row of rows) yield toSalesPrice(row);
      left -= rows.length;
      if (rows.length < size) break;
      const last = rows[rows.length - 1];
      after = { invoiceLine: last.invoiceLine, startMonth: last.startMonth, id: last.id };
    }
    if (left <= 0) return;
  }
}

/**
 * GET /sales-price-list: the first `limit` (PRICE_LIST_LIMIT) rows matching `params` in SALES_PRICE_DEFAULT_ORDER,
 * the `total` of all matching rows, and `truncated` when total > limit (the list then says not all results are
 * shown, spec §9).
 */
export async function listPriceList(
  db: Database,
  params: PriceListParams,
  limit: number,
): Promise<PriceList> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(salesPrices)
    .where(salesPriceConditions(params));
  const items: SalesPrice[] = [];
  for await (const row of priceListRows(db, params, { batchSize: limit, max: limit })) items.push(row);
  return { items, total, limit, truncated: total > limit };
}

const TEXTS = {
  en: {
    sheet: 'Sales prices',
    organization: 'Customer',
    subcustomer: 'Subcustomer',
    supplier: 'Provider',
    invoiceLine: 'Invoice line',
    lineType: 'Line type',
    price: 'Price (EUR)',
    startMonth: 'Start month',
    endMonth: 'End month',
    indexation: 'Indexation',
    effectivePrice: 'Effective price (EUR)',
    reason: 'Reason for increase',
    lineTypes: {
      subscription: 'Subscription',
      data: 'Data',
      sms: 'SMS',
      voice: 'Voice',
      oneOff: 'One-off',
    },
  },
  nl: {
    sheet: 'Verkoopprijzen',
    organization: 'Klant',
    subcustomer: 'Subklant',
    supplier: 'Leverancier',
    invoiceLine: 'Factuurregel',
    lineType: 'Regeltype',
    price: 'Prijs (EUR)',
    startMonth: 'Startmaand',
    endMonth: 'Eindmaand',
    indexation: 'Indexatie',
    effectivePrice: 'Effectieve prijs (EUR)',
    reason: 'Reden van verhoging',
    lineTypes: {
      subscription: 'Abonnement',
      data: 'Data',
      sms: 'Sms',
      voice: 'Spraak',
      oneOff: 'Eenmalig',
    },
  },
} as const satisfies Record<Locale, { lineTypes: Record<SalesLineType, string> } & Record<string, unknown>>;

/** The export's sheet name in `locale`. */
export const priceListSheetName = (locale: Locale) => TEXTS[locale].sheet;

/**
 * A decimal string as a number cell, so the sheet can sort and sum it. Exact: a price has at most 12 significant
 * digits (numeric(12,4)), an indexation 4, and a double carries 15, so the cell holds the same decimal value; no
 * arithmetic is done on it.
 */
const decimalCell = (value: string) => Number(value);

/** The columns of the price list export in `locale`: one row per price, prices in euros, months as YYYYMM. */
export function priceListExportColumns(locale: Locale): ExportColumn<SalesPrice>[] {
  const t = TEXTS[locale];
  return [
    { header: t.organization, width: 28, value: (p) => p.organizationName },
    { header: t.subcustomer, width: 24, value: (p) => p.subcustomerName },
    { header: t.supplier, width: 24, value: (p) => p.supplierName },
    { header: t.invoiceLine, width: 32, value: (p) => p.invoiceLine },
    { header: t.lineType, width: 14, value: (p) => t.lineTypes[p.lineType] },
    { header: t.price, width: 14, numFmt: '0.0000', value: (p) => decimalCell(p.price) },
    { header: t.startMonth, width: 12, numFmt: '0', value: (p) => Number(p.startMonth) },
    {
      header: t.endMonth,
      width: 12,
      numFmt: '0',
      value: (p) => (p.endMonth === null ? null : Number(p.endMonth)),
    },
    { header: t.indexation, width: 12, numFmt: '0.000', value: (p) => decimalCell(p.indexation) },
    { header: t.effectivePrice, width: 18, numFmt: '0.0000', value: (p) => decimalCell(p.effectivePrice) },
    { header: t.reason, width: 40, value: (p) => p.reason },
  ];
}
