import { type DomesticShipmentType, INSURED_SHIPMENT_TYPES } from '@portal/domain';
import type { ShipperConfig } from '../../config.js';
import { PORTAL_TIME_ZONE, dayjs } from '../../dayjs.js';
import { asList, phoneNumberOf, sendToCarrier, textOf, throwIfUnavailable } from './carrier-http.js';
import {
  type CarrierEvent,
  CarrierRejection,
  CarrierUnavailable,
  type DomesticCarrier,
  type DomesticCarrierRequest,
  type TrackedShipmentRef,
} from './carriers.js';

/**
 * PostNL, the real domestic carrier (issue 14 "Carriers"), after PostNL's public Send & Track API
 * (developer.postnl.nl; field names as in PostNL's e-commerce SDKs):
 * - Barcode v1_1, `GET /shipment/v1_1/barcode`: a 3S barcode from the customer code's series;
 * - Labelling v2_2, `POST /shipment/v2_2/label?confirm=true`: registers and confirms (pre-alerts) the shipment under
 *   that barcode. PostNL answers with its own label PDF, which we do not keep: the portal prints its own label
 *   (labels.ts);
 * - Shipping status v2, `GET /shipment/v2/status/barcode/{barcode}?detail=true`: the status history.
 * Every request carries the `apikey` header. Failures: no answer, a timeout, 5xx, 408 and 429 → CarrierUnavailable;
 * 401/403 (the API key is refused: not something a user can correct) → CarrierUnavailable; any other 4xx →
 * CarrierRejection with PostNL's own message. Error messages never contain the API key.
 */

/** How the adapter reaches PostNL (config.ts `carriers.domestic`, the POSTNL_* variables). */
export interface PostnlCarrierOptions {
  /** API root without a trailing path, e.g. `https://api.postnl.nl` or `https://api-sandbox.postnl.nl`. */
  baseUrl: string;
  /** Sent as the `apikey` header; never logged nor put into an error. */
  apiKey: string;
  /** Customer code (4 letters, e.g. `DEVC`): names the barcode series. */
  customerCode: string;
  /** Customer number (up to 8 digits). */
  customerNumber: string;
  /** Collection location (6 digits) of the PostNL site that collects the provider's mail; '' when none is agreed. */
  collectionLocation: string;
  /** The provider's sender address (PostNL address type 02). */
  shipper: ShipperConfig;
  /** The fetch to use (tests pass a fake); default globalThis.fetch. */
  fetch?: typeof globalThis.fetch;
  /** How long one request may take, in milliseconds; default 15000. */
  timeoutMs?: number;
}

/**
 * PostNL product codes per domestic type (PostNL's Dutch domestic product list). PostNL's parcel API has no
 * letter-mail product, so the letters travel as small items with the guarantees the type promises:
 * - registeredLetter → 3189 "Signature on delivery": handed over only against a signature, which is what registered
 *   means;
 * - insuredLetter → 3094 "Extra Cover + Return when not home": insured for the stated amount, handed over against a
 *   signature and never left with neighbours (it comes back to us when nobody is home), as a registered letter;
 * - parcel → 3085 "Standard shipment";
 * - insuredParcel → 3087 "Extra Cover": insured for the stated amount.
 * The insured types carry the amount as amount type 02 (insured value) in euros.
 */
export const POSTNL_PRODUCT_CODES: Readonly<Record<DomesticShipmentType, string>> = {
  registeredLetter: '3189',
  insuredLetter: '3094',
  parcel: '3085',
  insuredParcel: '3087',
};

