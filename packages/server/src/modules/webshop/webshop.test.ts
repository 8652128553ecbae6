import {
  type Page,
  type Shipment,
  WebshopMessages,
  type WebshopOrder,
  type WebshopProduct,
} from '@portal/domain';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { addresses, mailOutbox, shipments, users, webshopOrders } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import { carrierRegistry } from '../shipments/carrier-setup.js';
import type { Carriers } from '../shipments/carriers.js';
import { pollShipmentStatuses } from '../shipments/poller.js';
import { createSandboxCarriers } from '../shipments/sandbox-carriers.js';
import {
  ACME_NUMBER,
  DEMO,
  type DemoAccount,
  NOORDZEE_NUMBER,
  call,
  organizationIdOf,
} from '../organizations/test-support.js';

/**
 * The webshop (issue 15 "Webshop `/webshop` (subsystem 2)"; rules in @portal/domain webshop.ts): the catalogue, who
 * orders for whom, the states and who moves them, mails in the orderer's language, and fulfilment through the
 * shipment flow (the order links to its shipment and follows it to delivered).
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let h: Harness;
const tokens = new Map<DemoAccount, string>();
let acmeId: number;
let noordzeeId: number;
let acmeAddressId: number;
let noordzeeAddressId: number;
let products: WebshopProduct[];

const firstAddress = async (organizationId: number) =>
  (
    await h.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.organizationId, organizationId), isNull(addresses.subcustomerId)))
      .orderBy(addresses.id)
  )[0]!.id;

/** The sandbox carrier's clock: a test moves it to let a shipment travel to delivered. */
let clock = new Date();
const STEP_MS = 60_000;
const sandbox = createSandboxCarriers({ stepMs: STEP_MS, now: () => clock });
/** What the app books with; a test may swap in a carrier that does something while it books. */
const active: Carriers = { ...sandbox };

beforeAll(async () => {
  h = await createTestApp({ carriers: carrierRegistry(active, sandbox) });
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
  acmeId = await organizationIdOf(h.db, ACME_NUMBER);
  noordzeeId = await organizationIdOf(h.db, NOORDZEE_NUMBER);
  acmeAddressId = await firstAddress(acmeId);
  noordzeeAddressId = await firstAddress(noordzeeId);
  products = (
    await call(h.app, 'GET', '/api/webshop/products', { token: tokens.get('acmeTechnical') })
  ).json();
});
afterAll(async () => h?.close());

