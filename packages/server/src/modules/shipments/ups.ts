import { randomUUID } from 'node:crypto';
import type { ShipperConfig } from '../../config.js';
import { dayjs } from '../../dayjs.js';
import {
  type CarrierAnswer,
  asList,
  phoneNumberOf,
  sendToCarrier,
  textOf,
  throwIfUnavailable,
} from './carrier-http.js';
import {
  type CarrierEvent,
  CarrierRejection,
  CarrierUnavailable,
  type InternationalCarrier,
  type InternationalCarrierRequest,
  type TrackedShipmentRef,
  UnsupportedCountry,
} from './carriers.js';

/**
 * UPS, the real international carrier (issue 14 "Carriers"), after UPS's REST APIs (developer.ups.com; the OpenAPI
 * files of github.com/UPS-API/api-documentation):
 * - OAuth client credentials, `POST /security/v1/oauth/token` (basic auth with client id and secret): a bearer
 *   token, kept until TOKEN_MARGIN_SECONDS before its `expires_in` and then fetched again;
 * - Rating v2403, `POST /api/rating/v2403/Rate`: the price of one package and service;
 * - Shipping v2403, `POST /api/shipments/v2403/ship`: books it (the 1Z tracking number and the charge);
 * - Tracking v1, `GET /api/track/v1/details/{trackingNumber}`: the activity history.
 * Amounts come as decimal strings and are read into euro cents without floating point; a charge in another currency
 * than EUR is refused. Failures: no answer, a timeout, 5xx, 408 and 429 → CarrierUnavailable; 401/403 (the
 * credentials are refused: not something a user can correct) → CarrierUnavailable; an error in UNSERVED_COUNTRY_ERRORS
 * → UnsupportedCountry; any other 4xx → CarrierRejection with UPS's own message. Error messages never contain the
 * client secret or the token.
 */

/** How the adapter reaches UPS (config.ts `carriers.international`, the UPS_* variables). */
export interface UpsCarrierOptions {
  /** API root, e.g. `https://onlinetools.ups.com` or `https://wwwcie.ups.com` (UPS's test environment). */
  baseUrl: string;
  /** OAuth client id of the UPS app. */
  clientId: string;
  /** OAuth client secret; never logged nor put into an error. */
  clientSecret: string;
  /** The provider's UPS account (shipper number, 6 characters): billed for the shipments. */
  accountNumber: string;
  /** The provider's sender address (Shipper and ShipFrom). */
  shipper: ShipperConfig;
  /** The fetch to use (tests pass a fake); default globalThis.fetch. */
  fetch?: typeof globalThis.fetch;
  /** How long one request may take, in milliseconds; default 15000. */
  timeoutMs?: number;
}

/**
 * UPS error codes that mean UPS does not serve the destination country → UnsupportedCountry:
 * - 120208 "Missing/Invalid/Unsupported ShipTo CountryCode" (Shipping; UPS Shipping Package developer guide, error
 *   table);
 * - 110208, its Rating counterpart (UPS numbers Rating errors 11xxxx after their Shipping twins 12xxxx, as
 *   118400/128400 "not a valid postal code").
 * Other errors — also 111210 "The requested service is unavailable between the selected locations", which another
 * service may still serve — are rejections with UPS's message.
 */
export const UNSERVED_COUNTRY_ERRORS: ReadonlySet<string> = new Set(['120208', '110208']);

/** Seconds before `expires_in` at which the token is fetched again. */
export const TOKEN_MARGIN_SECONDS = 60;

/**
 * UPS activity codes (`status.code`) that say more than their type: MP "billing information received" (manifest)
 * → 1 pre-alerted, OR "origin scan" → 4 accepted.
 */
export const UPS_ACTIVITY_CODES: Readonly<Record<string, number>> = { MP: 1, OR: 4 };

