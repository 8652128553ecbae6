import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ShipperConfig } from '../../config.js';
import {
  type CarrierEvent,
  CarrierRejection,
  CarrierUnavailable,
  type DomesticCarrierRequest,
} from './carriers.js';
import { createPostnlCarrier, type PostnlCarrierOptions } from './postnl.js';

/**
 * The PostNL adapter (issue 14 "Carriers") against a fake fetch that checks each request and answers recorded
 * bodies (carrier-fixtures/, modelled on PostNL's Send & Track API documentation). No network.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(here, 'carrier-fixtures', `${name}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

const API_KEY = 'postnl-api-key-0123456789abcdef';

const shipper: ShipperConfig = {
  name: 'IoT Connect B.V.',
  streetName: 'Catharijnesingel',
  houseNumber: '59',
  zipCode: '3511 GJ',
  city: 'Utrecht',
  countryCode: 'NL',
  phone: '+31 30 123 45 67',
  email: 'logistics@iotconnect.example',
};

const insuredParcel: DomesticCarrierRequest = {
  reference: 'SIM-100001-0042',
  recipient: { name: 'Acme Cold Storage', phone: '+31 (0)20 555 01 23', email: 'logistics@acme.example' },
  address: {
    streetName: 'Molengraaffplantsoen',
    houseNumber: '4A',
    zipCode: '3571 ZZ',
    city: 'Utrecht',
    countryCode: 'NL',
  },
  type: 'insuredParcel',
  simCount: 40,
  insuranceCents: 25_000,
};

const tracked = (barcode: string) => ({
  barcode,
  zipCode: '3571 ZZ',
  countryCode: 'NL',
  sentAt: new Date('2026-10-14T07:30:00Z'),
});

interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null;
}

type Answer = Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that records each call and answers with `answer`. */
function fakeFetch(answer: (call: Call) => Answer) {
  const calls: Call[] = [];
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      signal: init?.signal ?? null,
    };
    calls.push(call);
    return answer(call);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** PostNL as recorded: barcode, label and status answers by path. */
function postnl(overrides: { label?: () => Answer; barcode?: () => Answer; status?: () => Answer } = {}) {
  return fakeFetch((call) => {
    if (call.url.pathname === '/shipment/v1_1/barcode')
      return overrides.barcode?.() ?? json(fixture('postnl-barcode'));
    if (call.url.pathname === '/shipment/v2_2/label')
      return overrides.label?.() ?? json(fixture('postnl-label'));
    if (call.url.pathname.startsWith('/shipment/v2/status/barcode/')) {
      return overrides.status?.() ?? json(fixture('postnl-status-delivered'));
    }
    return json({ message: 'Not found' }, 404);
  });
}

function carrier(fetch: typeof globalThis.fetch, options: Partial<PostnlCarrierOptions> = {}) {
  return createPostnlCarrier({
    baseUrl: 'https://api-sandbox.postnl.nl/',
    apiKey: API_KEY,
    customerCode: 'DEVC',
    customerNumber: '11223344',
    collectionLocation: '123456',
    shipper,
    fetch,
    ...options,
  });
}

/** The label request's first shipment. */
const shipmentOf = (call: Call) => (call.body as { Shipments: Record<string, unknown>[] }).Shipments[0];

const codesOf = (events: CarrierEvent[]) => events.map((event) => event.code);

/** The error a promise rejects with. */
async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure');
}