const req = (who: DemoAccount, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call(h.app, method, `/api${url}`, { token: tokens.get(who), body });
const order = (overrides: Record<string, unknown> = {}) => ({
  productId: products[0]!.id,
  quantity: 20,
  addressId: acmeAddressId,
  reference: 'Pilot',
  remark: 'Ring the bell',
  ...overrides,
});
const place = async (who: DemoAccount = 'acmeTechnical', overrides: Record<string, unknown> = {}) => {
  const res = await req(who, 'POST', '/webshop/orders', order(overrides));
  expect(res.statusCode).toBe(201);
  return res.json<WebshopOrder>();
};

describe('catalogue', () => {
  it('lists the active products to readers; staff may include the inactive ones', async () => {
    expect(products.length).toBe(6);
    expect(products.every((p) => p.active)).toBe(true);
    const all = (await req('support', 'GET', '/webshop/products?all=true')).json<WebshopProduct[]>();
    expect(all.length).toBe(7);
    expect(all.find((p) => !p.active)).toMatchObject({ plan: 'Lowlands 3G 20 MB', formFactor: 'nano' });
    expect(
      (await req('acmeTechnical', 'GET', '/webshop/products?all=true')).json<WebshopProduct[]>().length,
    ).toBe(6);
    // Noordzee does not hold the webshop (subsystem 2).
    expect((await req('noordzeeGeneral', 'GET', '/webshop/products')).statusCode).toBe(403);
  });

  it('lets staff writers add and change products; a duplicate or an unknown supplier is a 400', async () => {
    const body = { supplierId: products[0]!.supplierId, formFactor: 'nano', plan: 'Test plan 1 GB' };
    const added = await req('management', 'POST', '/webshop/products', body);
    expect(added.statusCode).toBe(201);
    const product = added.json<WebshopProduct>();
    expect(product).toMatchObject({ ...body, active: true, supplierName: products[0]!.supplierName });
    const duplicate = await req('support', 'POST', '/webshop/products', { ...body, plan: 'TEST PLAN 1 gb' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual([
      { field: 'plan', message: 'This product is in the catalogue already.' },
    ]);
    const unknown = await req('support', 'POST', '/webshop/products', { ...body, supplierId: 999999 });
    expect(unknown.json().errors).toEqual([expect.objectContaining({ field: 'supplierId' })]);
    const changed = await req('superAdmin', 'PUT', `/webshop/products/${product.id}`, {
      ...body,
      active: false,
    });
    expect(changed.json<WebshopProduct>().active).toBe(false);
    for (const who of ['accountManager', 'acmeSigner'] as const) {
      expect((await req(who, 'POST', '/webshop/products', body)).statusCode).toBe(403);
    }
    expect((await req('support', 'PUT', '/webshop/products/999999', body)).statusCode).toBe(404);
  });
});

describe('ordering', () => {
  it('places an order for the orderer’s organization, copies product and address, and mails the orderer', async () => {
    const placed = await place();
    expect(placed).toMatchObject({
      orderNumber: `WS-${String(placed.id).padStart(6, '0')}`,
      organizationId: acmeId,
      product: { supplierName: products[0]!.supplierName, plan: products[0]!.plan },
      quantity: 20,
      addressId: acmeAddressId,
      reference: 'Pilot',
      remark: 'Ring the bell',
      status: 'received',
      shipment: null,
      orderedBy: { email: DEMO.acmeTechnical },
    });
    const [mail] = await h.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, DEMO.acmeTechnical))
      .orderBy(desc(mailOutbox.id));
    // The orderer has no stored language: Dutch, the API's default.
    expect(mail!.subject).toBe(`Bestelling ${placed.orderNumber} ontvangen`);
    expect(mail!.text).toContain('Aantal: 20');
    expect(mail!.text).toContain(`/webshop/orders/${placed.id}`);

    await h.db.update(users).set({ locale: 'en' }).where(eq(users.email, DEMO.acmeSigner));
    const bySigner = await place('acmeSigner');
    const [english] = await h.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, DEMO.acmeSigner))
      .orderBy(desc(mailOutbox.id));
    expect(english!.subject).toBe(`Order ${bySigner.orderNumber} received`);
  });

  it('refuses roles without SIM management, other organizations, inactive products and foreign addresses', async () => {
    expect((await req('acmeGeneral', 'POST', '/webshop/orders', order())).statusCode).toBe(403);
    expect(
      (await req('accountManager', 'POST', '/webshop/orders', order({ organizationId: acmeId }))).statusCode,
    ).toBe(403);
    expect(
      (await req('acmeTechnical', 'POST', '/webshop/orders', order({ organizationId: noordzeeId })))
        .statusCode,
    ).toBe(404);
    const foreign = await req(
      'acmeTechnical',
      'POST',
      '/webshop/orders',
      order({ addressId: noordzeeAddressId }),
    );
    expect(foreign.json().errors).toEqual([{ field: 'addressId', message: WebshopMessages.addressNotFound }]);
    const all = (await req('support', 'GET', '/webshop/products?all=true')).json<WebshopProduct[]>();
    const inactive = all.find((p) => !p.active)!;
    const gone = await req('acmeTechnical', 'POST', '/webshop/orders', order({ productId: inactive.id }));
    expect(gone.json().errors).toEqual([{ field: 'productId', message: WebshopMessages.productInactive }]);
    for (const quantity of [0, 1001, 2.5]) {
      expect((await req('acmeTechnical', 'POST', '/webshop/orders', order({ quantity }))).statusCode).toBe(
        400,
      );
    }
    // Staff act on orders but do not place them: the order, its mails and its label belong to the orderer.
    for (const who of ['support', 'superAdmin'] as const) {
      expect((await req(who, 'POST', '/webshop/orders', order({ organizationId: acmeId }))).statusCode).toBe(
        403,
      );
    }
    // A subcustomer's address is not the organization's own: refused like a foreign one.
    const [subAddress] = await h.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.organizationId, acmeId), isNotNull(addresses.subcustomerId)));
    const toSub = await req('acmeTechnical', 'POST', '/webshop/orders', order({ addressId: subAddress!.id }));
    expect(toSub.statusCode).toBe(400);
    expect(toSub.json().errors).toEqual([{ field: 'addressId', message: WebshopMessages.addressNotFound }]);
  });

  it('lists a customer’s own orders and every order to staff, by status, customer and number or reference', async () => {
    const mine = (await req('acmeGeneral', 'GET', '/webshop/orders?pageSize=100')).json<Page<WebshopOrder>>();
    expect(mine.items.length).toBeGreaterThan(3);
    expect(mine.items.every((o) => o.organizationId === acmeId)).toBe(true);
    const all = (await req('accountManager', 'GET', '/webshop/orders?pageSize=100')).json<
      Page<WebshopOrder>
    >();
    expect(new Set(all.items.map((o) => o.organizationId)).size).toBeGreaterThan(1);
    const cancelled = (await req('support', 'GET', '/webshop/orders?status=cancelled')).json<
      Page<WebshopOrder>
    >();
    expect(cancelled.items.length).toBeGreaterThan(0);
    expect(cancelled.items.map((o) => o.status)).toEqual(cancelled.items.map(() => 'cancelled'));
    const target = mine.items[0]!;
    const byNumber = (await req('support', 'GET', `/webshop/orders?search=${target.orderNumber}`)).json<
      Page<WebshopOrder>
    >();
    expect(byNumber.items.map((o) => o.id)).toContain(target.id);
    const byReference = (await req('acmeGeneral', 'GET', '/webshop/orders?search=meters')).json<
      Page<WebshopOrder>
    >();
    expect(byReference.items.map((o) => o.reference)).toEqual(['Meters batch 7']);
    expect((await req('noordzeeGeneral', 'GET', '/webshop/orders')).statusCode).toBe(403);
    const other = all.items.find((o) => o.organizationId !== acmeId)!;
    expect((await req('acmeGeneral', 'GET', `/webshop/orders/${other.id}`)).statusCode).toBe(404);
  });
});

