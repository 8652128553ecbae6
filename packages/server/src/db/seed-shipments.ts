import {
  CARRIER_STATUSES,
  DOMESTIC_SHIPMENT_TYPES,
  type DomesticShipmentType,
  INSURED_SHIPMENT_TYPES,
  SERVICE_CODES,
  shipmentStatusOf,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Database } from './client.js';
import { shipmentEvents, shipments, subcustomers } from './schema/index.js';

/**
 * Demo shipments (issue 14 "Demo seed: shipments across the last months in every status"): for each organization
 * that is not a prospect, a history over the last six months — domestic letters and parcels to the organization and
 * its subcustomers, a few international packages — whose carrier events follow the carrier's usual path and end in
 * every kind of state (delivered, out for delivery, at a pick-up location, at customs, refused, missing…). The first
 * two per organization keep the references the earlier seed used (SIM-<customer number>-001/002). Deterministic:
 * the same database gets the same shipments, with times relative to the seed.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Where a shipment's carrier events stop, by path: the codes in order (CARRIER_STATUSES). */
const PATHS: readonly (readonly number[])[] = [
  [1, 3, 4, 5, 6, 7, 8],
  [1, 3, 4, 5, 6, 7, 10],
  [1, 3, 4, 5, 6, 7, 9],
  [1, 3, 4, 5, 6, 7, 13, 11, 12],
  [1, 3, 4, 5, 6, 7],
  [1, 3, 4, 5],
  [1],
  [1, 3, 4, 5, 6, 7, 13, 11],
  [1, 3, 4, 14],
  [1, 3, 4, 5, 6, 7, 19, 20],
  [1, 3, 4, 22],
];
/** International paths (customs on the way). */
const INTERNATIONAL_PATHS: readonly (readonly number[])[] = [
  [1, 3, 4, 17, 15, 16, 6, 7, 8],
  [1, 3, 4, 17, 15],
  [1, 3, 4, 17, 15, 16, 6, 7, 8],
  [1, 23],
];

const DESTINATIONS = [
  { streetName: 'Stationsplein', houseNumber: '12', zipCode: '3511 ED', city: 'Utrecht' },
  { streetName: 'Havenstraat', houseNumber: '4A', zipCode: '3024 SJ', city: 'Rotterdam' },
  { streetName: 'Industrieweg', houseNumber: '88', zipCode: '5651 GE', city: 'Eindhoven' },
  { streetName: 'Koopmansweg', houseNumber: '3', zipCode: '9727 KL', city: 'Groningen' },
  { streetName: 'Damrak', houseNumber: '70', zipCode: '1012 LM', city: 'Amsterdam' },
];
const ABROAD = [
  {
    streetName: 'Rue de la Loi',
    houseNumber: '16',
    zipCode: '1000',
    city: 'Bruxelles',
    country: 'België',
    countryCode: 'BE',
  },
  {
    streetName: 'Hafenstraße',
    houseNumber: '21',
    zipCode: '20457',
    city: 'Hamburg',
    country: 'Duitsland',
    countryCode: 'DE',
  },
  {
    streetName: 'Rue du Bac',
    houseNumber: '5',
    zipCode: '75007',
    city: 'Paris',
    country: 'Frankrijk',
    countryCode: 'FR',
  },
];
const RECIPIENTS = ['Logistics desk', 'Fleet manager', 'IT department', 'Warehouse', 'Facility services'];
const SERVICES = Object.keys(SERVICE_CODES);

/** The demo barcode of the n-th seeded shipment: domestic 3S-style, international 1Z-style. */
const barcodeOf = (international: boolean, n: number) =>
  international ? `1Z999AA1${String(n).padStart(10, '0')}` : `3SPORT${String(n).padStart(9, '0')}`;

/** Seeds the demo shipments of one organization (inside the demo seed's transaction). */
export async function seedShipments(
  tx: Database,
  organization: { id: number; name: string; customerNumber: string },
  createdBy: number | null,
  count: number,
  now = Date.now(),
): Promise<void> {
  const subs = await tx
    .select({ id: subcustomers.id, name: subcustomers.name })
    .from(subcustomers)
    .where(eq(subcustomers.organizationId, organization.id))
    .orderBy(subcustomers.id);
  const base = Number(organization.customerNumber) * 100;
  // Each organization starts its patterns elsewhere, so staff see a varied overview.
  const offset = Number(organization.customerNumber) % 11;
  for (let i = 0; i < count; i++) {
    const k = i + offset;
    const international = k % 7 === 5;
    const sub = i === 0 ? subs[0] : i % 3 === 1 ? subs[i % Math.max(subs.length, 1)] : undefined;
    // Newest first by index: the first ones in the last days (some still moving), later ones months back.
    const sentAt = now - (i === 0 ? 1 + (offset % 3) : i * 6 + (k % 4)) * DAY - (k % 5) * HOUR;
    const path = international
      ? INTERNATIONAL_PATHS[k % INTERNATIONAL_PATHS.length]
      : PATHS[k % PATHS.length];
    const type: DomesticShipmentType | null = international ? null : DOMESTIC_SHIPMENT_TYPES[k % 4];
    const simCount = [5, 11, 2, 25, 1, 8][k % 6];
    const destination = international
      ? ABROAD[k % ABROAD.length]
      : { ...DESTINATIONS[k % 5], country: 'Nederland', countryCode: 'NL' };
    const events = path
      .map((code, step) => ({ code, occurredAt: new Date(sentAt + step * 9 * HOUR) }))
      .filter((e) => e.occurredAt.getTime() <= now);
    const latest = events.at(-1) ?? null;
    const [row] = await tx
      .insert(shipments)
      .values({
        organizationId: organization.id,
        subcustomerId: sub?.id ?? null,
        kind: international ? 'international' : 'domestic',
        type,
        serviceCode: international ? SERVICES[k % SERVICES.length] : null,
        recipientName: sub
          ? `${sub.name}, ${RECIPIENTS[k % RECIPIENTS.length]}`
          : `${organization.name}, ${RECIPIENTS[k % RECIPIENTS.length]}`,
        ...destination,
        simCount,
        insuranceCents: type && INSURED_SHIPMENT_TYPES.includes(type) ? ((k % 3) + 1) * 25_000 : null,
        reference:
          i < 2
            ? `SIM-${organization.customerNumber}-00${i + 1}`
            : `SIM-${organization.customerNumber}-${String(i + 1).padStart(3, '0')}`,
        barcode: barcodeOf(international, base + i),
        // A fixed history: no carrier tracks demo shipments (the poller leaves them alone).
        carrier: 'demo',
        status: shipmentStatusOf(latest?.code ?? null),
        carrierStatusCode: latest?.code ?? null,
        carrierStatusAt: latest?.occurredAt ?? null,
        sentAt: new Date(sentAt),
        createdBy,
        createdAt: new Date(sentAt),
      })
      .returning({ id: shipments.id });
    if (events.length)
      await tx.insert(shipmentEvents).values(events.map((e) => ({ ...e, shipmentId: row.id })));
  }
}

/** Every carrier status code the demo seed reaches (a test checks the seed covers delivered and attention states). */
export const SEEDED_CODES = [...new Set([...PATHS, ...INTERNATIONAL_PATHS].flat())].filter(
  (c) => c in CARRIER_STATUSES,
);