/**
 * PostNL status codes (`StatusCode`; each belongs to one phase, `PhaseCode`) → our CARRIER_STATUSES codes. PostNL
 * codes missing here → 99 "Not applicable". PostNL's own 99 ("Niet van toepassing") entries are system entries
 * without a meaning for the timeline and are left out.
 *
 * | PostNL | phase           | PostNL text                              | ours |
 * | ------ | --------------- | ---------------------------------------- | ---- |
 * | 1      | 1 Collection    | Shipment pre-alerted                     | 1    |
 * | 2      | 1 Collection    | Shipment accepted                        | 4    |
 * | 3      | 1 Collection    | Shipment collected                       | 3    |
 * | 4      | 1 Collection    | Shipment not collected                   | 2    |
 * | 13     | 1 Collection    | Pre-alerted, not yet accepted            | 2    |
 * | 14     | 1 Collection    | Pre-alerted, definitely not accepted     | 2    |
 * | 15     | 1 Collection    | Missing at collection                    | 22   |
 * | 18     | 1 Collection    | Definitely missing                       | 22   |
 * | 19     | 1 Collection    | Shipment rejected                        | 23   |
 * | 5      | 2 Sorting       | Shipment sorted                          | 5    |
 * | 6      | 2 Sorting       | Shipment not sorted                      | 18   |
 * | 16     | 2 Sorting       | Missing in sorting                       | 22   |
 * | 21     | 2 Sorting       | Shipment in storage                      | 18   |
 * | 7      | 3 Distribution  | Shipment out for delivery                | 7    |
 * | 8      | 3 Distribution  | Shipment not delivered                   | 13 ¹ |
 * | 9      | 3 Distribution  | Shipment at customs                      | 15   |
 * | 17     | 3 Distribution  | Missing in distribution                  | 22   |
 * | 20     | 3 Distribution  | Shipment in clearance process            | 15   |
 * | 11     | 4 Delivered     | Shipment delivered                       | 8 ¹  |
 * | 12     | 4 Delivered     | Shipment at pick-up location             | 11   |
 * | 22     | 4 Delivered     | Shipment picked up from post office      | 12   |
 * | 23     | 4 Delivered     | Collection order collected               | 3    |
 *
 * ¹ "Not delivered" and "delivered" are refined by the event PostNL records at the same moment
 * (POSTNL_EVENT_DETAILS): not home, wrong address, refused, damaged, returned, missing; at the neighbours, in the
 * letterbox, collected at a PostNL point.
 */
export const POSTNL_STATUS_CODES: Readonly<Record<string, number>> = {
  '1': 1,
  '2': 4,
  '3': 3,
  '4': 2,
  '13': 2,
  '14': 2,
  '15': 22,
  '18': 22,
  '19': 23,
  '5': 5,
  '6': 18,
  '16': 22,
  '21': 18,
  '7': 7,
  '8': 13,
  '9': 15,
  '17': 22,
  '20': 15,
  '11': 8,
  '12': 11,
  '22': 12,
  '23': 3,
};

/** PostNL's "not applicable" status: a system entry, not part of the timeline. */
const POSTNL_NOT_APPLICABLE = '99';

/**
 * PostNL event codes (`Event[].Code`) that say more than their status 8 "not delivered" or 11 "delivered" →
 * our codes (PostNL's T&T event code list).
 */
export const POSTNL_EVENT_DETAILS: Readonly<Record<string, number>> = {
  // Not delivered: "We missed you" (not home).
  H05: 13,
  H07: 13,
  Y02: 13,
  Y10: 13,
  Y40: 13,
  // Not delivered: address incorrect, unknown or incomplete.
  H02: 14,
  H12: 14,
  H36: 14,
  Y01: 14,
  Y09: 14,
  Y12: 14,
  Y16: 14,
  Y17: 14,
  Y22: 14,
  Y30: 14,
  Y31: 14,
  Y32: 14,
  // Not delivered: refused by the addressee.
  H01: 19,
  H38: 19,
  Y03: 19,
  Y13: 19,
  Y44: 19,
  Y50: 19,
  // Not delivered: damaged.
  H04: 21,
  Y04: 21,
  Y11: 21,
  Y14: 21,
  Y18: 21,
  // Not delivered: returned to the sender.
  H20: 20,
  H22: 20,
  Y21: 20,
  K43: 20,
  // Not delivered: missing.
  Y71: 22,
  // Delivered: to a neighbour, in the letterbox, collected at a PostNL point.
  I10: 9,
  Z05: 9,
  I05: 10,
  I11: 10,
  I22: 12,
  Z06: 12,
};