describe('states', () => {
  it('lets staff start processing and cancel; an orderer cancels only a received order', async () => {
    const a = await place();
    const status = (who: DemoAccount, id: number, s: string) =>
      req(who, 'PUT', `/webshop/orders/${id}/status`, { status: s });
    // Starting to process is staff's move: an orderer gets 400 (the state cannot change this way for them).
    expect((await status('acmeTechnical', a.id, 'processing')).statusCode).toBe(400);
    const processing = await status('support', a.id, 'processing');
    expect(processing.json<WebshopOrder>().status).toBe('processing');
    const again = await status('support', a.id, 'processing');
    expect(again.statusCode).toBe(400);
    expect(again.json().errorMessage).toBe(WebshopMessages.transitionRefused);
    expect((await status('acmeTechnical', a.id, 'cancelled')).statusCode).toBe(400);
    expect((await status('management', a.id, 'cancelled')).json<WebshopOrder>().status).toBe('cancelled');

    const b = await place();
    for (const who of ['accountManager', 'acmeGeneral'] as const)
      expect((await status(who, b.id, 'cancelled')).statusCode).toBe(403);
    expect((await status('acmeSigner', b.id, 'cancelled')).json<WebshopOrder>().status).toBe('cancelled');
    expect((await status('acmeSigner', 999999, 'cancelled')).statusCode).toBe(404);
    expect((await status('support', b.id, 'shipped')).statusCode).toBe(400);
  });
});

