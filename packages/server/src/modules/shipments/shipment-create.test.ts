import { Messages, type Shipment, type ShipmentRate, ShipmentMessages } from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { auditLog, shipmentEvents, shipments, subcustomers } from '../../db/schema/index.js';
import { createTestApp } from '../../test/harness.js';
import {
  ACME_NUMBER,
  DEMO,
  type DemoAccount,
  NOORDZEE_NUMBER,
  call,
  organizationIdOf,
} from '../organizations/test-support.js';
import { carrierRegistry } from './carrier-setup.js';
import { CarrierRejection, CarrierUnavailable, type Carriers } from './carriers.js';
import { releaseLease, takeLease } from '../../db/lease.js';
import { POLLER_LEASE, pollShipmentStatuses } from './poller.js';
import { createSandboxCarriers } from './sandbox-carriers.js';

/**
 * Creating shipments (issue 14 "Domestic flow", "International flow", "Carriers", "Labels", "Track and trace";
 * docs/shipments-api.md): who may create for whom (roles, the tenant rule, subcustomers), the domestic and
 * international refusals of spec §5, bad input (400 in the spec §8 shape, nothing written), carrier refusals and
 * outages leaving nothing behind, the rate confirmation, the A4 label selection, and the status poller writing each
 * status once. The app runs on the sandbox carriers with a test clock.
 */

type Harness = Awaited<ReturnType<typeof createTestApp>>;
let h: Harness;
const tokens = new Map<DemoAccount, string>();
let acmeId: number;
let noordzeeId: number;
let acmeSubId: number;
let noordzeeSubId: number;
/** The sandbox's clock: tests move it to let shipments progress. */
let clock = new Date();
const STEP_MS = 60_000;
const sandbox = createSandboxCarriers({ stepMs: STEP_MS, now: () => clock });
/** What the app books with; a test may swap in a failing carrier. */
const active: Carriers = { ...sandbox };
const registry = carrierRegistry(active, sandbox);

beforeAll(async () => {
  h = await createTestApp({ carriers: registry });
  for (const [who, email] of Object.entries(DEMO)) tokens.set(who as DemoAccount, await h.tokenFor(email));
  acmeId = await organizationIdOf(h.db, ACME_NUMBER);
  noordzeeId = await organizationIdOf(h.db, NOORDZEE_NUMBER);
  const subOf = async (organizationId: number) =>
    (
      await h.db
        .select({ id: subcustomers.id })
        .from(subcustomers)
        .where(eq(subcustomers.organizationId, organizationId))
        .orderBy(subcustomers.id)
    )[0].id;
  acmeSubId = await subOf(acmeId);
  [{ id: noordzeeSubId }] = await h.db
    .insert(subcustomers)
    .values({ organizationId: noordzeeId, name: 'Noordzee Offshore' })
    .returning({ id: subcustomers.id });
});
afterAll(async () => h?.close());

const as = (who: DemoAccount) => ({ token: tokens.get(who) });

const domestic = (overrides: Record<string, unknown> = {}) => ({
  organizationId: acmeId,
  subcustomerId: acmeSubId,
  recipientName: 'Acme Cold Storage, attn. J. Jansen',
  recipientPhone: '+31 6 12345678',
  recipientEmail: 'J.Jansen@Acme.example',
  reference: 'SIM-TEST-1',
  address: {
    streetName: 'Havenstraat',
    houseNumber: '4A',
    zipCode: '3024 SJ',
    city: 'Rotterdam',
    country: 'Nederland',
    countryCode: 'nl',
  },
  type: 'parcel',
  simCount: 11,
  ...overrides,
});

const international = (overrides: Record<string, unknown> = {}) => ({
  organizationId: acmeId,
  subcustomerId: null,
  recipientName: 'Acme Inc., Receiving',
  recipientPhone: '+1 212 555 0100',
  reference: 'SIM-US-1',
  address: {
    addressLine1: '350 Fifth Avenue',
    postalCode: '10118',
    city: 'New York',
    stateProvinceCode: 'ny',
    countryCode: 'US',
  },
  serviceCode: '65',
  package: {
    boxType: '24x36x14',
    weightKg: 2.5,
    lengthCm: 24,
    widthCm: 36,
    heightCm: 14,
    productDescription: 'SIM cards',
  },
  ...overrides,
});

