import { randomInt } from 'node:crypto';
import { countryChoices } from '@portal/domain';
import {
  type CarrierEvent,
  CarrierRejection,
  type CarrierRate,
  type Carriers,
  type DomesticCarrier,
  type InternationalCarrier,
  type InternationalCarrierRequest,
  type TrackedShipmentRef,
  UnsupportedCountry,
} from './carriers.js';

/**
 * The sandbox carriers (issue 14 "a sandbox (the embedded default: deterministic labels, rates and status progress
 * over simulated time, so a local user sees shipments move)"). No network. What they refuse mirrors what the real
 * carriers refuse, so the screens' error paths can be tried locally:
 * - domestic: a zip code that is not a Dutch postcode ("1234 AB") or a house number that does not start with a
 *   digit → CarrierRejection with the reason;
 * - international: a destination in SANDBOX_UNSERVED_COUNTRIES or not an ISO country → UnsupportedCountry; no postal
 *   code for a country that has them → CarrierRejection "Missing or invalid ship to postal code.".
 * Rates are a fixed table per service (euro cents) by billable weight (the larger of actual and volumetric weight,
 * L×W×H / 5000 kg, rounded up to 0.5 kg) and zone (Europe or the world). Tracking replays a fixed path of
 * CARRIER_STATUSES codes, one step per `stepMs` after the shipment was sent: a domestic shipment whose barcode ends in
 * 7 is not home at first and goes to a pick-up location; the others are delivered.
 */

/** Destinations the sandbox's international carrier does not serve (sanctions and uninhabited territories). */
export const SANDBOX_UNSERVED_COUNTRIES: readonly string[] = [
  'KP',
  'IR',
  'SY',
  'CU',
  'RU',
  'BY',
  'AQ',
  'BV',
  'HM',
];

/** Countries without postal codes (the sandbox does not ask for one there). */
const NO_POSTAL_CODE = new Set([
  'AE',
  'AG',
  'AO',
  'BS',
  'BZ',
  'FJ',
  'GH',
  'HK',
  'IE',
  'JM',
  'QA',
  'TZ',
  'UG',
  'ZW',
]);

/** Europe: the cheaper zone. */
const EUROPE = new Set(
  'AD AL AT BA BE BG CH CY CZ DE DK EE ES FI FO FR GB GI GR HR HU IS IT LI LT LU LV MC MD ME MK MT NO PL PT RO RS SE SI SK SM UA VA XK'.split(
    ' ',
  ),
);

/** Per service: base price and price per started 0.5 kg, euro cents, and business days (Europe). */
const SERVICE_PRICES: Readonly<Record<string, { base: number; perHalfKg: number; days: number }>> = {
  '01': { base: 4_500, perHalfKg: 210, days: 1 },
  '02': { base: 3_500, perHalfKg: 180, days: 2 },
  '03': { base: 1_800, perHalfKg: 90, days: 5 },
  '07': { base: 5_200, perHalfKg: 240, days: 1 },
  '08': { base: 3_900, perHalfKg: 160, days: 3 },
  '11': { base: 1_600, perHalfKg: 85, days: 4 },
  '54': { base: 8_900, perHalfKg: 320, days: 1 },
  '65': { base: 4_200, perHalfKg: 190, days: 2 },
};

/** Carrier status paths the sandbox replays (codes of CARRIER_STATUSES). */
const DELIVERED_PATH = [1, 3, 4, 5, 6, 7, 8];
const NOT_HOME_PATH = [1, 3, 4, 5, 6, 7, 13, 11, 12];
const INTERNATIONAL_PATH = [1, 3, 4, 17, 15, 16, 6, 7, 8];

const DUTCH_POSTCODE = /^[1-9][0-9]{3} ?[A-Za-z]{2}$/;

/** `count` random digits (barcodes must be unique; the rest of the sandbox is deterministic). */
function digits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(randomInt(10));
  return out;
}

/** The events of `path`, one per `stepMs` from `sentAt`, that have happened by `now`. */
function replay(path: readonly number[], sentAt: Date, stepMs: number, now: Date): CarrierEvent[] {
  return path
    .map((code, step) => ({ code, occurredAt: new Date(sentAt.getTime() + step * stepMs) }))
    .filter((e) => e.occurredAt.getTime() <= now.getTime());
}

let knownCountries: Set<string> | undefined;

function checkInternational(request: InternationalCarrierRequest): void {
  knownCountries ??= new Set(countryChoices().map((c) => c.code));
  const country = request.address.countryCode;
  if (!knownCountries.has(country) || SANDBOX_UNSERVED_COUNTRIES.includes(country)) {
    throw new UnsupportedCountry(country);
  }
  if (!request.address.postalCode && !NO_POSTAL_CODE.has(country)) {
    throw new CarrierRejection('Missing or invalid ship to postal code.');
  }
  if (!SERVICE_PRICES[request.serviceCode]) throw new CarrierRejection('Invalid service code.');
}

/**
 * The sandbox's rate of an international package: billable weight in grams (actual or volumetric, rounded up to
 * 500 g), total in euro cents (base + per 0.5 kg, doubled outside Europe), business days (plus 2 outside Europe).
 */
export function sandboxRate(request: InternationalCarrierRequest): CarrierRate {
  const { weightGrams, lengthCm, widthCm, heightCm } = request.package;
  // Volumetric weight: cm³ / 5000 kg = cm³ / 5 g.
  const volumetricGrams = Math.ceil((lengthCm * widthCm * heightCm) / 5);
  const halfKilos = Math.ceil(Math.max(weightGrams, volumetricGrams) / 500);
  const price = SERVICE_PRICES[request.serviceCode];
  const europe = EUROPE.has(request.address.countryCode);
  const totalCents = (price.base + halfKilos * price.perHalfKg) * (europe ? 1 : 2);
  return {
    serviceCode: request.serviceCode,
    totalCents,
    billableWeightGrams: halfKilos * 500,
    deliveryDays: price.days + (europe ? 0 : 2),
  };
}

/**
 * The sandbox carriers. `stepMs`: simulated time between two tracking events; `now`: the clock (tests).
 */
export function createSandboxCarriers(options: { stepMs: number; now?: () => Date }): Carriers {
  const now = options.now ?? (() => new Date());

  const domestic: DomesticCarrier = {
    name: 'sandbox',
    async createShipment(request) {
      if (!DUTCH_POSTCODE.test(request.address.zipCode.trim())) {
        throw new CarrierRejection(
          'The zip code is not a Dutch postcode (four digits and two letters, e.g. 3511 ED).',
        );
      }
      if (!/^[0-9]/.test(request.address.houseNumber.trim())) {
        throw new CarrierRejection('The house number must start with a number.');
      }
      return { barcode: `3SSBX${digits(10)}`, totalCents: null };
    },
    async track(shipment: TrackedShipmentRef) {
      const path = shipment.barcode.endsWith('7') ? NOT_HOME_PATH : DELIVERED_PATH;
      return replay(path, shipment.sentAt, options.stepMs, now());
    },
  };

  const international: InternationalCarrier = {
    name: 'sandbox',
    async rate(request) {
      checkInternational(request);
      return sandboxRate(request);
    },
    async createShipment(request) {
      checkInternational(request);
      return {
        barcode: `1ZSBX${request.serviceCode}${digits(10)}`,
        totalCents: sandboxRate(request).totalCents,
      };
    },
    async track(shipment: TrackedShipmentRef) {
      return replay(INTERNATIONAL_PATH, shipment.sentAt, options.stepMs, now());
    },
  };

  return { domestic, international };
}
