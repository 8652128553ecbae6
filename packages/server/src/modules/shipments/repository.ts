import {
  CARRIER_STATUSES,
  type Shipment,
  type ShipmentList,
  type ShipmentListItem,
  type shipmentListQuerySchema,
} from '@portal/domain';
import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { organizations, shipmentEvents, shipments, subcustomers } from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';
import type { TenantScope } from '../../plugins/access.js';
import { type Actor, writeAudit } from '../../audit.js';
import { trackAndTraceUrlOf } from './carriers.js';

/** Carrier status code 1: pre-alerted (the carrier has the shipment's data). */
const PRE_ALERTED = 1;

/**
 * Shipments (issue 14; docs/shipments-api.md; spec §3 Shipment, §4 states, §9 the last N days). Every read is
 * limited to the caller's tenant scope: an organization's users reach their own organization's shipments only.
 */

export type ShipmentListParams = z.output<typeof shipmentListQuerySchema>;

const SORT_COLUMNS = {
  sentAt: shipments.sentAt,
  reference: shipments.reference,
  recipientName: shipments.recipientName,
  status: shipments.status,
} as const;

const columns = {
  shipment: shipments,
  organizationName: organizations.name,
  subcustomerName: subcustomers.name,
};
type Row = {
  shipment: typeof shipments.$inferSelect;
  organizationName: string;
  subcustomerName: string | null;
};

/**
 * SELECT of shipments with their organization's and subcustomer's names (`columns`, plus `extra` fields): the start
 * of every read that answers ShipmentListItems; the caller adds WHERE, ORDER BY and LIMIT.
 */
function selectRows<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Database,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...columns, ...extra })
    .from(shipments)
    .innerJoin(organizations, eq(organizations.id, shipments.organizationId))
    .leftJoin(subcustomers, eq(subcustomers.id, shipments.subcustomerId));
}

function toListItem({ shipment: s, organizationName, subcustomerName }: Row): ShipmentListItem {
  const barcode = s.barcode ?? '';
  return {
    id: s.id,
    kind: s.kind,
    type: s.type,
    serviceCode: s.serviceCode,
    organizationId: s.organizationId,
    organizationName,
    subcustomerId: s.subcustomerId,
    subcustomerName,
    recipientName: s.recipientName,
    address: {
      streetName: s.streetName,
      houseNumber: s.houseNumber,
      zipCode: s.zipCode,
      city: s.city,
      country: s.country,
      countryCode: s.countryCode,
    },
    reference: s.reference,
    barcode,
    status: s.status,
    carrierStatusCode: s.carrierStatusCode,
    milestone:
      s.carrierStatusCode !== null ? (CARRIER_STATUSES[s.carrierStatusCode]?.milestone ?? null) : null,
    simCount: s.simCount,
    insuranceCents: s.insuranceCents,
    sentAt: s.sentAt.toISOString(),
    trackAndTraceUrl: trackAndTraceUrlOf({ ...s, barcode }),
  };
}

/** The tenant condition: staff all, an organization user its own organization's shipments. */
const inScope = (scope: TenantScope) =>
  scope.kind === 'all' ? undefined : eq(shipments.organizationId, scope.organizationId);

/**
 * ORDER BY of a `sort` value: the column, then the id in the same direction (so one (column, id) index serves both
 * directions); the status, with two values, breaks ties newest sent first (the status index's order).
 */
function orderOf(sort: string) {
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS;
  const direction = descending ? desc : asc;
  if (key === 'status') return [direction(shipments.status), desc(shipments.sentAt), desc(shipments.id)];
  return [direction(SORT_COLUMNS[key]), direction(shipments.id)];
}

/** The overview's filter: the tenant, the window of `windowDays` days and the query's filters and search. */
function filterOf(
  scope: TenantScope,
  params: Omit<ShipmentListParams, 'page' | 'pageSize' | 'sort'>,
  windowDays: number,
) {
  const conditions: (SQL | undefined)[] = [
    inScope(scope),
    gte(shipments.sentAt, sql`now() - make_interval(days => ${windowDays})`),
    params.status ? eq(shipments.status, params.status) : undefined,
    params.kind ? eq(shipments.kind, params.kind) : undefined,
    params.type ? eq(shipments.type, params.type) : undefined,
    params.organizationId ? eq(shipments.organizationId, params.organizationId) : undefined,
    params.subcustomerId ? eq(shipments.subcustomerId, params.subcustomerId) : undefined,
  ];
  if (params.search) {
    const pattern = containsPattern(params.search);
    conditions.push(or(ilike(shipments.reference, pattern), ilike(shipments.barcode, pattern)));
  }
  return and(...conditions);
}

/**
 * GET /shipments: a page of the shipments sent in the last `windowDays` days that the caller reaches, filtered and
 * sorted (default newest sent first). `search` matches reference or barcode (contains, any letter case).
 */
export async function listShipments(
  db: Database,
  scope: TenantScope,
  params: ShipmentListParams,
  windowDays: number,
): Promise<ShipmentList> {
  const where = filterOf(scope, params, windowDays);
  const [{ total }] = await db.select({ total: count() }).from(shipments).where(where);
  const rows = await selectRows(db)
    .where(where)
    .orderBy(...orderOf(params.sort))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  return {
    items: rows.map(toListItem),
    total,
    page: params.page,
    pageSize: params.pageSize,
    windowDays,
  };
}