describe('PostNL: creating a shipment', () => {
  it('takes a 3S barcode of the customer code, then registers the label under it', async () => {
    const { fetch, calls } = postnl();
    const shipment = await carrier(fetch).createShipment(insuredParcel);

    expect(shipment).toEqual({ barcode: '3SDEVC816223392', totalCents: null });
    const [barcode, label] = calls;
    expect(barcode.method).toBe('GET');
    expect(`${barcode.url.origin}${barcode.url.pathname}`).toBe(
      'https://api-sandbox.postnl.nl/shipment/v1_1/barcode',
    );
    expect(Object.fromEntries(barcode.url.searchParams)).toEqual({
      CustomerCode: 'DEVC',
      CustomerNumber: '11223344',
      Type: '3S',
      Serie: '000000000-999999999',
    });
    expect(barcode.headers.get('apikey')).toBe(API_KEY);

    expect(label.method).toBe('POST');
    expect(label.url.href).toBe('https://api-sandbox.postnl.nl/shipment/v2_2/label?confirm=true');
    expect(label.headers.get('apikey')).toBe(API_KEY);
    expect(label.headers.get('content-type')).toBe('application/json');
    const body = label.body as { Message: { MessageTimeStamp: string } };
    expect(body.Message.MessageTimeStamp).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
    const expected = fixture('postnl-label-request') as { Message: { MessageTimeStamp: string } };
    expect(body).toEqual({
      ...expected,
      Message: { ...expected.Message, MessageTimeStamp: body.Message.MessageTimeStamp },
    });
  });

  it('sends the insured amount in euros with amount type 02', async () => {
    const { fetch, calls } = postnl();
    await carrier(fetch).createShipment({ ...insuredParcel, type: 'insuredLetter', insuranceCents: 1_999 });
    expect(shipmentOf(calls[1]).Amounts).toEqual([{ AmountType: '02', Currency: 'EUR', Value: 19.99 }]);
  });

  it.each([
    ['registeredLetter', '3189', null, 20 + 3 * 5],
    ['insuredLetter', '3094', 5_000, 20 + 3 * 5],
    ['parcel', '3085', null, 250 + 3 * 5],
    ['insuredParcel', '3087', 5_000, 250 + 3 * 5],
  ] as const)(
    'sends a %s as product %s with its approximate weight',
    async (type, productCode, insuranceCents, grams) => {
      const { fetch, calls } = postnl();
      await carrier(fetch).createShipment({ ...insuredParcel, type, insuranceCents, simCount: 3 });
      const shipment = shipmentOf(calls[1]);
      expect(shipment.ProductCodeDelivery).toBe(productCode);
      expect(shipment.Dimension).toEqual({ Weight: grams });
      expect('Amounts' in shipment).toBe(insuranceCents !== null);
    },
  );

  it.each([
    ['4A', { HouseNr: '4', HouseNrExt: 'A' }],
    ['4 a', { HouseNr: '4', HouseNrExt: 'a' }],
    ['12-2', { HouseNr: '12', HouseNrExt: '2' }],
    ['110 bis', { HouseNr: '110', HouseNrExt: 'bis' }],
    ['7', { HouseNr: '7' }],
  ])('splits the Dutch house number %s into number and addition', async (houseNumber, expected) => {
    const { fetch, calls } = postnl();
    await carrier(fetch).createShipment({
      ...insuredParcel,
      address: { ...insuredParcel.address, houseNumber },
    });
    const [address] = shipmentOf(calls[1]).Addresses as Record<string, unknown>[];
    expect({ HouseNr: address.HouseNr, HouseNrExt: address.HouseNrExt }).toEqual({
      HouseNrExt: undefined,
      ...expected,
    });
  });

  it('leaves out contacts, reference and collection location it does not have', async () => {
    const { fetch, calls } = postnl();
    await carrier(fetch, { collectionLocation: '' }).createShipment({
      ...insuredParcel,
      type: 'parcel',
      insuranceCents: null,
      reference: null,
      recipient: { name: 'Acme Cold Storage', phone: null, email: null },
    });
    const body = calls[1].body as { Customer: Record<string, unknown> };
    expect('CollectionLocation' in body.Customer).toBe(false);
    const shipment = shipmentOf(calls[1]);
    expect(['Contacts', 'Reference', 'Amounts'].filter((field) => field in shipment)).toEqual([]);
  });
});

describe('PostNL: refusals and failures', () => {
  it("refuses with PostNL's own message when the label request is invalid (400)", async () => {
    const { fetch } = postnl({ label: () => json(fixture('postnl-label-error'), 400) });
    const error = await failureOf(carrier(fetch).createShipment(insuredParcel));
    expect(error).toBeInstanceOf(CarrierRejection);
    expect((error as CarrierRejection).reason).toBe('Incorrect address specified in address type Receiver');
  });

  it("refuses with PostNL's message when the barcode request is invalid (400)", async () => {
    const { fetch, calls } = postnl({
      barcode: () => json({ errors: [{ ErrorMsg: 'Invalid customer code', ErrorNumber: '13' }] }, 400),
    });
    const error = await failureOf(carrier(fetch).createShipment(insuredParcel));
    expect(error).toBeInstanceOf(CarrierRejection);
    expect((error as CarrierRejection).reason).toBe('Invalid customer code');
    expect(calls).toHaveLength(1);
  });

  it('refuses when PostNL lists errors for the shipment in an answer of 200', async () => {
    const refused = {
      ResponseShipments: {
        Barcode: '3SDEVC816223392',
        Errors: { Code: '111', Description: 'No label available, Direct Infeed' },
      },
    };
    const { fetch } = postnl({ label: () => json(refused) });
    const error = await failureOf(carrier(fetch).createShipment(insuredParcel));
    expect((error as CarrierRejection).reason).toBe('No label available, Direct Infeed');
  });

  it.each([
    ['a server error (500)', () => json({ fault: { faultstring: 'Internal Server Error' } }, 500)],
    ['too many requests (429)', () => json({ message: 'Too many requests. Rate limit exceeded!' }, 429)],
    [
      'a refused API key (401)',
      () => json({ message: "Failed to resolve API Key variable 'request.header.apikey'" }, 401),
    ],
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
  ])('is unavailable on %s, without the API key in the message', async (_, answer) => {
    const { fetch } = postnl({ barcode: answer });
    const error = await failureOf(carrier(fetch).createShipment(insuredParcel));
    expect(error).toBeInstanceOf(CarrierUnavailable);
    expect(error.message).not.toContain(API_KEY);
  });

  it('is unavailable when PostNL does not answer within the timeout', async () => {
    const { fetch, calls } = fakeFetch(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.signal?.addEventListener('abort', () => reject(call.signal?.reason));
        }),
    );
    const error = await failureOf(carrier(fetch, { timeoutMs: 20 }).createShipment(insuredParcel));
    expect(error).toBeInstanceOf(CarrierUnavailable);
    expect(error.message).toBe('PostNL could not be reached (no answer within 20 ms).');
    expect(calls[0].signal).not.toBeNull();
  });
});