/** Books a domestic shipment with the sandbox as the Acme signer. */
async function createDomestic(reference: string): Promise<Shipment> {
  clock = new Date();
  const res = await call(h.app, 'POST', '/api/shipments/domestic', {
    ...as('acmeSigner'),
    body: domestic({ reference }),
  });
  expect(res.statusCode).toBe(201);
  return res.json<Shipment>();
}

async function shipmentCount(): Promise<number> {
  const [{ n }] = await h.db.select({ n: count() }).from(shipments);
  return n;
}

async function rateOf(body: Record<string, unknown>): Promise<ShipmentRate> {
  const res = await call(h.app, 'POST', '/api/shipments/international/rate', { ...as('acmeSigner'), body });
  expect(res.statusCode).toBe(200);
  return res.json<ShipmentRate>();
}

describe('POST /api/shipments/domestic', () => {
  it('books a customer’s parcel of 11 SIMs to its subcustomer: pre-alerted, in the overview, audited', async () => {
    const res = await call(h.app, 'POST', '/api/shipments/domestic', {
      ...as('acmeGeneral'),
      body: domestic(),
    });
    expect(res.statusCode).toBe(201);
    const shipment = res.json<Shipment>();
    expect(shipment).toMatchObject({
      kind: 'domestic',
      type: 'parcel',
      organizationId: acmeId,
      subcustomerId: acmeSubId,
      subcustomerName: 'Acme Cold Storage',
      recipientEmail: 'j.jansen@acme.example',
      address: { houseNumber: '4A', countryCode: 'NL' },
      simCount: 11,
      insuranceCents: null,
      status: 'inTransit',
      carrierStatusCode: 1,
      milestone: 'preAlerted',
      carrier: 'sandbox',
      package: null,
    });
    expect(shipment.barcode).toMatch(/^3SSBX\d{10}$/);
    expect(shipment.events).toEqual([{ code: 1, milestone: 'preAlerted', occurredAt: shipment.sentAt }]);
    expect(shipment.trackAndTraceUrl).toContain(`${shipment.barcode}-NL-3024SJ`);

    const list = await call(h.app, 'GET', `/api/shipments?search=${shipment.barcode}`, as('acmeGeneral'));
    expect(list.json().items.map((s: Shipment) => s.id)).toEqual([shipment.id]);
    const audit = await h.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shipment'), eq(auditLog.entityId, String(shipment.id))));
    expect(audit[0].n).toBe(1);
  });

  it('goes by the country code: NL with another country name is stored as Nederland', async () => {
    const res = await call(h.app, 'POST', '/api/shipments/domestic', {
      ...as('acmeSigner'),
      body: domestic({ address: { ...domestic().address, country: 'België', countryCode: 'NL' } }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Shipment>().address).toMatchObject({ country: 'Nederland', countryCode: 'NL' });
  });

  it('stores the insured amount entered in euros as cents', async () => {
    const res = await call(h.app, 'POST', '/api/shipments/domestic', {
      ...as('support'),
      body: domestic({ type: 'insuredLetter', insuranceEuros: 1234.56, simCount: 2 }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Shipment>().insuranceCents).toBe(123456);
  });

  it('lets staff ship to any organization and refuses the account manager (reads only, spec §6)', async () => {
    const staff = await call(h.app, 'POST', '/api/shipments/domestic', {
      ...as('management'),
      body: domestic({ organizationId: noordzeeId, subcustomerId: noordzeeSubId }),
    });
    expect(staff.statusCode).toBe(201);
    const before = await shipmentCount();
    const manager = await call(h.app, 'POST', '/api/shipments/domestic', {
      ...as('accountManager'),
      body: domestic(),
    });
    expect(manager.statusCode).toBe(403);
    expect((await call(h.app, 'POST', '/api/shipments/domestic', { body: domestic() })).statusCode).toBe(401);
    expect(await shipmentCount()).toBe(before);
  });

  it.each(Object.keys(DEMO) as DemoAccount[])('role matrix: %s', async (who) => {
    const own = who === 'noordzeeGeneral' ? { organizationId: noordzeeId, subcustomerId: noordzeeSubId } : {};
    const res = await call(h.app, 'POST', '/api/shipments/domestic', {
      ...as(who),
      body: domestic({ ...own, reference: `ROLE-${who}`.slice(0, 35) }),
    });
    expect(res.statusCode).toBe(who === 'accountManager' ? 403 : 201);
  });

  it('keeps an organization user to its own organization and its own subcustomers', async () => {
    const before = await shipmentCount();
    const other = await call(h.app, 'POST', '/api/shipments/domestic', {
      ...as('acmeSigner'),
      body: domestic({ organizationId: noordzeeId, subcustomerId: null }),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([{ field: 'organizationId', message: 'Unknown organization.' }]);
    const foreignSub = await call(h.app, 'POST', '/api/shipments/domestic', {
      ...as('acmeSigner'),
      body: domestic({ subcustomerId: noordzeeSubId }),
    });
    expect(foreignSub.statusCode).toBe(400);
    expect(foreignSub.json().errors).toEqual([
      { field: 'subcustomerId', message: ShipmentMessages.unknownSubcustomer },
    ]);
    const missing = await call(h.app, 'POST', '/api/shipments/domestic', {
      ...as('superAdmin'),
      body: domestic({ organizationId: 2_000_000_000, subcustomerId: null }),
    });
    expect(missing.json().errors).toEqual([{ field: 'organizationId', message: 'Unknown organization.' }]);
    expect(await shipmentCount()).toBe(before);
  });

  it('refuses an address abroad and points to the international flow (spec §5)', async () => {
    const res = await call(h.app, 'POST', '/api/shipments/domestic', {
      ...as('acmeSigner'),
      body: domestic({
        address: {
          streetName: 'Rue de la Loi',
          houseNumber: '16',
          zipCode: '1000',
          city: 'Bruxelles',
          country: 'België',
          countryCode: 'BE',
        },
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorMessage: Messages.formIncomplete,
      errors: [{ field: 'address.countryCode', message: ShipmentMessages.foreignAddress }],
    });
  });

  it('shows the carrier’s reason under "Shipment request is invalid." and writes nothing', async () => {
    const before = await shipmentCount();
    const res = await call(h.app, 'POST', '/api/shipments/domestic', {
      ...as('acmeSigner'),
      body: domestic({ address: { ...domestic().address, zipCode: '12345' } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toBe('Shipment request is invalid.');
    expect(res.json().errors[0]).toMatchObject({ field: 'carrier' });
    expect(res.json().errors[0].message).toMatch(/Dutch postcode/);
    expect(await shipmentCount()).toBe(before);
  });

  it('answers 503 and writes nothing when the carrier cannot be reached', async () => {
    const before = await shipmentCount();
    active.domestic = {
      name: 'sandbox',
      createShipment: async () => {
        throw new CarrierUnavailable('connect ECONNREFUSED');
      },
      track: async () => [],
    };
    try {
      const res = await call(h.app, 'POST', '/api/shipments/domestic', {
        ...as('acmeSigner'),
        body: domestic(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().errorMessage).toBe(ShipmentMessages.carrierUnavailable);
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      active.domestic = sandbox.domestic;
    }
    expect(await shipmentCount()).toBe(before);
  });

  const base = domestic();
  const badInputs: [string, Record<string, unknown>, string][] = [
    ['no organization', { organizationId: undefined }, 'organizationId'],
    ['organization as text', { organizationId: String(base.organizationId) }, 'organizationId'],
    ['organization 0', { organizationId: 0 }, 'organizationId'],
    ['organization fraction', { organizationId: 1.5 }, 'organizationId'],
    ['organization too large', { organizationId: 2_147_483_648 }, 'organizationId'],
    ['subcustomer as text', { subcustomerId: 'x' }, 'subcustomerId'],
    ['subcustomer negative', { subcustomerId: -1 }, 'subcustomerId'],
    ['no recipient', { recipientName: undefined }, 'recipientName'],
    ['blank recipient', { recipientName: '   ' }, 'recipientName'],
    ['recipient too long', { recipientName: 'x'.repeat(101) }, 'recipientName'],
    ['recipient a number', { recipientName: 42 }, 'recipientName'],
    ['bad phone', { recipientPhone: 'call me' }, 'recipientPhone'],
    ['bad e-mail', { recipientEmail: 'not-an-email' }, 'recipientEmail'],
    ['reference too long', { reference: 'R'.repeat(36) }, 'reference'],
    ['no address', { address: undefined }, 'address'],
    ['address as text', { address: 'Havenstraat 4A' }, 'address'],
    ['no street', { address: { ...base.address, streetName: '' } }, 'address.streetName'],
    ['no house number', { address: { ...base.address, houseNumber: undefined } }, 'address.houseNumber'],
    ['no zip code', { address: { ...base.address, zipCode: ' ' } }, 'address.zipCode'],
    ['no city', { address: { ...base.address, city: '' } }, 'address.city'],
    [
      'country code of three letters',
      { address: { ...base.address, countryCode: 'NLD' } },
      'address.countryCode',
    ],
    ['unknown address field', { address: { ...base.address, floor: 3 } }, 'address'],
    ['unknown type', { type: 'pigeon' }, 'type'],
    ['no type', { type: undefined }, 'type'],
    ['no SIMs', { simCount: 0 }, 'simCount'],
    ['SIMs fraction', { simCount: 2.5 }, 'simCount'],
    ['too many SIMs', { simCount: 1001 }, 'simCount'],
    ['SIMs as text', { simCount: '11' }, 'simCount'],
    ['insured without amount', { type: 'insuredParcel' }, 'insuranceEuros'],
    ['amount for an uninsured type', { insuranceEuros: 100 }, 'insuranceEuros'],
    ['amount of three decimals', { type: 'insuredParcel', insuranceEuros: 10.005 }, 'insuranceEuros'],
    ['amount above the limit', { type: 'insuredParcel', insuranceEuros: 5000.01 }, 'insuranceEuros'],
    ['negative amount', { type: 'insuredLetter', insuranceEuros: -5 }, 'insuranceEuros'],
    ['amount as text', { type: 'insuredLetter', insuranceEuros: '100' }, 'insuranceEuros'],
    ['unknown field', { priority: 'high' }, ''],
    ['a NUL byte in the recipient', { recipientName: 'Acme\u0000 BV' }, 'recipientName'],
    [
      'a line break in the street',
      { address: { ...base.address, streetName: 'Haven\nstraat' } },
      'address.streetName',
    ],
    ['a NUL byte in the reference', { reference: 'SIM\u0000' }, 'reference'],
    [
      'a Dutch name with a Belgian code',
      { address: { ...base.address, country: 'Nederland', countryCode: 'BE' } },
      'address.countryCode',
    ],
  ];
  it.each(badInputs)('400 for %s, nothing written', async (_name, overrides, field) => {
    const before = await shipmentCount();
    const res = await call(h.app, 'POST', '/api/shipments/domestic', {
      ...as('acmeSigner'),
      body: domestic(overrides),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorMessage).toBe(Messages.formIncomplete);
    expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await shipmentCount()).toBe(before);
  });

  it('400 for a body that is not an object', async () => {
    for (const body of ['[]', '"parcel"', 'null', '{']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/shipments/domestic',
        headers: { authorization: `Bearer ${tokens.get('acmeSigner')}`, 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('errorMessage');
    }
  });
});

describe('international shipments', () => {
  it('rates a box preset deterministically: billable weight from the volume, total in cents, days', async () => {
    const rate = await rateOf(international());
    // 24 × 36 × 14 cm = 12,096 cm³ → 2.42 kg volumetric (more than 2.5 kg? no: 2.5 kg actual wins) → 5 × 0.5 kg.
    expect(rate).toEqual({
      serviceCode: '65',
      totalCents: (4_200 + 5 * 190) * 2,
      currency: 'EUR',
      billableWeightKg: 2.5,
      deliveryDays: 4,
    });
    const europe = await rateOf(
      international({
        address: { addressLine1: 'Hafenstraße 21', postalCode: '20457', city: 'Hamburg', countryCode: 'DE' },
        serviceCode: '11',
        package: {
          ...international().package,
          boxType: '36x53x29',
          lengthCm: 36,
          widthCm: 53,
          heightCm: 29,
          weightKg: 1,
        },
      }),
    );
    // 36 × 53 × 29 = 55,332 cm³ → 11.07 kg volumetric → 23 × 0.5 kg.
    expect(europe).toMatchObject({ totalCents: 1_600 + 23 * 85, billableWeightKg: 11.5, deliveryDays: 4 });
  });

  it('books the confirmed rate: package, total cost, Dutch country name, state code', async () => {
    const rate = await rateOf(international());
    const res = await call(h.app, 'POST', '/api/shipments/international', {
      ...as('acmeSigner'),
      body: { ...international(), expectedTotalCents: rate.totalCents },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Shipment>()).toMatchObject({
      kind: 'international',
      type: null,
      serviceCode: '65',
      address: {
        streetName: '350 Fifth Avenue',
        zipCode: '10118',
        country: 'Verenigde Staten',
        countryCode: 'US',
      },
      stateProvinceCode: 'NY',
      package: { boxType: '24x36x14', weightKg: 2.5, lengthCm: 24, widthCm: 36, heightCm: 14 },
      totalCostCents: rate.totalCents,
      carrierStatusCode: 1,
    });
    expect(res.json<Shipment>().barcode).toMatch(/^1ZSBX65\d{10}$/);
  });

  it('refuses to book when the price moved since the user saw it', async () => {
    const before = await shipmentCount();
    const res = await call(h.app, 'POST', '/api/shipments/international', {
      ...as('acmeSigner'),
      body: { ...international(), expectedTotalCents: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'expectedTotalCents', message: ShipmentMessages.rateChanged },
    ]);
    expect(await shipmentCount()).toBe(before);
  });

  it('"Unsupported country." for a destination the carrier does not serve', async () => {
    const res = await call(h.app, 'POST', '/api/shipments/international/rate', {
      ...as('acmeSigner'),
      body: international({
        address: { addressLine1: 'Street 1', postalCode: '101000', city: 'Moskva', countryCode: 'RU' },
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorMessage: 'Unsupported country.',
      errors: [{ field: 'address.countryCode', message: 'Unsupported country.' }],
    });
  });

  it('"Shipment request is invalid." with the carrier’s reason', async () => {
    const before = await shipmentCount();
    const body = international({
      address: { addressLine1: 'Rue du Bac 5', postalCode: '', city: 'Paris', countryCode: 'FR' },
    });
    const res = await call(h.app, 'POST', '/api/shipments/international', {
      ...as('acmeSigner'),
      body: { ...body, expectedTotalCents: 100 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorMessage: 'Shipment request is invalid.',
      errors: [{ field: 'carrier', message: 'Missing or invalid ship to postal code.' }],
    });
    expect(await shipmentCount()).toBe(before);
  });

  const base = international();
  const badInputs: [string, Record<string, unknown>, string][] = [
    [
      'a Dutch address',
      { address: { ...base.address, countryCode: 'NL', stateProvinceCode: null } },
      'address.countryCode',
    ],
    [
      'no state for the US',
      { address: { ...base.address, stateProvinceCode: '' } },
      'address.stateProvinceCode',
    ],
    ['no phone', { recipientPhone: undefined }, 'recipientPhone'],
    ['empty phone', { recipientPhone: '' }, 'recipientPhone'],
    ['bad phone', { recipientPhone: 'abc' }, 'recipientPhone'],
    ['no recipient', { recipientName: '' }, 'recipientName'],
    [
      'address line too long',
      { address: { ...base.address, addressLine1: 'x'.repeat(36) } },
      'address.addressLine1',
    ],
    ['no address line', { address: { ...base.address, addressLine1: undefined } }, 'address.addressLine1'],
    ['no city', { address: { ...base.address, city: '' } }, 'address.city'],
    [
      'postal code too long',
      { address: { ...base.address, postalCode: '12345678901' } },
      'address.postalCode',
    ],
    [
      'state code too long',
      { address: { ...base.address, stateProvinceCode: 'NEWYORK' } },
      'address.stateProvinceCode',
    ],
    ['country code a number', { address: { ...base.address, countryCode: 12 } }, 'address.countryCode'],
    ['unknown service', { serviceCode: '99' }, 'serviceCode'],
    ['service as number', { serviceCode: 65 }, 'serviceCode'],
    ['no package', { package: undefined }, 'package'],
    ['unknown box type', { package: { ...base.package, boxType: '1x1x1' } }, 'package.boxType'],
    ['no weight', { package: { ...base.package, weightKg: undefined } }, 'package.weightKg'],
    ['zero weight', { package: { ...base.package, weightKg: 0 } }, 'package.weightKg'],
    ['weight above 70 kg', { package: { ...base.package, weightKg: 70.5 } }, 'package.weightKg'],
    ['weight of three decimals', { package: { ...base.package, weightKg: 1.234 } }, 'package.weightKg'],
    ['weight as text', { package: { ...base.package, weightKg: '2' } }, 'package.weightKg'],
    ['length 0', { package: { ...base.package, lengthCm: 0 } }, 'package.lengthCm'],
    ['width a fraction', { package: { ...base.package, widthCm: 10.5 } }, 'package.widthCm'],
    ['height too large', { package: { ...base.package, heightCm: 275 } }, 'package.heightCm'],
    [
      'no description',
      { package: { ...base.package, productDescription: ' ' } },
      'package.productDescription',
    ],
    [
      'description too long',
      { package: { ...base.package, productDescription: 'd'.repeat(36) } },
      'package.productDescription',
    ],
    ['unknown package field', { package: { ...base.package, fragile: true } }, 'package'],
    ['organization as text', { organizationId: 'acme' }, 'organizationId'],
    ['reference too long', { reference: 'R'.repeat(36) }, 'reference'],
    ['unknown field', { insuranceEuros: 100 }, ''],
    [
      'a NUL byte in the description',
      { package: { ...base.package, productDescription: 'SIM\u0000' } },
      'package.productDescription',
    ],
    ['a tab in the city', { address: { ...base.address, city: 'New\tYork' } }, 'address.city'],
  ];
  it.each(badInputs)('400 for %s (rate and create), nothing written', async (_name, overrides, field) => {
    const before = await shipmentCount();
    for (const [url, body] of [
      ['/api/shipments/international/rate', international(overrides)],
      ['/api/shipments/international', { ...international(overrides), expectedTotalCents: 100 }],
    ] as const) {
      const res = await call(h.app, 'POST', url, { ...as('acmeSigner'), body });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorMessage).toBe(Messages.formIncomplete);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect(await shipmentCount()).toBe(before);
  });

  it('400 for a missing, negative or fractional expected total', async () => {
    for (const expectedTotalCents of [undefined, -1, 10.5, '100']) {
      const res = await call(h.app, 'POST', '/api/shipments/international', {
        ...as('acmeSigner'),
        body: { ...international(), expectedTotalCents },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('expectedTotalCents');
    }
  });
});

describe('GET /api/shipments/labels (A4, four per page)', () => {
  it('prints a selection on ceil(n / 4) A4 pages, in the caller’s tenant only', async () => {
    const list = await call(h.app, 'GET', '/api/shipments?pageSize=6', as('acmeSigner'));
    const ids = list.json().items.map((s: Shipment) => s.id);
    expect(ids).toHaveLength(6);
    const res = await call(
      h.app,
      'GET',
      `/api/shipments/labels?ids=${ids.join(',')}&download=1`,
      as('acmeSigner'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?labels-6\.pdf"?$/);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    expect(pdf.getPage(0).getSize().width).toBeCloseTo(595.28, 1);

    const theirs = await call(h.app, 'GET', '/api/shipments?pageSize=1', as('noordzeeGeneral'));
    const foreign = theirs.json().items[0].id;
    const mixed = await call(
      h.app,
      'GET',
      `/api/shipments/labels?ids=${ids[0]},${foreign}`,
      as('acmeSigner'),
    );
    expect(mixed.statusCode).toBe(404);
  });

  it('400 for ids that are not a list of 1 to 100 record ids', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const ids of ['', 'a', '1,,2', '0', '1.5', '-1', ' 1', many, '99999999999']) {
      const res = await call(
        h.app,
        'GET',
        `/api/shipments/labels?ids=${encodeURIComponent(ids)}`,
        as('support'),
      );
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('status poller', () => {
  it('writes each carrier status once, moves the shipment to delivered, and leaves demo shipments alone', async () => {
    clock = new Date();
    const res = await call(h.app, 'POST', '/api/shipments/domestic', {
      ...as('acmeSigner'),
      body: domestic({ reference: 'POLL-1' }),
    });
    const created = res.json<Shipment>();
    const demoEvents = async () =>
      (
        await h.db
          .select({ n: count() })
          .from(shipmentEvents)
          .innerJoin(shipments, eq(shipments.id, shipmentEvents.shipmentId))
          .where(eq(shipments.carrier, 'demo'))
      )[0].n;
    const demoBefore = await demoEvents();

    // Two simulated steps later: accepted and collected (codes 3, 4) are new; pre-alerted was written at creation.
    clock = new Date(new Date(created.sentAt).getTime() + 2 * STEP_MS);
    const first = await pollShipmentStatuses(h.db, registry, { windowDays: 90 });
    expect(first.ran).toBe(true);
    const again = await pollShipmentStatuses(h.db, registry, { windowDays: 90 });
    expect(again.written).toBe(0);
    let shipment = (
      await call(h.app, 'GET', `/api/shipments/${created.id}`, as('acmeSigner'))
    ).json<Shipment>();
    expect(shipment.events.map((e) => e.code)).toEqual([1, 3, 4]);
    expect(shipment).toMatchObject({ carrierStatusCode: 4, status: 'inTransit' });

    clock = new Date(new Date(created.sentAt).getTime() + 20 * STEP_MS);
    await pollShipmentStatuses(h.db, registry, { windowDays: 90 });
    shipment = (await call(h.app, 'GET', `/api/shipments/${created.id}`, as('acmeSigner'))).json<Shipment>();
    const path = shipment.barcode.endsWith('7') ? [1, 3, 4, 5, 6, 7, 13, 11, 12] : [1, 3, 4, 5, 6, 7, 8];
    expect(shipment.events.map((e) => e.code)).toEqual(path);
    expect(shipment.status).toBe('delivered');

    // Only shipments booked with a carrier gained events: the demo seed's history is fixed.
    expect(demoBefore).toBeGreaterThan(0);
    expect(await demoEvents()).toBe(demoBefore);
  });

  it('skips a shipment whose carrier is down and tries it again next run', async () => {
    const res = await call(h.app, 'POST', '/api/shipments/domestic', {
      ...as('acmeSigner'),
      body: domestic({ reference: 'POLL-DOWN' }),
    });
    const created = res.json<Shipment>();
    const down: Carriers = {
      domestic: {
        name: 'sandbox',
        createShipment: sandbox.domestic.createShipment,
        track: async () => {
          throw new CarrierUnavailable('timeout');
        },
      },
      international: sandbox.international,
    };
    const result = await pollShipmentStatuses(h.db, carrierRegistry(down, down), { windowDays: 90 });
    expect(result.ran).toBe(true);
    expect(result.failed).toBeGreaterThan(0);
    expect(result.written).toBe(0);
    clock = new Date(new Date(created.sentAt).getTime() + STEP_MS);
    expect((await pollShipmentStatuses(h.db, registry, { windowDays: 90 })).written).toBeGreaterThan(0);
    const shipment = (
      await call(h.app, 'GET', `/api/shipments/${created.id}`, as('acmeSigner'))
    ).json<Shipment>();
    expect(shipment.events.map((e) => e.code)).toEqual([1, 3]);
  });

  it('does nothing while another instance holds the lease, and runs once it is given up', async () => {
    expect(await takeLease(h.db, POLLER_LEASE, 'other-instance', 60_000)).toBe(true);
    try {
      expect(await pollShipmentStatuses(h.db, registry, { windowDays: 90, holder: 'this-instance' })).toEqual(
        {
          ran: false,
          checked: 0,
          written: 0,
          failed: 0,
        },
      );
      // Two instances asking at once: exactly one gets it.
      const both = await Promise.all([
        takeLease(h.db, 'race', 'a', 60_000),
        takeLease(h.db, 'race', 'b', 60_000),
      ]);
      expect(both.filter(Boolean)).toHaveLength(1);
    } finally {
      await releaseLease(h.db, POLLER_LEASE, 'other-instance');
    }
    expect(
      (await pollShipmentStatuses(h.db, registry, { windowDays: 90, holder: 'this-instance' })).ran,
    ).toBe(true);
    // A lapsed lease is taken over.
    expect(await takeLease(h.db, 'lapsed', 'gone', 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await takeLease(h.db, 'lapsed', 'next', 60_000)).toBe(true);
  });

  it('goes on after a carrier refuses one shipment, and keeps the newest status that has a milestone', async () => {
    const first = await createDomestic('POLL-REFUSED');
    const second = await createDomestic('POLL-99');
    const sent = new Date(second.sentAt).getTime();
    const picky: Carriers = {
      domestic: {
        name: 'sandbox',
        createShipment: sandbox.domestic.createShipment,
        track: async (ref) => {
          if (ref.barcode === first.barcode) throw new CarrierRejection('Unknown barcode.');
          return [
            // The carrier's own pre-alert (the portal wrote one at creation), a scan, then "not applicable".
            { code: 1, occurredAt: new Date(sent + 500) },
            { code: 3, occurredAt: new Date(sent + 1000) },
            { code: 99, occurredAt: new Date(sent + 2000) },
          ];
        },
      },
      international: sandbox.international,
    };
    const result = await pollShipmentStatuses(h.db, carrierRegistry(picky, picky), { windowDays: 90 });
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const shipment = (
      await call(h.app, 'GET', `/api/shipments/${second.id}`, as('acmeSigner'))
    ).json<Shipment>();
    expect(shipment.events.map((e) => e.code)).toEqual([1, 3, 99]);
    expect(shipment).toMatchObject({ carrierStatusCode: 3, milestone: 'accepted', status: 'inTransit' });
  });

  it('keeps the portal answering while a carrier is slow (no transaction around carrier calls)', async () => {
    await createDomestic('POLL-SLOW');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: Carriers = {
      domestic: {
        name: 'sandbox',
        createShipment: sandbox.domestic.createShipment,
        track: async () => (await held, []),
      },
      international: { ...sandbox.international, track: async () => (await held, []) },
    };
    const run = pollShipmentStatuses(h.db, carrierRegistry(slow, slow), { windowDays: 90 });
    try {
      const answered = await Promise.race([
        call(h.app, 'GET', '/api/shipments?pageSize=1', as('acmeSigner')).then((res) => res.statusCode),
        new Promise((resolve) => setTimeout(() => resolve('blocked'), 5_000)),
      ]);
      expect(answered).toBe(200);
    } finally {
      release();
    }
    expect((await run).ran).toBe(true);
  });
});
