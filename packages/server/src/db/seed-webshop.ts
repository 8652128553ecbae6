import type { SimFormFactor, WebshopOrderStatus } from '@portal/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from './client.js';
import {
  addresses,
  organizations,
  shipments,
  users,
  webshopOrders,
  webshopProducts,
} from './schema/index.js';

/**
 * Demo webshop (issue 15 "Demo seed: … a product catalogue, orders in several states"): a catalogue of seven
 * products (one no longer sold) and orders of Acme Logistics (100001, every subsystem) and Brabant Water (100003)
 * in each state; the shipped and delivered ones are linked to seeded shipments of their organization.
 */

const PRODUCTS: { supplier: string; formFactor: SimFormFactor; plan: string; active?: boolean }[] = [
  { supplier: 'NorthSea Mobile IoT', formFactor: 'tripleCut', plan: 'NorthSea IoT 10 MB' },
  { supplier: 'NorthSea Mobile IoT', formFactor: 'mff2', plan: 'NorthSea NB-IoT 1 MB' },
  { supplier: 'Lowlands Mobile IoT', formFactor: 'tripleCut', plan: 'Lowlands M2M 50 MB' },
  { supplier: 'Polder IoT Networks', formFactor: 'nano', plan: 'Polder LTE-M 5 MB' },
  { supplier: 'GlobeSIM Worldwide', formFactor: 'tripleCut', plan: 'GlobeSIM World 100 MB' },
  { supplier: 'GlobeSIM Worldwide', formFactor: 'mff2', plan: 'GlobeSIM World 100 MB' },
  { supplier: 'Lowlands Mobile IoT', formFactor: 'nano', plan: 'Lowlands 3G 20 MB', active: false },
];

const ORDERS: {
  customerNumber: string;
  orderer: string;
  plan: string;
  formFactor: SimFormFactor;
  quantity: number;
  status: WebshopOrderStatus;
  daysAgo: number;
  reference: string | null;
  remark?: string;
}[] = [
  {
    customerNumber: '100001',
    orderer: 'tech@acme.example',
    plan: 'NorthSea IoT 10 MB',
    formFactor: 'tripleCut',
    quantity: 50,
    status: 'received',
    daysAgo: 0,
    reference: 'Fleet Q1',
    remark: 'Please deliver at the back entrance.',
  },
  {
    customerNumber: '100001',
    orderer: 'tech@acme.example',
    plan: 'GlobeSIM World 100 MB',
    formFactor: 'tripleCut',
    quantity: 10,
    status: 'processing',
    daysAgo: 2,
    reference: 'Containers',
  },
  {
    customerNumber: '100001',
    orderer: 'signer@acme.example',
    plan: 'NorthSea NB-IoT 1 MB',
    formFactor: 'mff2',
    quantity: 200,
    status: 'shipped',
    daysAgo: 5,
    reference: 'Meters batch 7',
  },
  {
    customerNumber: '100001',
    orderer: 'tech@acme.example',
    plan: 'Lowlands M2M 50 MB',
    formFactor: 'tripleCut',
    quantity: 5,
    status: 'delivered',
    daysAgo: 30,
    reference: null,
  },
  {
    customerNumber: '100001',
    orderer: 'tech@acme.example',
    plan: 'NorthSea IoT 10 MB',
    formFactor: 'tripleCut',
    quantity: 1000,
    status: 'cancelled',
    daysAgo: 40,
    reference: 'Typo',
  },
  {
    customerNumber: '100003',
    orderer: 'signer@brabantwater.example',
    plan: 'Lowlands M2M 50 MB',
    formFactor: 'tripleCut',
    quantity: 20,
    status: 'received',
    daysAgo: 1,
    reference: 'Pumps',
  },
];

/** Writes the demo catalogue and orders (inside the main seed's transaction). `supplierIds`: suppliers by name. */
export async function seedWebshop(
  tx: Database,
  supplierIds: Map<string, number>,
  now = new Date(),
): Promise<void> {
  const products = await tx
    .insert(webshopProducts)
    .values(
      PRODUCTS.flatMap((p) => {
        const supplierId = supplierIds.get(p.supplier);
        return supplierId === undefined
          ? []
          : [{ supplierId, formFactor: p.formFactor, plan: p.plan, active: p.active ?? true }];
      }),
    )
    .returning();
  const usedShipments = new Set<number>();
  for (const o of ORDERS) {
    const [org] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.customerNumber, o.customerNumber));
    const [orderer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, o.orderer));
    const product = products.find((p) => p.plan === o.plan && p.formFactor === o.formFactor);
    const supplier = PRODUCTS.find((p) => p.plan === o.plan && p.formFactor === o.formFactor)!.supplier;
    if (!org || !product) continue;
    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.organizationId, org.id), isNull(addresses.subcustomerId)))
      .orderBy(asc(addresses.id))
      .limit(1);
    if (!address) continue;
    let shipmentId: number | null = null;
    if (o.status === 'shipped' || o.status === 'delivered') {
      const wanted = o.status === 'shipped' ? 'inTransit' : 'delivered';
      const candidates = await tx
        .select({ id: shipments.id })
        .from(shipments)
        .where(
          and(
            eq(shipments.organizationId, org.id),
            eq(shipments.status, wanted),
            eq(shipments.kind, 'domestic'),
          ),
        )
        .orderBy(asc(shipments.id));
      shipmentId = candidates.find((c) => !usedShipments.has(c.id))?.id ?? null;
      if (shipmentId !== null) usedShipments.add(shipmentId);
    }
    const at = new Date(now.getTime() - o.daysAgo * 86_400_000 - 3_600_000);
    await tx.insert(webshopOrders).values({
      organizationId: org.id,
      productId: product.id,
      supplierName: supplier,
      formFactor: o.formFactor,
      plan: o.plan,
      quantity: o.quantity,
      addressId: address.id,
      streetName: address.streetName,
      houseNumber: address.houseNumber,
      zipCode: address.zipCode,
      city: address.city,
      country: address.country,
      countryCode: address.countryCode,
      reference: o.reference,
      remark: o.remark ?? null,
      status:
        shipmentId === null && (o.status === 'shipped' || o.status === 'delivered') ? 'processing' : o.status,
      shipmentId,
      orderedBy: orderer?.id ?? null,
      createdAt: at,
      updatedAt: at,
    });
  }
}
