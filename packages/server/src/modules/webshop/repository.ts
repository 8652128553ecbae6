import {
  type Locale,
  type Page,
  WebshopMessages,
  type WebshopOrder,
  type WebshopOrderStatus,
  type WebshopProduct,
  type webshopOrderInputSchema,
  type webshopProductInputSchema,
  webshopOrderNumber,
} from '@portal/domain';
import { type SQL, and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, writeAudit } from '../../audit.js';
import type { Database } from '../../db/client.js';
import {
  addresses,
  mailOutbox,
  organizations,
  shipments,
  suppliers,
  users,
  webshopOrders,
  webshopProducts,
} from '../../db/schema/index.js';
import { ApiError, badRequest, notFound } from '../../errors.js';
import type { TenantScope } from '../../plugins/access.js';
import { trackAndTraceUrlOf } from '../shipments/carriers.js';
import { webshopOrderMail } from './mails.js';

/** The webshop's storage (issue 15 "Webshop"; docs/sim-management-api.md "Webshop"). */

// ─── Catalogue ───────────────────────────────────────────────────────────────────────────────────────────────

const productFields = {
  id: webshopProducts.id,
  supplierId: webshopProducts.supplierId,
  supplierName: suppliers.name,
  formFactor: webshopProducts.formFactor,
  plan: webshopProducts.plan,
  active: webshopProducts.active,
};

/** The catalogue by supplier, form factor and plan: active products, or all (`includeInactive`). */
export async function listProducts(db: Database, includeInactive: boolean): Promise<WebshopProduct[]> {
  return db
    .select(productFields)
    .from(webshopProducts)
    .innerJoin(suppliers, eq(suppliers.id, webshopProducts.supplierId))
    .where(includeInactive ? undefined : eq(webshopProducts.active, true))
    .orderBy(
      asc(sql`lower(${suppliers.name})`),
      asc(webshopProducts.formFactor),
      asc(sql`lower(${webshopProducts.plan})`),
    );
}

async function productById(db: Database, id: number): Promise<WebshopProduct | null> {
  const [row] = await db
    .select(productFields)
    .from(webshopProducts)
    .innerJoin(suppliers, eq(suppliers.id, webshopProducts.supplierId))
    .where(eq(webshopProducts.id, id));
  return row ?? null;
}

type ProductInput = z.output<typeof webshopProductInputSchema>;

async function assertSupplier(db: Database, supplierId: number): Promise<void> {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!row) throw badRequest([{ field: 'supplierId', message: 'This supplier does not exist.' }]);
}

/** Adds a product (audited). 400 on supplierId (unknown) or plan (the same product exists, any case). */
export async function createProduct(
  db: Database,
  input: ProductInput,
  actor: Actor,
): Promise<WebshopProduct> {
  await assertSupplier(db, input.supplierId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(webshopProducts).values(input).returning();
    await writeAudit(tx, actor, 'create', 'webshopProduct', row!.id, null, row);
    return row!.id;
  });
  return (await productById(db, id))!;
}

/** Changes product `id` (audited; orders keep what they ordered); null when there is none. 400 as createProduct. */
export async function updateProduct(
  db: Database,
  id: number,
  input: ProductInput,
  actor: Actor,
): Promise<WebshopProduct | null> {
  await assertSupplier(db, input.supplierId);
  const found = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(webshopProducts).where(eq(webshopProducts.id, id)).for('update');
    if (!before) return false;
    const [after] = await tx.update(webshopProducts).set(input).where(eq(webshopProducts.id, id)).returning();
    await writeAudit(tx, actor, 'update', 'webshopProduct', id, before, after);
    return true;
  });
  return found ? productById(db, id) : null;
}

// ─── Orders ──────────────────────────────────────────────────────────────────────────────────────────────────

const orderNumberOf = webshopOrderNumber;

/** An order number or its digits ("WS-000012", "12") as an id, else null. */
function idOfOrderNumber(text: string): number | null {
  const match = /^(?:ws-?)?0*(\d{1,9})$/i.exec(text.trim());
  return match ? Number(match[1]) : null;
}

const orderFields = {
  order: webshopOrders,
  organizationName: organizations.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  locale: users.locale,
  shipmentBarcode: shipments.barcode,
  shipmentKind: shipments.kind,
  shipmentZip: shipments.zipCode,
  shipmentCountry: shipments.countryCode,
};

type OrderRow = {
  order: typeof webshopOrders.$inferSelect;
  organizationName: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  locale: string | null;
  shipmentBarcode: string | null;
  shipmentKind: 'domestic' | 'international' | null;
  shipmentZip: string | null;
  shipmentCountry: string | null;
};