/** PostNL statuses whose meaning the simultaneous event refines. */
const REFINED_STATUSES = new Set(['8', '11']);

/** Approximate weight PostNL asks for ("approximate weight suffices"), grams: packaging plus the SIM cards. */
const PACKAGING_GRAMS: Readonly<Record<DomesticShipmentType, number>> = {
  registeredLetter: 20,
  insuredLetter: 20,
  parcel: 250,
  insuredParcel: 250,
};
const SIM_CARD_GRAMS = 5;

/** PostNL takes 35 characters of a name. */
const NAME_LENGTH = 35;

/** The 3S barcode series of a 4-letter customer code (PostNL: "000000000-999999999"). */
const BARCODE_SERIE = '000000000-999999999';

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The PostNL domestic carrier (name `postnl`). `createShipment` takes a barcode and registers the shipment under it
 * (throws CarrierRejection, CarrierUnavailable); `track` answers PostNL's status history mapped onto our codes,
 * oldest first ([] while PostNL knows no shipment by the barcode).
 */
export function createPostnlCarrier(options: PostnlCarrierOptions): DomesticCarrier {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<unknown> {
    const answer = await sendToCarrier(
      'PostNL',
      fetchImpl,
      `${baseUrl}${path}`,
      {
        method: init.method,
        headers: {
          apikey: options.apiKey,
          accept: 'application/json',
          ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      },
      timeoutMs,
    );
    const { status, body } = answer;
    if (status >= 200 && status < 300) return body;
    throwIfUnavailable('PostNL', 'API key', answer);
    throw new CarrierRejection(postnlErrorText(body) ?? `PostNL refused the request (${status}).`);
  }

  async function newBarcode(): Promise<string> {
    const query = new URLSearchParams({
      CustomerCode: options.customerCode,
      CustomerNumber: options.customerNumber,
      Type: '3S',
      Serie: BARCODE_SERIE,
    });
    const answer = (await call(`/shipment/v1_1/barcode?${query}`, { method: 'GET' })) as {
      Barcode?: unknown;
    } | null;
    const barcode = textOf(answer?.Barcode);
    if (!barcode) throw new CarrierUnavailable('PostNL answered without a barcode.');
    return barcode;
  }

  return {
    name: 'postnl',

    async createShipment(request) {
      const barcode = await newBarcode();
      const answer = (await call('/shipment/v2_2/label?confirm=true', {
        method: 'POST',
        body: labelRequestOf(options, request, barcode),
      })) as PostnlLabelAnswer | null;
      const shipment = asList(answer?.ResponseShipments)[0];
      if (!shipment) throw new CarrierUnavailable('PostNL answered without the shipment.');
      const refused = postnlErrorText({ Errors: shipment.Errors });
      if (refused) throw new CarrierRejection(refused);
      return { barcode: textOf(shipment.Barcode) || barcode, totalCents: null };
    },

    async track(shipment: TrackedShipmentRef): Promise<CarrierEvent[]> {
      const answer = (await call(
        `/shipment/v2/status/barcode/${encodeURIComponent(shipment.barcode)}?detail=true`,
        { method: 'GET' },
      )) as PostnlStatusAnswer | null;
      const found = asList((answer?.CompleteStatus ?? answer?.CurrentStatus)?.Shipment);
      const tracked = found.find((s) => textOf(s.Barcode) === shipment.barcode) ?? found[0];
      return tracked ? eventsOf(tracked) : [];
    },
  };
}

/** The Labelling v2_2 request of one shipment: the Customer block (sender), the Message and the Shipment. */
function labelRequestOf(options: PostnlCarrierOptions, request: DomesticCarrierRequest, barcode: string) {
  const { shipper } = options;
  const sender = splitDutchHouseNumber(shipper.houseNumber);
  const receiver = splitDutchHouseNumber(request.address.houseNumber);
  const contact = {
    ...(request.recipient.email ? { Email: request.recipient.email } : {}),
    ...(request.recipient.phone ? { TelNr: phoneNumberOf(request.recipient.phone) } : {}),
  };
  const insured = INSURED_SHIPMENT_TYPES.includes(request.type) && request.insuranceCents !== null;
  return {
    Customer: {
      Address: {
        AddressType: '02',
        City: shipper.city,
        CompanyName: shipper.name.slice(0, NAME_LENGTH),
        Countrycode: shipper.countryCode,
        HouseNr: sender.houseNr,
        ...(sender.houseNrExt ? { HouseNrExt: sender.houseNrExt } : {}),
        Street: shipper.streetName,
        Zipcode: zipcodeOf(shipper.zipCode),
      },
      ...(options.collectionLocation ? { CollectionLocation: options.collectionLocation } : {}),
      CustomerCode: options.customerCode,
      CustomerNumber: options.customerNumber,
      Email: shipper.email,
      Name: shipper.name.slice(0, NAME_LENGTH),
    },
    Message: {
      MessageID: '1',
      MessageTimeStamp: postnlTimestampOf(new Date()),
      Printertype: 'GraphicFile|PDF',
    },
    Shipments: [
      {
        Addresses: [
          {
            AddressType: '01',
            City: request.address.city,
            Countrycode: request.address.countryCode,
            HouseNr: receiver.houseNr,
            ...(receiver.houseNrExt ? { HouseNrExt: receiver.houseNrExt } : {}),
            Name: request.recipient.name.slice(0, NAME_LENGTH),
            Street: request.address.streetName,
            Zipcode: zipcodeOf(request.address.zipCode),
          },
        ],
        ...(insured
          ? { Amounts: [{ AmountType: '02', Currency: 'EUR', Value: (request.insuranceCents ?? 0) / 100 }] }
          : {}),
        Barcode: barcode,
        ...(Object.keys(contact).length ? { Contacts: [{ ContactType: '01', ...contact }] } : {}),
        Dimension: { Weight: PACKAGING_GRAMS[request.type] + request.simCount * SIM_CARD_GRAMS },
        ProductCodeDelivery: POSTNL_PRODUCT_CODES[request.type],
        ...(request.reference ? { Reference: request.reference } : {}),
      },
    ],
  };
}

/**
 * A Dutch house number split as PostNL wants it: the number and its addition ("4A" → 4 + A, "12-2" → 12 + 2,
 * "110 bis" → 110 + bis). A value that does not start with digits is passed whole as the number.
 */
export function splitDutchHouseNumber(houseNumber: string): { houseNr: string; houseNrExt: string } {
  const match = /^(\d+)\s*[-/]?\s*(.*)$/.exec(houseNumber.trim());
  if (!match) return { houseNr: houseNumber.trim(), houseNrExt: '' };
  return { houseNr: match[1], houseNrExt: match[2].trim() };
}

/** A Dutch postcode as PostNL wants it: "3511 ED" → "3511ED". */
function zipcodeOf(zipCode: string): string {
  return zipCode.replace(/\s+/g, '').toUpperCase();
}

/** The timeline of a PostNL shipment: its statuses (history and current), mapped, oldest first. */
function eventsOf(shipment: PostnlShipment): CarrierEvent[] {
  const eventCodesAt = new Map<number, string[]>();
  for (const event of asList(shipment.Event)) {
    const at = instantOfPostnlTime(textOf(event.TimeStamp));
    if (at) eventCodesAt.set(at.getTime(), [...(eventCodesAt.get(at.getTime()) ?? []), textOf(event.Code)]);
  }
  const seen = new Set<string>();
  const events: CarrierEvent[] = [];
  for (const status of [...asList(shipment.OldStatus), ...asList(shipment.Status)]) {
    const statusCode = normalizedCode(textOf(status.StatusCode));
    const occurredAt = instantOfPostnlTime(textOf(status.TimeStamp));
    const key = `${statusCode}|${occurredAt?.getTime()}`;
    if (!occurredAt || statusCode === POSTNL_NOT_APPLICABLE || seen.has(key)) continue;
    seen.add(key);
    events.push({ code: ourCodeOf(statusCode, eventCodesAt.get(occurredAt.getTime()) ?? []), occurredAt });
  }
  return events.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
}

/** Our code of a PostNL status, refined by the event codes PostNL recorded at the same moment. */
function ourCodeOf(statusCode: string, eventCodes: string[]): number {
  const detail = REFINED_STATUSES.has(statusCode)
    ? eventCodes.map((code) => POSTNL_EVENT_DETAILS[code]).find((code) => code !== undefined)
    : undefined;
  return detail ?? POSTNL_STATUS_CODES[statusCode] ?? 99;
}

/** "07" → "7" (PostNL writes status codes with and without a leading zero). */
function normalizedCode(code: string): string {
  return /^\d+$/.test(code) ? String(Number(code)) : code;
}

/** PostNL's time stamps are Dutch wall-clock time (summer and winter time): PORTAL_TIME_ZONE. */
const DUTCH_TIME_ZONE = PORTAL_TIME_ZONE;

/** PostNL's "dd-MM-yyyy HH:mm:ss", Dutch time. */
function postnlTimestampOf(date: Date): string {
  return dayjs(date).tz(DUTCH_TIME_ZONE).format('DD-MM-YYYY HH:mm:ss');
}

/** The instant of a PostNL time stamp ("dd-MM-yyyy HH:mm:ss" with optional milliseconds, Dutch time); or null. */
function instantOfPostnlTime(text: string): Date | null {
  const match = /^(\d{2}-\d{2}-\d{4}\s+\d{2}:\d{2}:\d{2})(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const wallClock = dayjs.tz(match[1].replace(/\s+/, ' '), 'DD-MM-YYYY HH:mm:ss', DUTCH_TIME_ZONE);
  return wallClock.isValid()
    ? wallClock.add(Number((match[2] ?? '').padEnd(3, '0')), 'millisecond').toDate()
    : null;
}

/** PostNL's own message(s) in an error answer, joined; null when it names none. */
function postnlErrorText(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const answer = body as PostnlErrorAnswer;
  const errors = [...asList(answer.Errors), ...asList(answer.errors)];
  const texts = errors
    .map((error) => textOf(error.Description) || textOf(error.ErrorMsg) || textOf(error.Error))
    .filter(Boolean);
  const single =
    textOf(answer.Error?.ErrorDescription) || textOf(answer.fault?.faultstring) || textOf(answer.message);
  if (single) texts.push(single);
  return texts.length ? [...new Set(texts)].join(' ') : null;
}

interface PostnlLabelAnswer {
  ResponseShipments?:
    { Barcode?: unknown; Errors?: PostnlError[] } | { Barcode?: unknown; Errors?: PostnlError[] }[];
}

interface PostnlError {
  Code?: unknown;
  Description?: unknown;
  Error?: unknown;
  ErrorMsg?: unknown;
  ErrorNumber?: unknown;
}

interface PostnlErrorAnswer {
  Errors?: PostnlError | PostnlError[];
  errors?: PostnlError | PostnlError[];
  Error?: { ErrorCode?: unknown; ErrorDescription?: unknown };
  fault?: { faultstring?: unknown };
  message?: unknown;
}

interface PostnlStatus {
  TimeStamp?: unknown;
  StatusCode?: unknown;
  PhaseCode?: unknown;
}

interface PostnlShipment {
  Barcode?: unknown;
  Status?: PostnlStatus | PostnlStatus[];
  OldStatus?: PostnlStatus | PostnlStatus[];
  Event?: { Code?: unknown; TimeStamp?: unknown } | { Code?: unknown; TimeStamp?: unknown }[];
}

interface PostnlStatusAnswer {
  CompleteStatus?: { Shipment?: PostnlShipment | PostnlShipment[] };
  CurrentStatus?: { Shipment?: PostnlShipment | PostnlShipment[] };
}
