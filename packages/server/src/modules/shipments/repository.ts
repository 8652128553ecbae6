import {
  CARRIER_STATUSES,
  type Shipment,
  type ShipmentList,
  type ShipmentListItem,
  type shipmentListQuerySchema,
} from '@portal/domain';
import { type SQL, and, asc, count, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { organizations, shipmentEvents, shipments, subcustomers } from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';
import type { TenantScope } from '../../plugins/access.js';
import { trackAndTraceUrlOf } from './carriers.js';

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
 * GET /shipments: a page of the shipments sent in the last `windowDays` days that the caller reaches, filtered and
 * sorted (default newest sent first). `search` matches reference or barcode (contains, any letter case).
 */
export async function listShipments(
  db: Database,
  scope: TenantScope,
  params: ShipmentListParams,
  windowDays: number,
): Promise<ShipmentList> {
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
  const where = and(...conditions);
  const descending = params.sort.startsWith('-');
  const column = SORT_COLUMNS[params.sort.replace(/^-/, '') as keyof typeof SORT_COLUMNS];
  const [{ total }] = await db.select({ total: count() }).from(shipments).where(where);
  const rows = await db
    .select(columns)
    .from(shipments)
    .innerJoin(organizations, eq(organizations.id, shipments.organizationId))
    .leftJoin(subcustomers, eq(subcustomers.id, shipments.subcustomerId))
    .where(where)
    .orderBy(descending ? desc(column) : asc(column), desc(shipments.id))
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

/** GET /shipments/{id}: one shipment the caller reaches, with its carrier events oldest first; null otherwise. */
export async function getShipment(db: Database, scope: TenantScope, id: number): Promise<Shipment | null> {
  const [row] = await db
    .select(columns)
    .from(shipments)
    .innerJoin(organizations, eq(organizations.id, shipments.organizationId))
    .leftJoin(subcustomers, eq(subcustomers.id, shipments.subcustomerId))
    .where(and(eq(shipments.id, id), inScope(scope)));
  if (!row) return null;
  const events = await db
    .select({ code: shipmentEvents.code, occurredAt: shipmentEvents.occurredAt })
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, id))
    .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id));
  return {
    ...toListItem(row),
    events: events.map((e) => ({
      code: e.code,
      milestone: CARRIER_STATUSES[e.code]?.milestone ?? null,
      occurredAt: e.occurredAt.toISOString(),
    })),
  };
}