function orderOf(row: OrderRow): WebshopOrder {
  const o = row.order;
  const shipment =
    o.shipmentId !== null && row.shipmentBarcode !== null
      ? {
          id: o.shipmentId,
          barcode: row.shipmentBarcode,
          trackAndTraceUrl: trackAndTraceUrlOf({
            id: o.shipmentId,
            kind: row.shipmentKind ?? 'domestic',
            barcode: row.shipmentBarcode,
            zipCode: row.shipmentZip ?? '',
            countryCode: row.shipmentCountry ?? 'NL',
          }),
        }
      : null;
  return {
    id: o.id,
    orderNumber: orderNumberOf(o.id),
    organizationId: o.organizationId,
    organizationName: row.organizationName,
    productId: o.productId,
    product: { supplierName: o.supplierName, formFactor: o.formFactor, plan: o.plan },
    quantity: o.quantity,
    addressId: o.addressId,
    address: {
      streetName: o.streetName,
      houseNumber: o.houseNumber,
      zipCode: o.zipCode,
      city: o.city,
      country: o.country,
      countryCode: o.countryCode,
    },
    reference: o.reference,
    remark: o.remark,
    status: o.status,
    shipment,
    orderedBy:
      row.email !== null
        ? { name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(), email: row.email }
        : null,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

function selectOrders(db: Database) {
  return db
    .select(orderFields)
    .from(webshopOrders)
    .innerJoin(organizations, eq(organizations.id, webshopOrders.organizationId))
    .leftJoin(users, eq(users.id, webshopOrders.orderedBy))
    .leftJoin(shipments, eq(shipments.id, webshopOrders.shipmentId));
}

const inScope = (scope: TenantScope): SQL | undefined =>
  scope.kind === 'all' ? undefined : eq(webshopOrders.organizationId, scope.organizationId);

/** A page of the orders `scope` reaches, newest first, filtered by status, organization and order number/reference. */
export async function listOrders(
  db: Database,
  scope: TenantScope,
  query: {
    page: number;
    pageSize: number;
    status?: WebshopOrderStatus;
    organizationId?: number;
    search?: string;
  },
): Promise<Page<WebshopOrder>> {
  const conditions: (SQL | undefined)[] = [inScope(scope)];
  if (query.status) conditions.push(eq(webshopOrders.status, query.status));
  if (query.organizationId !== undefined)
    conditions.push(eq(webshopOrders.organizationId, query.organizationId));
  if (query.search) {
    const id = idOfOrderNumber(query.search);
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(ilike(webshopOrders.reference, pattern), ...(id !== null ? [eq(webshopOrders.id, id)] : [])),
    );
  }
  const where = and(...conditions);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(webshopOrders).where(where);
  const rows = await selectOrders(db)
    .where(where)
    .orderBy(desc(webshopOrders.createdAt), desc(webshopOrders.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items: rows.map(orderOf), total, page: query.page, pageSize: query.pageSize };
}

/** Order `id` if `scope` reaches it, else null. */
export async function getOrder(db: Database, scope: TenantScope, id: number): Promise<WebshopOrder | null> {
  const [row] = await selectOrders(db).where(and(eq(webshopOrders.id, id), inScope(scope)));
  return row ? orderOf(row) : null;
}

/** Queues the mail about `order` to its orderer (in their language, else Dutch), inside the caller's transaction. */
async function queueOrderMail(
  tx: Database,
  event: 'received' | 'shipped',
  orderId: number,
  publicUrl: string,
) {
  const [row] = await selectOrders(tx).where(eq(webshopOrders.id, orderId));
  if (!row?.email) return 0;
  const order = orderOf(row);
  const locale: Locale = row.locale === 'en' ? 'en' : 'nl';
  const mail = webshopOrderMail(
    event,
    order,
    order.orderedBy!.name,
    locale,
    `${publicUrl}/webshop/orders/${orderId}`,
  );
  await tx.insert(mailOutbox).values({ to: row.email, ...mail });
  return 1;
}

/**
 * Places an order for `organizationId` by `actor` (audited) and queues the "received" mail, in one transaction.
 * 400 on productId (unknown or inactive) or addressId (not an address of that organization).
 */
export async function createOrder(
  db: Database,
  organizationId: number,
  input: z.output<typeof webshopOrderInputSchema>,
  actor: Actor,
  publicUrl: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ ...productFields })
      .from(webshopProducts)
      .innerJoin(suppliers, eq(suppliers.id, webshopProducts.supplierId))
      .where(eq(webshopProducts.id, input.productId));
    const [address] = await tx
      .select()
      .from(addresses)
      .where(
        and(
          eq(addresses.id, input.addressId),
          eq(addresses.organizationId, organizationId),
          isNull(addresses.subcustomerId),
        ),
      );
    const problems = [
      ...(!product || !product.active
        ? [{ field: 'productId', message: WebshopMessages.productInactive }]
        : []),
      ...(!address ? [{ field: 'addressId', message: WebshopMessages.addressNotFound }] : []),
    ];
    if (problems.length) throw badRequest(problems);
    const [row] = await tx
      .insert(webshopOrders)
      .values({
        organizationId,
        productId: product!.id,
        supplierName: product!.supplierName,
        formFactor: product!.formFactor,
        plan: product!.plan,
        quantity: input.quantity,
        addressId: address!.id,
        streetName: address!.streetName,
        houseNumber: address!.houseNumber,
        zipCode: address!.zipCode,
        city: address!.city,
        country: address!.country,
        countryCode: address!.countryCode,
        reference: input.reference,
        remark: input.remark,
        orderedBy: actor.userId,
      })
      .returning();
    await writeAudit(tx, actor, 'create', 'webshopOrder', row!.id, null, row);
    await queueOrderMail(tx, 'received', row!.id, publicUrl);
    return row!.id;
  });
}

