/**
 * Shipment constants (issue 14; spec §3 Shipment and International package, §4 shipment states, carrier status
 * codes and domestic types, §5, §9), zod-free so that screens need not load the schemas (shipments.ts).
 */
import { ALL_ROLES, type Role } from './roles';

/** Spec §4: a shipment is in transit or delivered (derived from its latest carrier status). */
export const SHIPMENT_STATUSES = ['inTransit', 'delivered'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** The two flows of spec §2: domestic (the Netherlands, PostNL-style carrier) and international (UPS-style). */
export const SHIPMENT_KINDS = ['domestic', 'international'] as const;
export type ShipmentKind = (typeof SHIPMENT_KINDS)[number];

/**
 * Who may create shipments: spec §2 gives /shipments "overview and creation" to all provider roles and all five
 * organization roles, and spec §6 lets the account manager write only helpdesk tickets — so everyone but the
 * account manager.
 */
export const SHIPMENT_CREATOR_ROLES: readonly Role[] = ALL_ROLES.filter((role) => role !== 'accountManager');

/** Spec §4 domestic shipment types. */
export const DOMESTIC_SHIPMENT_TYPES = [
  'registeredLetter',
  'insuredLetter',
  'parcel',
  'insuredParcel',
] as const;
export type DomesticShipmentType = (typeof DOMESTIC_SHIPMENT_TYPES)[number];

/** Domestic types that carry an insurance amount (entered in euros, spec §3). */
export const INSURED_SHIPMENT_TYPES: readonly DomesticShipmentType[] = ['insuredLetter', 'insuredParcel'];

/** Spec §5/§9: with more than this many SIMs the user is advised to choose parcel. */
export const PARCEL_ADVICE_SIM_COUNT = 10;

/** True when `simCount` SIMs in a shipment of `type` should be shipped as a parcel instead (spec §5, §9). */
export function adviseParcel(type: DomesticShipmentType, simCount: number): boolean {
  return simCount > PARCEL_ADVICE_SIM_COUNT && type !== 'parcel' && type !== 'insuredParcel';
}

/** Shipments per page of the overview (spec §9: a page constant of 20). */
export const SHIPMENT_PAGE_SIZE = 20;

/**
 * Whether an address is domestic (spec §2: "domestic = country Nederland or code NL"): the country code NL, or the
 * country name Nederland / Netherlands / The Netherlands in any letter case.
 */
export function isDomesticCountry(country: {
  countryCode?: string | null;
  country?: string | null;
}): boolean {
  if (country.countryCode?.trim().toUpperCase() === 'NL') return true;
  const name = country.country?.trim().toLowerCase() ?? '';
  return name === 'nederland' || name === 'netherlands' || name === 'the netherlands';
}

/**
 * Common milestones carrier events map to (issue 14 "one timeline of carrier events mapped to common milestones"):
 * the shipment detail's timeline shows these, with the carrier's own status text beside them.
 */
export const SHIPMENT_MILESTONES = [
  'preAlerted',
  'accepted',
  'sorted',
  'outForDelivery',
  'delivered',
  'atPickupLocation',
  'needsAttention',
] as const;
export type ShipmentMilestone = (typeof SHIPMENT_MILESTONES)[number];

/** One carrier status code: its milestone (null for "not applicable") and its text in English and Dutch. */
export interface CarrierStatus {
  milestone: ShipmentMilestone | null;
  en: string;
  nl: string;
}

/**
 * Carrier status codes 1–23 and 99 (spec §4: "for example pre-alerted, accepted, collected, sorted, out for
 * delivery, delivered, at pick-up location, at customs, missing, rejected, not applicable"). The numbering and the
 * texts beyond the spec's examples are our design, modelled on a domestic postal carrier's track and trace; the
 * real adapters map their carrier's codes onto these. A shipment is delivered when its latest code's milestone is
 * `delivered`, in transit otherwise.
 */
export const CARRIER_STATUSES: Readonly<Record<number, CarrierStatus>> = {
  1: { milestone: 'preAlerted', en: 'Pre-alerted', nl: 'Voorgemeld' },
  2: {
    milestone: 'preAlerted',
    en: 'Not yet handed to the carrier',
    nl: 'Nog niet aangeleverd bij de vervoerder',
  },
  3: { milestone: 'accepted', en: 'Collected by the carrier', nl: 'Opgehaald door de vervoerder' },
  4: { milestone: 'accepted', en: 'Accepted at the sorting centre', nl: 'Aangenomen in het sorteercentrum' },
  5: { milestone: 'sorted', en: 'Sorted', nl: 'Gesorteerd' },
  6: { milestone: 'sorted', en: 'Ready for delivery', nl: 'Klaar voor bezorging' },
  7: { milestone: 'outForDelivery', en: 'Out for delivery', nl: 'Wordt bezorgd' },
  8: { milestone: 'delivered', en: 'Delivered', nl: 'Bezorgd' },
  9: { milestone: 'delivered', en: 'Delivered to a neighbour', nl: 'Bezorgd bij de buren' },
  10: { milestone: 'delivered', en: 'Delivered in the letterbox', nl: 'Bezorgd in de brievenbus' },
  11: { milestone: 'atPickupLocation', en: 'At the pick-up location', nl: 'Ligt klaar op het afhaalpunt' },
  12: { milestone: 'delivered', en: 'Collected at the pick-up location', nl: 'Opgehaald op het afhaalpunt' },
  13: { milestone: 'needsAttention', en: 'Recipient not at home', nl: 'Ontvanger niet thuis' },
  14: { milestone: 'needsAttention', en: 'Address incomplete or wrong', nl: 'Adres onvolledig of onjuist' },
  15: { milestone: 'needsAttention', en: 'At customs', nl: 'Bij de douane' },
  16: { milestone: 'sorted', en: 'Cleared by customs', nl: 'Vrijgegeven door de douane' },
  17: { milestone: 'sorted', en: 'In transit abroad', nl: 'Onderweg in het buitenland' },
  18: { milestone: 'needsAttention', en: 'Delivery postponed', nl: 'Bezorging uitgesteld' },
  19: { milestone: 'needsAttention', en: 'Refused by the recipient', nl: 'Geweigerd door de ontvanger' },
  20: { milestone: 'needsAttention', en: 'Returned to the sender', nl: 'Retour afzender' },
  21: { milestone: 'needsAttention', en: 'Damaged', nl: 'Beschadigd' },
  22: { milestone: 'needsAttention', en: 'Missing', nl: 'Vermist' },
  23: { milestone: 'needsAttention', en: 'Rejected by the carrier', nl: 'Geweigerd door de vervoerder' },
  99: { milestone: null, en: 'Not applicable', nl: 'Niet van toepassing' },
};

/** The carrier status codes in order (1–23, 99). */
export const CARRIER_STATUS_CODES: readonly number[] = Object.keys(CARRIER_STATUSES)
  .map(Number)
  .sort((a, b) => a - b);

/** The shipment status (spec §4) a carrier status code leads to: delivered for a delivered milestone. */
export function shipmentStatusOf(carrierStatusCode: number | null): ShipmentStatus {
  return carrierStatusCode !== null && CARRIER_STATUSES[carrierStatusCode]?.milestone === 'delivered'
    ? 'delivered'
    : 'inTransit';
}

/**
 * Carrier service codes of the international flow (spec §9 "UPS-style services, for example 01 Next Day Air, 03
 * Ground, 07 Express, 65 Saver"): code → name (names are the carrier's, not translated).
 */
export const SERVICE_CODES: Readonly<Record<string, string>> = {
  '01': 'Next Day Air',
  '02': '2nd Day Air',
  '03': 'Ground',
  '07': 'Express',
  '08': 'Expedited',
  '11': 'Standard',
  '54': 'Express Plus',
  '65': 'Saver',
};

/** International box type presets (spec §9), in cm: they fill a package's length, width and height. */
export const BOX_TYPES = [
  { id: '14x17x9', lengthCm: 14, widthCm: 17, heightCm: 9 },
  { id: '16x21x8', lengthCm: 16, widthCm: 21, heightCm: 8 },
  { id: '17x26x11', lengthCm: 17, widthCm: 26, heightCm: 11 },
  { id: '24x36x14', lengthCm: 24, widthCm: 36, heightCm: 14 },
  { id: '36x53x29', lengthCm: 36, widthCm: 53, heightCm: 29 },
] as const;

/** Limits of a shipment request (our design, after the carriers' own limits; shown by the forms' validation). */
export const SHIPMENT_LIMITS = {
  /** SIMs in one shipment. */
  maxSimCount: 1000,
  /** Insurance in euros of an insured letter or parcel (the domestic carrier insures up to €5,000). */
  maxInsuranceEuros: 5000,
  /** A package of the international flow, in kg (the carrier's limit per package is 70 kg). */
  maxWeightKg: 70,
  /** Length, width or height of a package, in whole cm (the carrier's longest side is 274 cm). */
  maxSideCm: 274,
  /** Reference printed on the label and sent to the carrier. */
  maxReferenceLength: 35,
  /** Product description of an international package (customs). */
  maxDescriptionLength: 35,
} as const;

/**
 * Longest text per field of a shipment request, in characters (the carriers' limits where they have one: 35 for a
 * name, address line or reference on UPS and PostNL labels; the portal's address fields elsewhere). The schemas
 * (shipments.ts) and the forms use the same numbers.
 */
export const SHIPMENT_FIELD_MAX = {
  recipientName: 100,
  streetName: 200,
  houseNumber: 20,
  zipCode: 20,
  city: 100,
  country: 100,
  addressLine1: 35,
  internationalCity: 30,
  postalCode: 10,
  stateProvinceCode: 5,
} as const;

/**
 * A phone number as people write it: an optional +, then a digit and 5–24 more digits, spaces, dashes or brackets
 * (6–25 characters after the +).
 */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,24}$/;

