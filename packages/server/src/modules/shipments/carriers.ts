import type { DomesticShipmentType, ShipmentKind } from '@portal/domain';

/**
 * Carriers (issue 14 "Carriers"): an adapter interface per carrier kind — domestic (PostNL-style) and international
 * (UPS-style) — with two implementations each: a sandbox (the embedded default, sandbox-carriers.ts) and the real
 * carrier (postnl.ts, ups.ts), chosen by environment variables (config.ts `carriers`). Routes and the status poller
 * only see these interfaces. Amounts in euro cents, weights in grams, sides in whole cm.
 */

/** The recipient as the carrier needs it (name on the label; phone and e-mail for its delivery notices). */
export interface CarrierRecipient {
  name: string;
  phone: string | null;
  email: string | null;
}

/** A domestic shipment as sent to the carrier (the address is Dutch: the route checked it). */
export interface DomesticCarrierRequest {
  reference: string | null;
  recipient: CarrierRecipient;
  address: { streetName: string; houseNumber: string; zipCode: string; city: string; countryCode: string };
  type: DomesticShipmentType;
  simCount: number;
  /** Insured amount in euro cents for the insured types; null otherwise. */
  insuranceCents: number | null;
}

/** An international package as sent to the carrier (spec §3 International package). */
export interface InternationalCarrierRequest {
  reference: string | null;
  recipient: CarrierRecipient & { phone: string };
  address: {
    addressLine1: string;
    postalCode: string | null;
    city: string;
    stateProvinceCode: string | null;
    countryCode: string;
  };
  /** SERVICE_CODES key, e.g. "65" (Saver). */
  serviceCode: string;
  package: { weightGrams: number; lengthCm: number; widthCm: number; heightCm: number; description: string };
}

/** What the carrier answers to a created shipment. */
export interface CarrierShipment {
  /** The track and trace number (domestic 3S barcode, international 1Z tracking number). */
  barcode: string;
  /** The carrier's charge in euro cents when it names one (international); null otherwise. */
  totalCents: number | null;
}

/** The carrier's price for an international package (before confirming). */
export interface CarrierRate {
  serviceCode: string;
  totalCents: number;
  /** The weight the carrier bills: the larger of actual and volumetric weight, in grams. */
  billableWeightGrams: number;
  deliveryDays: number | null;
}

/** One tracking event, already mapped onto the portal's carrier status codes (CARRIER_STATUSES 1–23, 99). */
export interface CarrierEvent {
  code: number;
  occurredAt: Date;
}

/** What tracking needs of a shipment. */
export interface TrackedShipmentRef {
  barcode: string;
  zipCode: string;
  countryCode: string;
  sentAt: Date;
}

/** The domestic carrier (PostNL-style): create a shipment (barcode), track it. */
export interface DomesticCarrier {
  /** Stored with each shipment (`sandbox`, `postnl`). */
  readonly name: string;
  /** Registers the shipment; throws CarrierRejection, CarrierUnavailable. */
  createShipment(request: DomesticCarrierRequest): Promise<CarrierShipment>;
  /** Every event the carrier knows of, oldest first ([] before its first scan); throws CarrierUnavailable, CarrierRejection. */
  track(shipment: TrackedShipmentRef): Promise<CarrierEvent[]>;
}

/** The international carrier (UPS-style): rate, create, track. */
export interface InternationalCarrier {
  /** Stored with each shipment (`sandbox`, `ups`). */
  readonly name: string;
  /** Price of this package and service; throws UnsupportedCountry, CarrierRejection, CarrierUnavailable. */
  rate(request: InternationalCarrierRequest): Promise<CarrierRate>;
  /** Books the shipment; throws UnsupportedCountry, CarrierRejection, CarrierUnavailable. */
  createShipment(request: InternationalCarrierRequest): Promise<CarrierShipment>;
  /** Every event the carrier knows of, oldest first ([] before its first scan); throws CarrierUnavailable, CarrierRejection. */
  track(shipment: TrackedShipmentRef): Promise<CarrierEvent[]>;
}

/** The pair of carriers the server runs with (`app.carriers`). */
export interface Carriers {
  domestic: DomesticCarrier;
  international: InternationalCarrier;
}

/** The carrier refused the request; `reason` is its own message, shown under "Shipment request is invalid.". */
export class CarrierRejection extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'CarrierRejection';
  }
}

/** The carrier does not serve this destination ("Unsupported country."). */
export class UnsupportedCountry extends Error {
  constructor(readonly countryCode: string) {
    super(`Unsupported country: ${countryCode}`);
    this.name = 'UnsupportedCountry';
  }
}

/** The carrier could not be reached or answered with a server error (try again later). */
export class CarrierUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CarrierUnavailable';
  }
}

/** What a track and trace link needs of a shipment. */
export interface TrackedShipment {
  id: number;
  kind: ShipmentKind;
  barcode: string;
  zipCode: string;
  countryCode: string;
}

/**
 * The public track and trace page of a shipment: the carrier's own page for its barcode (domestic: barcode, country
 * and postal code, as PostNL's page takes them; international: UPS's tracking page).
 */
export function trackAndTraceUrlOf(shipment: TrackedShipment): string {
  if (shipment.kind === 'international') {
    return `https://www.ups.com/track?tracknum=${encodeURIComponent(shipment.barcode)}`;
  }
  const zip = shipment.zipCode.replace(/\s+/g, '').toUpperCase();
  return `https://jouw.postnl.nl/track-and-trace/${encodeURIComponent(`${shipment.barcode}-${shipment.countryCode}-${zip}`)}`;
}