/** The detail fields beyond the overview row (recipient contact, package, cost, carrier). */
function detailOf(s: typeof shipments.$inferSelect) {
  return {
    recipientPhone: s.recipientPhone,
    recipientEmail: s.recipientEmail,
    stateProvinceCode: s.stateProvinceCode,
    package:
      s.kind === 'international' && s.weightGrams !== null
        ? {
            boxType: s.boxType,
            weightKg: s.weightGrams / 1000,
            lengthCm: s.lengthCm ?? 0,
            widthCm: s.widthCm ?? 0,
            heightCm: s.heightCm ?? 0,
            productDescription: s.productDescription ?? '',
          }
        : null,
    totalCostCents: s.totalCostCents,
    carrier: s.carrier,
  };
}

/** GET /shipments/{id}: one shipment the caller reaches, with its carrier events oldest first; null otherwise. */
export async function getShipment(db: Database, scope: TenantScope, id: number): Promise<Shipment | null> {
  const [row] = await selectRows(db).where(and(eq(shipments.id, id), inScope(scope)));
  if (!row) return null;
  const events = await db
    .select({ code: shipmentEvents.code, occurredAt: shipmentEvents.occurredAt })
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, id))
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id));
  return {
    ...toListItem(row),
    ...detailOf(row.shipment),
    events: events.map((e) => ({
      code: e.code,
      milestone: CARRIER_STATUSES[e.code]?.milestone ?? null,
      occurredAt: e.occurredAt.toISOString(),
    })),
  };
}

/** A shipment the carrier accepted, as the create routes write it (destination copied in; amounts in cents). */
export type NewShipment = Omit<
  typeof shipments.$inferInsert,
  'id' | 'status' | 'carrierStatusCode' | 'carrierStatusAt' | 'sentAt' | 'createdAt'
> & { barcode: string; carrier: string };

/**
 * Writes a shipment the carrier has accepted, with its first event (code 1, pre-alerted: the carrier has the
 * data), the audit record and `alsoWrite` — one transaction, so a failure leaves nothing. Returns the new id.
 */
export async function insertShipment(
  db: Database,
  actor: Actor,
  values: NewShipment,
  now = new Date(),
  /** More writes of the same transaction with the new shipment's id (issue 15: linking a webshop order). */
  alsoWrite?: (tx: Database, shipmentId: number) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(shipments)
      .values({
        ...values,
        status: 'inTransit',
        carrierStatusCode: PRE_ALERTED,
        carrierStatusAt: now,
        sentAt: now,
        createdAt: now,
      })
      .returning();
    await tx.insert(shipmentEvents).values({ shipmentId: row.id, code: PRE_ALERTED, occurredAt: now });
    await writeAudit(tx, actor, 'create', 'shipment', row.id, null, row);
    if (alsoWrite) await alsoWrite(tx, row.id);
    return row.id;
  });
}

/**
 * The organization `organizationId` and, when `subcustomerId` is given, its subcustomer of that id (null when the
 * subcustomer belongs elsewhere); null when the organization does not exist.
 */
export async function recipientOrganization(
  db: Database,
  organizationId: number,
  subcustomerId: number | null,
): Promise<{ id: number; subcustomer: { id: number } | null } | null> {
  const [organization] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) return null;
  if (subcustomerId === null) return { id: organization.id, subcustomer: null };
  const [subcustomer] = await db
    .select({ id: subcustomers.id })
    .from(subcustomers)
    .where(and(eq(subcustomers.id, subcustomerId), eq(subcustomers.organizationId, organizationId)));
  return { id: organization.id, subcustomer: subcustomer ?? null };
}

/** The overview rows of `ids` that the caller reaches, in the order of `ids` (missing ones left out). */
export async function getShipmentsByIds(
  db: Database,
  scope: TenantScope,
  ids: readonly number[],
): Promise<ShipmentListItem[]> {
  if (!ids.length) return [];
  const rows = await selectRows(db).where(and(inArray(shipments.id, [...ids]), inScope(scope)));
  const byId = new Map(rows.map((row) => [row.shipment.id, toListItem(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Rows per query of the export (keyset batches: a large export never sits in memory whole). */
export const EXPORT_BATCH = 1000;

/**
 * Every shipment of the filtered window the caller reaches (the overview's filters, without paging), newest sent
 * first, `batchSize` rows per query, with its carrier cost for the export. The cursor is the last row's
 * `(sent_at, id)` with `sent_at` carried as PostgreSQL's own text, so rows whose times differ only below a
 * millisecond (JavaScript dates stop there, PostgreSQL keeps microseconds) are neither skipped nor repeated.
 */
export async function* shipmentExportRows(
  db: Database,
  scope: TenantScope,
  params: Omit<ShipmentListParams, 'page' | 'pageSize' | 'sort'>,
  windowDays: number,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<ShipmentListItem & { totalCostCents: number | null }> {
  const where = filterOf(scope, params, windowDays);
  let after: { sentAt: string; id: number } | undefined;
  for (;;) {
    const rows = await selectRows(db, { exactSentAt: sql<string>`${shipments.sentAt}::text` })
      .where(
        and(
          where,
          after === undefined
            ? undefined
            : sql`(${shipments.sentAt}, ${shipments.id}) < (${after.sentAt}::timestamptz, ${after.id})`,
        ),
      )
      .orderBy(desc(shipments.sentAt), desc(shipments.id))
      .limit(batchSize);
    for (const row of rows) yield { ...toListItem(row), totalCostCents: row.shipment.totalCostCents };
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    after = { sentAt: last.exactSentAt, id: last.shipment.id };
  }
}