/** Control characters (C0 and DEL): refused in every text of a shipment request (one-line fields; a NUL byte breaks PostgreSQL). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * Countries whose addresses need a state or province code in the international flow (the carrier refuses US,
 * Canadian, Mexican and Australian addresses without one; issue 14 "state or province code where the country
 * needs one").
 */
export const STATE_REQUIRED_COUNTRIES: readonly string[] = ['US', 'CA', 'MX', 'AU'];

/**
 * Steps of the domestic flow (spec §2: Customer, Recipient, Address, Shipping options, Summary, Shipping created)
 * and of the international flow (our design: the same first steps, the package and service, then the carrier's
 * rate in the summary before confirming).
 */
export const DOMESTIC_STEPS = ['customer', 'recipient', 'address', 'options', 'summary', 'created'] as const;
export const INTERNATIONAL_STEPS = [
  'customer',
  'recipient',
  'address',
  'package',
  'summary',
  'created',
] as const;

/** The server's shipment messages (spec §5, §8 word for word where the spec has them). */
export const ShipmentMessages = {
  created: 'The shipment is created!',
  unsupportedCountry: 'Unsupported country.',
  invalid: 'Shipment request is invalid.',
  foreignAddress: 'This address is abroad: use the international shipment.',
  domesticAddress: 'This address is in the Netherlands: use the domestic shipment.',
  insuranceRequired: 'Enter the insured amount in euros.',
  insuranceNotAllowed: 'Only insured letters and parcels carry an insurance amount.',
  stateRequired: 'Enter the state or province code for this country.',
  unknownOrganization: 'Unknown organization.',
  noControlCharacters: 'Use letters, digits and punctuation only.',
  unknownSubcustomer: 'This subcustomer does not belong to the chosen organization.',
  unknownServiceCode: 'Unknown service.',
  rateChanged: "The carrier's price has changed. Check the new total and confirm again.",
  carrierUnavailable: 'The carrier cannot be reached. Please try again in a few minutes.',
} as const;