describe('fulfilment through the shipment flow', () => {
  const shipment = (orderId: number, organizationId = acmeId) => ({
    organizationId,
    subcustomerId: null,
    recipientName: 'Acme Logistics, attn. T. Tech',
    recipientPhone: null,
    recipientEmail: null,
    reference: 'WS order',
    address: {
      streetName: 'Havenstraat',
      houseNumber: '4A',
      zipCode: '3024 SJ',
      city: 'Rotterdam',
      country: 'Nederland',
      countryCode: 'NL',
    },
    type: 'parcel',
    simCount: 20,
    webshopOrderId: orderId,
  });

  it('links the order to its new shipment, marks it shipped, mails the orderer, and follows it to delivered', async () => {
    const placed = await place();
    const res = await req('support', 'POST', '/shipments/domestic', shipment(placed.id));
    expect(res.statusCode).toBe(201);
    const created = res.json<Shipment>();
    const shipped = (await req('acmeTechnical', 'GET', `/webshop/orders/${placed.id}`)).json<WebshopOrder>();
    expect(shipped.status).toBe('shipped');
    expect(shipped.shipment).toMatchObject({ id: created.id, barcode: created.barcode });
    expect(shipped.shipment!.trackAndTraceUrl).toMatch(/^https:\/\/jouw\.postnl\.nl\/track-and-trace\//);
    const [mail] = await h.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, DEMO.acmeTechnical))
      .orderBy(desc(mailOutbox.id));
    expect(mail!.subject).toBe(`Bestelling ${placed.orderNumber} verzonden`);
    expect(mail!.text).toContain(shipped.shipment!.trackAndTraceUrl!);

    // Shipping it twice, or shipping a cancelled order or another customer's, is refused before the carrier books.
    const before = (await h.db.select({ id: shipments.id }).from(shipments)).length;
    const twice = await req('support', 'POST', '/shipments/domestic', shipment(placed.id));
    expect(twice.json().errors).toEqual([{ field: 'webshopOrderId', message: WebshopMessages.notShippable }]);
    const other = await place();
    const wrongCustomer = await req('support', 'POST', '/shipments/domestic', shipment(other.id, noordzeeId));
    expect(wrongCustomer.statusCode).toBe(400);
    // Only staff fulfil orders: a customer cannot mark its own order shipped.
    expect((await req('acmeSigner', 'POST', '/shipments/domestic', shipment(other.id))).statusCode).toBe(403);
    expect((await h.db.select({ id: shipments.id }).from(shipments)).length).toBe(before);

    // The carrier's statuses come in: while the shipment travels the order stays shipped; delivered takes it along.
    clock = new Date(new Date(created.sentAt).getTime() + 2 * STEP_MS);
    await pollShipmentStatuses(h.db, carrierRegistry(active, sandbox), { windowDays: 90 });
    expect(
      (await req('acmeGeneral', 'GET', `/webshop/orders/${placed.id}`)).json<WebshopOrder>().status,
    ).toBe('shipped');
    clock = new Date(new Date(created.sentAt).getTime() + 20 * STEP_MS);
    await pollShipmentStatuses(h.db, carrierRegistry(active, sandbox), { windowDays: 90 });
    const [delivered] = await h.db.select().from(shipments).where(eq(shipments.id, created.id));
    expect(delivered!.status).toBe('delivered');
    expect(
      (await req('acmeGeneral', 'GET', `/webshop/orders/${placed.id}`)).json<WebshopOrder>().status,
    ).toBe('delivered');
  });

  it('keeps the booked shipment when the order is cancelled while the carrier books, and leaves the order cancelled', async () => {
    const placed = await place();
    active.domestic = {
      name: sandbox.domestic.name,
      track: (ref) => sandbox.domestic.track(ref),
      createShipment: async (request) => {
        // The orderer cancels between the check and the booking.
        expect(
          (await req('acmeTechnical', 'PUT', `/webshop/orders/${placed.id}/status`, { status: 'cancelled' }))
            .statusCode,
        ).toBe(200);
        return sandbox.domestic.createShipment(request);
      },
    };
    try {
      const res = await req('support', 'POST', '/shipments/domestic', shipment(placed.id));
      expect(res.statusCode).toBe(201);
      const created = res.json<Shipment>();
      expect((await req('support', 'GET', `/shipments/${created.id}`)).statusCode).toBe(200);
      const [row] = await h.db.select().from(webshopOrders).where(eq(webshopOrders.id, placed.id));
      expect(row).toMatchObject({ status: 'cancelled', shipmentId: null });
    } finally {
      active.domestic = sandbox.domestic;
    }
  });
});