describe('PostNL: tracking', () => {
  it('asks for the status history and maps it onto our codes, oldest first', async () => {
    const { fetch, calls } = postnl();
    const events = await carrier(fetch).track(tracked('3SDEVC816223392'));

    expect(calls[0].method).toBe('GET');
    expect(calls[0].url.href).toBe(
      'https://api-sandbox.postnl.nl/shipment/v2/status/barcode/3SDEVC816223392?detail=true',
    );
    expect(calls[0].headers.get('apikey')).toBe(API_KEY);
    // pre-alerted, accepted, sorted, out for delivery, not home (Y10), out for delivery, delivered; PostNL's 99 is left out
    expect(codesOf(events)).toEqual([1, 4, 5, 7, 13, 7, 8]);
    // PostNL's times are Dutch time: summer time (UTC+2) in October
    expect(events[0].occurredAt.toISOString()).toBe('2026-10-14T07:31:12.000Z');
    expect(events.at(-1)?.occurredAt.toISOString()).toBe('2026-10-16T09:23:54.000Z');
  });

  it('refines "delivered" by its event: collected at the PostNL point after a missed delivery', async () => {
    const { fetch } = postnl({ status: () => json(fixture('postnl-status-pickup')) });
    const events = await carrier(fetch).track(tracked('3SDEVC816223408'));
    expect(codesOf(events)).toEqual([1, 4, 5, 7, 13, 11, 12]);
    // winter time (UTC+1) in November
    expect(events[0].occurredAt.toISOString()).toBe('2026-11-03T09:12:45.000Z');
  });

  it('maps a status code it does not know to 99', async () => {
    const answer = fixture('postnl-status-delivered') as {
      CompleteStatus: { Shipment: { OldStatus: { StatusCode: string }[] } };
    };
    answer.CompleteStatus.Shipment.OldStatus[1].StatusCode = '42';
    const { fetch } = postnl({ status: () => json(answer) });
    expect(codesOf(await carrier(fetch).track(tracked('3SDEVC816223392')))).toEqual([1, 4, 5, 7, 13, 99, 8]);
  });

  it('reads single statuses and events written as objects instead of lists', async () => {
    const single = {
      CompleteStatus: {
        Shipment: {
          Barcode: '3SDEVC816223392',
          Event: { Code: 'I10', TimeStamp: '16-10-2026 11:23:54' },
          Status: { TimeStamp: '16-10-2026 11:23:54', StatusCode: '11', PhaseCode: '4' },
          OldStatus: { TimeStamp: '16-10-2026 11:23:54', StatusCode: '11', PhaseCode: '4' },
        },
      },
    };
    const { fetch } = postnl({ status: () => json(single) });
    // delivered to a neighbour (I10), once
    expect(codesOf(await carrier(fetch).track(tracked('3SDEVC816223392')))).toEqual([9]);
  });

  it('answers no events while PostNL knows no shipment by the barcode', async () => {
    const { fetch } = postnl({ status: () => json(fixture('postnl-status-not-found')) });
    expect(await carrier(fetch).track(tracked('3SDEVC816223392'))).toEqual([]);
  });

  it('is unavailable when the status service fails', async () => {
    const { fetch } = postnl({ status: () => json({ fault: { faultstring: 'Service Unavailable' } }, 503) });
    expect(await failureOf(carrier(fetch).track(tracked('3SDEVC816223392')))).toBeInstanceOf(
      CarrierUnavailable,
    );
  });
});