/**
 * UPS status description codes (`status.statusCode`, UPS's "Status/Description Codes" appendix) → our
 * CARRIER_STATUSES codes, where the code says more than the activity type.
 *
 * | UPS                                                     | meaning                                   | ours |
 * | ------------------------------------------------------- | ----------------------------------------- | ---- |
 * | 003                                                     | shipment ready for UPS                    | 1    |
 * | 038                                                     | picked up by UPS                          | 3    |
 * | 160                                                     | we have your package                      | 4    |
 * | 071                                                     | preparing for delivery                    | 6    |
 * | 006 021 037 072 089 091 146 162                         | out for delivery, loaded on vehicle       | 7    |
 * | 011 026 143                                             | delivered                                 | 8    |
 * | 017 040 144 161                                         | held for / ready for customer pickup      | 11   |
 * | 022 023 024 060 145                                     | delivery attempted (nobody home)          | 13   |
 * | 050                                                     | address information required              | 14   |
 * | 012 058 092 123 124 125 126                             | customs clearance in progress / needs info| 15   |
 * | 014 084 134                                             | cleared by customs                        | 16   |
 * | 019 032 046 048 051 052 053 055 086 090                 | delay, held for future delivery           | 18   |
 * | 064                                                     | delivery refused                          | 19   |
 * | 033 034 035 036 067 118                                 | returning / returned to sender            | 20   |
 * | 059 081                                                 | damage reported                           | 21   |
 * | 068                                                     | sent to lost and found                    | 22   |
 * | 147 149                                                 | seized, prohibited contents destroyed     | 23   |
 * | 007                                                     | shipment information voided               | 99   |
 */
export const UPS_STATUS_CODES: Readonly<Record<string, number>> = {
  ...codes(['003'], 1),
  ...codes(['038'], 3),
  ...codes(['160'], 4),
  ...codes(['071'], 6),
  ...codes(['006', '021', '037', '072', '089', '091', '146', '162'], 7),
  ...codes(['011', '026', '143'], 8),
  ...codes(['017', '040', '144', '161'], 11),
  ...codes(['022', '023', '024', '060', '145'], 13),
  ...codes(['050'], 14),
  ...codes(['012', '058', '092', '123', '124', '125', '126'], 15),
  ...codes(['014', '084', '134'], 16),
  ...codes(['019', '032', '046', '048', '051', '052', '053', '055', '086', '090'], 18),
  ...codes(['064'], 19),
  ...codes(['033', '034', '035', '036', '067', '118'], 20),
  ...codes(['059', '081'], 21),
  ...codes(['068'], 22),
  ...codes(['147', '149'], 23),
  ...codes(['007'], 99),
};

/**
 * UPS activity types (`status.type`) → our codes, when neither the activity code nor the status code says more:
 * M manifest (billing information received) → 1, MV manifest voided → 99, P pickup → 3, I in transit → 17,
 * O out for delivery → 7, D delivered → 8, X exception → 18 "delivery postponed" (needs attention), RS returned to
 * shipper → 20. Any other type (freight-only DO/DD/W, NA, U) → 99.
 */
export const UPS_ACTIVITY_TYPES: Readonly<Record<string, number>> = {
  M: 1,
  MV: 99,
  P: 3,
  I: 17,
  O: 7,
  D: 8,
  X: 18,
  RS: 20,
};

/** The API versions of the Rating and Shipping calls. */
const API_VERSION = 'v2403';

/** UPS takes 35 characters of a name. */
const NAME_LENGTH = 35;

/** Packaging type 02 "Customer Supplied Package". */
const CUSTOMER_PACKAGING = '02';

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The UPS international carrier (name `ups`). `rate` prices one package (total in euro cents, billable weight in
 * grams, business days when UPS guarantees them); `createShipment` books it (the 1Z number and the charge in euro
 * cents; a charge in another currency is refused even then, so the booking is left to be voided at UPS); both throw
 * UnsupportedCountry, CarrierRejection, CarrierUnavailable. `track` answers the activities mapped
 * onto our codes, oldest first ([] while UPS knows no package by the number).
 */