/** Who changes an order's status: staff, or an orderer of the order's organization. */
export type StatusChanger = 'staff' | 'orderer';

const ALLOWED: Record<StatusChanger, Record<'processing' | 'cancelled', readonly WebshopOrderStatus[]>> = {
  staff: { processing: ['received'], cancelled: ['received', 'processing'] },
  orderer: { processing: [], cancelled: ['received'] },
};

/**
 * Moves order `id` (reached by `scope`) to `status` when `who` may (ALLOWED; audited). 404 unknown, 400 (spec §8
 * shape, WebshopMessages.transitionRefused) when the order is in another state.
 */
export async function changeOrderStatus(
  db: Database,
  scope: TenantScope,
  id: number,
  status: 'processing' | 'cancelled',
  who: StatusChanger,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(webshopOrders)
      .where(and(eq(webshopOrders.id, id), inScope(scope)))
      .for('update');
    if (!before) throw notFound();
    if (!ALLOWED[who][status].includes(before.status))
      throw new ApiError(400, WebshopMessages.transitionRefused, []);
    await tx.update(webshopOrders).set({ status, updatedAt: new Date() }).where(eq(webshopOrders.id, id));
    await writeAudit(tx, actor, 'update', 'webshopOrder', id, { status: before.status }, { status });
  });
}

/** 400 on webshopOrderId unless order `orderId` can be shipped to `organizationId` (received or processing, unlinked). */
export async function assertShippable(db: Database, orderId: number, organizationId: number): Promise<void> {
  const [row] = await db
    .select({
      organizationId: webshopOrders.organizationId,
      status: webshopOrders.status,
      shipmentId: webshopOrders.shipmentId,
    })
    .from(webshopOrders)
    .where(eq(webshopOrders.id, orderId));
  const ok =
    row &&
    row.organizationId === organizationId &&
    row.shipmentId === null &&
    (row.status === 'received' || row.status === 'processing');
  if (!ok) throw badRequest([{ field: 'webshopOrderId', message: WebshopMessages.notShippable }]);
}

/**
 * Links order `orderId` to the new shipment `shipmentId` and marks it shipped, inside the shipment's transaction
 * (`tx`), and queues the "shipped" mail; returns true. Checks again under a row lock what assertShippable checked
 * before the carrier was called: when another request shipped or cancelled the order meanwhile, nothing changes on
 * the order and it returns false — the shipment is stored all the same, as the carrier has booked it (a refusal here
 * would leave a paid label the portal does not know).
 */
export async function linkShipment(
  tx: Database,
  orderId: number,
  organizationId: number,
  shipmentId: number,
  actor: Actor,
  publicUrl: string,
): Promise<boolean> {
  const [before] = await tx.select().from(webshopOrders).where(eq(webshopOrders.id, orderId)).for('update');
  if (
    !before ||
    before.organizationId !== organizationId ||
    before.shipmentId !== null ||
    !(before.status === 'received' || before.status === 'processing')
  ) {
    return false;
  }
  await tx
    .update(webshopOrders)
    .set({ status: 'shipped', shipmentId, updatedAt: new Date() })
    .where(eq(webshopOrders.id, orderId));
  await writeAudit(
    tx,
    actor,
    'update',
    'webshopOrder',
    orderId,
    { status: before.status },
    { status: 'shipped', shipmentId },
  );
  await queueOrderMail(tx, 'shipped', orderId, publicUrl);
  return true;
}

/**
 * An order follows its shipment (issue 15 "the order then links to the shipment and follows its status"): called in
 * the transaction that moves shipment `shipmentId` to delivered (the status poller), it marks the shipped order linked
 * to it delivered (audited as a system write). Returns how many orders moved (0 or 1).
 */
export async function followDelivery(tx: Database, shipmentId: number): Promise<number> {
  const moved = await tx
    .update(webshopOrders)
    .set({ status: 'delivered', updatedAt: new Date() })
    .where(and(eq(webshopOrders.shipmentId, shipmentId), eq(webshopOrders.status, 'shipped')))
    .returning({ id: webshopOrders.id });
  for (const { id } of moved) {
    await writeAudit(
      tx,
      { userId: null },
      'update',
      'webshopOrder',
      id,
      { status: 'shipped' },
      { status: 'delivered' },
    );
  }
  return moved.length;
}