export function createUpsCarrier(options: UpsCarrierOptions): InternationalCarrier {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let token: { value: string; expiresAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  const send = (path: string, init: RequestInit): Promise<UpsAnswer> =>
    sendToCarrier('UPS', fetchImpl, `${baseUrl}${path}`, init, timeoutMs);

  async function fetchToken(): Promise<string> {
    const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const { status, body } = await send('/security/v1/oauth/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        'x-merchant-id': options.accountNumber,
      },
      body: 'grant_type=client_credentials',
    });
    if (status === 400 || status === 401 || status === 403) {
      throw new CarrierUnavailable(`UPS refused the client credentials (${status}).`);
    }
    failOnError({ status, body }, null);
    const answer = body as { access_token?: unknown; expires_in?: unknown } | null;
    const expiresIn = Number(answer?.expires_in);
    if (typeof answer?.access_token !== 'string' || !Number.isFinite(expiresIn)) {
      throw new CarrierUnavailable('UPS answered without an access token.');
    }
    token = { value: answer.access_token, expiresAt: Date.now() + (expiresIn - TOKEN_MARGIN_SECONDS) * 1000 };
    return token.value;
  }

  /** The cached token while it is fresh; one request for a new one however many calls wait for it. */
  function accessToken(): Promise<string> {
    if (token && Date.now() < token.expiresAt) return Promise.resolve(token.value);
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  /** One API call with the bearer token; the raw status and body (a refused token is dropped from the cache). */
  async function api(method: 'GET' | 'POST', path: string, body?: unknown): Promise<UpsAnswer> {
    const bearer = await accessToken();
    const answer = await send(path, {
      method,
      headers: {
        authorization: `Bearer ${bearer}`,
        accept: 'application/json',
        transId: randomUUID().replace(/-/g, ''),
        transactionSrc: 'portal',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    if (answer.status === 401) token = null;
    return answer;
  }

  return {
    name: 'ups',

    async rate(request) {
      const answer = await api('POST', `/api/rating/${API_VERSION}/Rate`, rateRequestOf(options, request));
      failOnError(answer, request.address.countryCode);
      const rated = asList((answer.body as UpsRateAnswer | null)?.RateResponse?.RatedShipment);
      const shipment = rated.find((r) => r.Service?.Code === request.serviceCode) ?? rated[0];
      if (!shipment) throw new CarrierUnavailable('UPS answered without a rate.');
      const days = Number.parseInt(textOf(shipment.GuaranteedDelivery?.BusinessDaysInTransit), 10);
      return {
        serviceCode: request.serviceCode,
        totalCents: euroCentsOf(shipment.TotalCharges),
        billableWeightGrams: gramsOf(shipment.BillingWeight),
        deliveryDays: Number.isInteger(days) ? days : null,
      };
    },

    async createShipment(request) {
      const answer = await api('POST', `/api/shipments/${API_VERSION}/ship`, shipRequestOf(options, request));
      failOnError(answer, request.address.countryCode);
      const results = (answer.body as UpsShipAnswer | null)?.ShipmentResponse?.ShipmentResults;
      const barcode =
        textOf(asList(results?.PackageResults)[0]?.TrackingNumber) ||
        textOf(results?.ShipmentIdentificationNumber);
      if (!barcode) throw new CarrierUnavailable('UPS answered without a tracking number.');
      // Booked: from here nothing may throw, or the booking would have no shipment in the portal. A charge that is
      // not in euros is left out (the route then keeps the confirmed rate).
      let totalCents: number | null;
      try {
        totalCents = euroCentsOf(results?.ShipmentCharges?.TotalCharges);
      } catch {
        totalCents = null;
      }
      return { barcode, totalCents };
    },

    async track(shipment: TrackedShipmentRef): Promise<CarrierEvent[]> {
      const answer = await api(
        'GET',
        `/api/track/v1/details/${encodeURIComponent(shipment.barcode)}?locale=en_US&returnSignature=false`,
      );
      // 404 "Tracking Information Not Found": UPS has no scan of the package yet.
      if (answer.status === 404) return [];
      failOnError(answer, null);
      const body = answer.body as UpsTrackAnswer | null;
      const packages = asList(body?.trackResponse?.shipment).flatMap((s) => asList(s.package));
      const tracked = packages.find((p) => p.trackingNumber === shipment.barcode) ?? packages[0];
      return tracked ? eventsOf(tracked) : [];
    },
  };
}

/** Address of the provider for UPS (Shipper, ShipFrom). */
function shipperAddressOf(shipper: ShipperConfig) {
  return {
    AddressLine: [`${shipper.streetName} ${shipper.houseNumber}`.trim()],
    City: shipper.city,
    PostalCode: shipper.zipCode,
    CountryCode: shipper.countryCode,
  };
}

/** Address of the recipient for UPS (ShipTo). */
function shipToAddressOf(request: InternationalCarrierRequest) {
  const { address } = request;
  return {
    AddressLine: [address.addressLine1],
    City: address.city,
    ...(address.stateProvinceCode ? { StateProvinceCode: address.stateProvinceCode } : {}),
    ...(address.postalCode ? { PostalCode: address.postalCode } : {}),
    CountryCode: address.countryCode,
  };
}

/** Dimensions (whole cm, longest side as the length, as UPS requires) and weight (kg) of the package. */
function packageMeasuresOf(request: InternationalCarrierRequest) {
  const { package: pkg } = request;
  const [length, width, height] = [pkg.lengthCm, pkg.widthCm, pkg.heightCm].sort((a, b) => b - a);
  return {
    Dimensions: {
      UnitOfMeasurement: { Code: 'CM' },
      Length: String(length),
      Width: String(width),
      Height: String(height),
    },
    PackageWeight: { UnitOfMeasurement: { Code: 'KGS' }, Weight: kilogramsOf(pkg.weightGrams) },
  };
}

/** Bill the provider's account for the transportation charges. */
function billShipperOf(options: UpsCarrierOptions) {
  return { ShipmentCharge: [{ Type: '01', BillShipper: { AccountNumber: options.accountNumber } }] };
}

/** The Rating request (RateRequest) of one package. */
function rateRequestOf(options: UpsCarrierOptions, request: InternationalCarrierRequest) {
  const { shipper } = options;
  return {
    RateRequest: {
      Request: { TransactionReference: { CustomerContext: request.reference ?? '' } },
      Shipment: {
        Shipper: {
          Name: shipper.name.slice(0, NAME_LENGTH),
          ShipperNumber: options.accountNumber,
          Address: shipperAddressOf(shipper),
        },
        ShipTo: { Name: request.recipient.name.slice(0, NAME_LENGTH), Address: shipToAddressOf(request) },
        ShipFrom: { Name: shipper.name.slice(0, NAME_LENGTH), Address: shipperAddressOf(shipper) },
        PaymentDetails: billShipperOf(options),
        Service: { Code: request.serviceCode },
        NumOfPieces: '1',
        Package: [{ PackagingType: { Code: CUSTOMER_PACKAGING }, ...packageMeasuresOf(request) }],
      },
    },
  };
}

/** The Shipping request (ShipmentRequest) of one package, with a GIF label. */
function shipRequestOf(options: UpsCarrierOptions, request: InternationalCarrierRequest) {
  const { shipper } = options;
  const { recipient } = request;
  const sender = {
    Name: shipper.name.slice(0, NAME_LENGTH),
    AttentionName: shipper.name.slice(0, NAME_LENGTH),
    Phone: { Number: phoneNumberOf(shipper.phone) },
    EMailAddress: shipper.email,
    Address: shipperAddressOf(shipper),
  };
  return {
    ShipmentRequest: {
      Request: {
        RequestOption: 'nonvalidate',
        TransactionReference: { CustomerContext: request.reference ?? '' },
      },
      Shipment: {
        Description: request.package.description,
        Shipper: { ...sender, ShipperNumber: options.accountNumber },
        ShipTo: {
          Name: recipient.name.slice(0, NAME_LENGTH),
          AttentionName: recipient.name.slice(0, NAME_LENGTH),
          Phone: { Number: phoneNumberOf(recipient.phone) },
          ...(recipient.email ? { EMailAddress: recipient.email } : {}),
          Address: shipToAddressOf(request),
        },
        ShipFrom: sender,
        PaymentInformation: billShipperOf(options),
        Service: { Code: request.serviceCode },
        ...(request.reference ? { ReferenceNumber: [{ Value: request.reference }] } : {}),
        Package: [
          {
            Description: request.package.description,
            Packaging: { Code: CUSTOMER_PACKAGING },
            ...packageMeasuresOf(request),
          },
        ],
      },
      LabelSpecification: { LabelImageFormat: { Code: 'GIF' } },
    },
  };
}

/**
 * Throws for an error answer: CarrierUnavailable for 5xx, 408, 429 and refused credentials; UnsupportedCountry for
 * UNSERVED_COUNTRY_ERRORS (when the request names a destination); CarrierRejection with UPS's messages otherwise.
 */
function failOnError(answer: UpsAnswer, countryCode: string | null): void {
  const { status, body } = answer;
  if (status >= 200 && status < 300) return;
  throwIfUnavailable('UPS', 'access token', answer);
  const errors = asList((body as UpsErrorAnswer | null)?.response?.errors);
  if (countryCode && errors.some((error) => UNSERVED_COUNTRY_ERRORS.has(textOf(error.code)))) {
    throw new UnsupportedCountry(countryCode);
  }
  const messages = [...new Set(errors.map((error) => textOf(error.message).trim()).filter(Boolean))];
  throw new CarrierRejection(messages.join(' ') || `UPS refused the request (${status}).`);
}

/** Euro cents of a UPS charge ({CurrencyCode, MonetaryValue: "41.37"}); CarrierRejection for another currency. */
function euroCentsOf(charge: UpsCharge | undefined): number {
  const value = textOf(charge?.MonetaryValue);
  const cents = hundredthsOf(value);
  if (cents === null) throw new CarrierUnavailable('UPS answered without a charge.');
  const currency = textOf(charge?.CurrencyCode);
  if (currency !== 'EUR') {
    throw new CarrierRejection(
      `UPS quoted the charge in ${currency || 'an unnamed currency'}, not in euros (EUR).`,
    );
  }
  return cents;
}

/** Grams of UPS's billing weight ({UnitOfMeasurement: {Code: "KGS" | "LBS"}, Weight: "2.5"}). */
function gramsOf(weight: UpsWeight | undefined): number {
  const thousandths = thousandthsOf(textOf(weight?.Weight));
  if (thousandths === null) throw new CarrierUnavailable('UPS answered without a billing weight.');
  return textOf(weight?.UnitOfMeasurement?.Code) === 'LBS'
    ? Math.round(thousandths * 0.45359237)
    : thousandths;
}

/** A decimal string in hundredths, by integer arithmetic ("41.37" → 4137, "7.5" → 750); null when it is none. */
function hundredthsOf(value: string): number | null {
  return scaledDecimalOf(value, 2);
}

/** A decimal string in thousandths ("2.5" → 2500). */
function thousandthsOf(value: string): number | null {
  return scaledDecimalOf(value, 3);
}

/** `value` × 10^digits as an integer, rounding half up beyond `digits` decimals, without floating point. */
function scaledDecimalOf(value: string, digits: number): number | null {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  const scaled = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0').slice(0, digits));
  return fraction.length > digits && fraction[digits] >= '5' ? scaled + 1 : scaled;
}

/** Kilograms with one decimal as UPS takes them, rounded up to 100 g (2350 g → "2.4"). */
function kilogramsOf(grams: number): string {
  const tenths = Math.ceil(grams / 100);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** The timeline of a UPS package: its activities mapped onto our codes, oldest first (UPS lists newest first). */
function eventsOf(pkg: UpsPackage): CarrierEvent[] {
  return asList(pkg.activity)
    .map((activity) => ({ code: ourCodeOf(activity.status), occurredAt: instantOf(activity) }))
    .filter((event): event is CarrierEvent => event.occurredAt !== null)
    .reverse()
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
}

/** Our code of a UPS activity: by its activity code, else its status code, else its type; 99 when none is known. */
function ourCodeOf(status: UpsActivity['status']): number {
  return (
    UPS_ACTIVITY_CODES[textOf(status?.code)] ??
    UPS_STATUS_CODES[textOf(status?.statusCode).padStart(3, '0')] ??
    UPS_ACTIVITY_TYPES[textOf(status?.type)] ??
    99
  );
}

/**
 * The instant of an activity: UPS's GMT date and time when given ("20261014", "74700" = 07:47:00), else the local
 * date and time at `gmtOffset` ("+02:00"), else the local time read as UTC; null without a date.
 */
function instantOf(activity: UpsActivity): Date | null {
  const gmt = dateTimeOf(textOf(activity.gmtDate), textOf(activity.gmtTime), '+00:00');
  if (gmt) return gmt;
  const offset = textOf(activity.gmtOffset);
  return dateTimeOf(
    textOf(activity.date),
    textOf(activity.time),
    /^[+-]\d{2}:\d{2}$/.test(offset) ? offset : '+00:00',
  );
}

/** "YYYYMMDD" and "HHMMSS" (leading zeros may be missing) at UTC offset `offset` ("+02:00"); null when invalid. */
function dateTimeOf(date: string, time: string, offset: string): Date | null {
  const clock = (time || '0').padStart(6, '0');
  if (!/^\d{8}$/.test(date) || !/^\d{6}$/.test(clock)) return null;
  const parsed = dayjs(`${date} ${clock} ${offset}`, 'YYYYMMDD HHmmss Z');
  return parsed.isValid() ? parsed.toDate() : null;
}

/** One code table row per code. */
function codes(list: string[], ours: number): Record<string, number> {
  return Object.fromEntries(list.map((code) => [code, ours]));
}

/** An answer of UPS: its HTTP status and its body. */
type UpsAnswer = CarrierAnswer;

interface UpsCharge {
  CurrencyCode?: unknown;
  MonetaryValue?: unknown;
}

interface UpsWeight {
  UnitOfMeasurement?: { Code?: unknown };
  Weight?: unknown;
}

interface UpsRatedShipment {
  Service?: { Code?: unknown };
  BillingWeight?: UpsWeight;
  TotalCharges?: UpsCharge;
  GuaranteedDelivery?: { BusinessDaysInTransit?: unknown };
}

interface UpsRateAnswer {
  RateResponse?: { RatedShipment?: UpsRatedShipment | UpsRatedShipment[] };
}

interface UpsShipAnswer {
  ShipmentResponse?: {
    ShipmentResults?: {
      ShipmentIdentificationNumber?: unknown;
      ShipmentCharges?: { TotalCharges?: UpsCharge };
      PackageResults?: { TrackingNumber?: unknown } | { TrackingNumber?: unknown }[];
    };
  };
}

interface UpsActivity {
  date?: unknown;
  time?: unknown;
  gmtDate?: unknown;
  gmtTime?: unknown;
  gmtOffset?: unknown;
  status?: { type?: unknown; code?: unknown; statusCode?: unknown; description?: unknown };
}

interface UpsPackage {
  trackingNumber?: unknown;
  activity?: UpsActivity | UpsActivity[];
}

interface UpsTrackAnswer {
  trackResponse?: {
    shipment?: { package?: UpsPackage | UpsPackage[] } | { package?: UpsPackage | UpsPackage[] }[];
  };
}

interface UpsErrorAnswer {
  response?: { errors?: { code?: unknown; message?: unknown } | { code?: unknown; message?: unknown }[] };
}
