import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ShipperConfig } from '../../config.js';
import {
  type CarrierEvent,
  CarrierRejection,
  CarrierUnavailable,
  type InternationalCarrierRequest,
  UnsupportedCountry,
} from './carriers.js';
import { createUpsCarrier, type UpsCarrierOptions } from './ups.js';

/**
 * The UPS adapter (issue 14 "Carriers") against a fake fetch that checks each request and answers recorded bodies
 * (carrier-fixtures/, modelled on UPS's OAuth, Rating, Shipping and Tracking API documentation). No network.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(here, 'carrier-fixtures', `${name}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

const CLIENT_ID = 'portal-ups-client-id';
const CLIENT_SECRET = 'ups-client-secret-0123456789abcdef';
const TOKEN = (fixture('ups-token') as { access_token: string }).access_token;

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

const toZurich: InternationalCarrierRequest = {
  reference: 'SIM-100002-0007',
  recipient: {
    name: 'Alpine Telematics AG',
    phone: '+41 44 123 45 67',
    email: 'ops@alpine-telematics.example',
  },
  address: {
    addressLine1: 'Bahnhofstrasse 21',
    postalCode: '8001',
    city: 'Zürich',
    stateProvinceCode: null,
    countryCode: 'CH',
  },
  serviceCode: '65',
  package: { weightGrams: 2_350, lengthCm: 24, widthCm: 36, heightCm: 14, description: 'SIM cards' },
};

const tracked = {
  barcode: '1ZA1B2C30412345675',
  zipCode: '8001',
  countryCode: 'CH',
  sentAt: new Date('2026-10-14T14:30:00Z'),
};

interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: string | null;
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
      body: typeof init?.body === 'string' ? init.body : null,
      signal: init?.signal ?? null,
    };
    calls.push(call);
    return answer(call);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** UPS as recorded: token, rate, ship and track answers by path. */
function ups(
  overrides: { token?: () => Answer; rate?: () => Answer; ship?: () => Answer; track?: () => Answer } = {},
) {
  const faked = fakeFetch((call) => {
    const { pathname } = call.url;
    if (pathname === '/security/v1/oauth/token') return overrides.token?.() ?? json(fixture('ups-token'));
    if (pathname === '/api/rating/v2403/Rate') return overrides.rate?.() ?? json(fixture('ups-rate'));
    if (pathname === '/api/shipments/v2403/ship') return overrides.ship?.() ?? json(fixture('ups-ship'));
    if (pathname.startsWith('/api/track/v1/details/'))
      return overrides.track?.() ?? json(fixture('ups-track'));
    return json({ response: { errors: [{ code: '404', message: 'Not found' }] } }, 404);
  });
  const to = (suffix: string) => faked.calls.filter((call) => call.url.pathname.endsWith(suffix));
  return {
    ...faked,
    tokenCalls: () => to('/oauth/token'),
    apiCalls: () => faked.calls.filter((c) => c.url.pathname.startsWith('/api/')),
  };
}

function carrier(fetch: typeof globalThis.fetch, options: Partial<UpsCarrierOptions> = {}) {
  return createUpsCarrier({
    baseUrl: 'https://wwwcie.ups.com/',
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    accountNumber: 'A1B2C3',
    shipper,
    fetch,
    ...options,
  });
}

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

/** A copy of a recorded answer with `change` applied. */
function changed<T>(name: string, change: (answer: T) => void): Record<string, unknown> {
  const answer = fixture(name);
  change(answer as T);
  return answer;
}

describe('UPS: access token', () => {
  it('asks for a token with the client credentials (basic auth) and sends it as a bearer token', async () => {
    const { fetch, tokenCalls, apiCalls } = ups();
    await carrier(fetch).rate(toZurich);

    const [token] = tokenCalls();
    expect(token.method).toBe('POST');
    expect(token.url.href).toBe('https://wwwcie.ups.com/security/v1/oauth/token');
    expect(token.headers.get('authorization')).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
    );
    expect(token.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(token.body).toBe('grant_type=client_credentials');
    expect(apiCalls()[0].headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('fetches the token once and reuses it while it is valid', async () => {
    const { fetch, tokenCalls, apiCalls } = ups();
    const ups1 = carrier(fetch);
    await Promise.all([ups1.rate(toZurich), ups1.rate(toZurich)]);
    await ups1.createShipment(toZurich);
    await ups1.track(tracked);
    expect(tokenCalls()).toHaveLength(1);
    expect(apiCalls()).toHaveLength(4);
  });

  it('fetches a new token shortly before the old one expires', async () => {
    const { fetch, tokenCalls } = ups({
      token: () => json(changed<{ expires_in: string }>('ups-token', (t) => (t.expires_in = '30'))),
    });
    const ups1 = carrier(fetch);
    await ups1.rate(toZurich);
    await ups1.rate(toZurich);
    expect(tokenCalls()).toHaveLength(2);
  });

  it('is unavailable when UPS refuses the client credentials, without the secret in the message', async () => {
    const refused = {
      response: { errors: [{ code: '250002', message: 'Invalid Authentication Information.' }] },
    };
    const { fetch, apiCalls } = ups({ token: () => json(refused, 401) });
    const error = await failureOf(carrier(fetch).rate(toZurich));
    expect(error).toBeInstanceOf(CarrierUnavailable);
    expect(error.message).not.toContain(CLIENT_SECRET);
    expect(apiCalls()).toHaveLength(0);
  });
});

describe('UPS: rating', () => {
  it('sends the package and service and answers total, billable weight and guaranteed days', async () => {
    const { fetch, apiCalls } = ups();
    const rate = await carrier(fetch).rate(toZurich);

    const [call] = apiCalls();
    expect(call.method).toBe('POST');
    expect(call.url.href).toBe('https://wwwcie.ups.com/api/rating/v2403/Rate');
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(call.headers.get('transId')).toMatch(/^[0-9a-f]{32}$/);
    // dimensions in whole cm with the longest side first, 2350 g as 2.4 kg, service 65, packaging 02
    expect(JSON.parse(call.body ?? '')).toEqual(fixture('ups-rate-request'));
    expect(rate).toEqual({ serviceCode: '65', totalCents: 4137, billableWeightGrams: 2500, deliveryDays: 1 });
  });

  it('answers no delivery days when UPS guarantees none, and reads rated shipments listed as an array', async () => {
    const answer = changed<{ RateResponse: { RatedShipment: Record<string, unknown> | unknown[] } }>(
      'ups-rate',
      (a) => {
        const { GuaranteedDelivery: _, ...rated } = a.RateResponse.RatedShipment as Record<string, unknown>;
        a.RateResponse.RatedShipment = [rated];
      },
    );
    const { fetch } = ups({ rate: () => json(answer) });
    expect((await carrier(fetch).rate(toZurich)).deliveryDays).toBeNull();
  });

  it.each([
    ['7.5', 750],
    ['1234', 123_400],
    ['0.07', 7],
    ['19.999', 2_000],
  ])('reads the charge %s as %i euro cents', async (value, cents) => {
    const answer = changed<{ RateResponse: { RatedShipment: { TotalCharges: { MonetaryValue: string } } } }>(
      'ups-rate',
      (a) => (a.RateResponse.RatedShipment.TotalCharges.MonetaryValue = value),
    );
    const { fetch } = ups({ rate: () => json(answer) });
    expect((await carrier(fetch).rate(toZurich)).totalCents).toBe(cents);
  });

  it('sends the state or province code when the destination has one', async () => {
    const { fetch, apiCalls } = ups();
    await carrier(fetch).rate({
      ...toZurich,
      address: {
        addressLine1: '350 5th Ave',
        postalCode: '10118',
        city: 'New York',
        stateProvinceCode: 'NY',
        countryCode: 'US',
      },
    });
    const body = JSON.parse(apiCalls()[0].body ?? '') as {
      RateRequest: { Shipment: { ShipTo: { Address: unknown } } };
    };
    expect(body.RateRequest.Shipment.ShipTo.Address).toEqual({
      AddressLine: ['350 5th Ave'],
      City: 'New York',
      StateProvinceCode: 'NY',
      PostalCode: '10118',
      CountryCode: 'US',
    });
  });

  it('keeps a booking whose charge is not in euros, without the charge (the route keeps the confirmed rate)', async () => {
    const answer = changed<{ RateResponse: { RatedShipment: { TotalCharges: { CurrencyCode: string } } } }>(
      'ups-rate',
      (a) => (a.RateResponse.RatedShipment.TotalCharges.CurrencyCode = 'USD'),
    );
    const { fetch } = ups({ rate: () => json(answer) });
    const error = await failureOf(carrier(fetch).rate(toZurich));
    expect(error).toBeInstanceOf(CarrierRejection);
    expect((error as CarrierRejection).reason).toBe('UPS quoted the charge in USD, not in euros (EUR).');
  });

  it("refuses with UPS's own message when the postal code is invalid (400)", async () => {
    const { fetch } = ups({ rate: () => json(fixture('ups-error-postal-code'), 400) });
    const error = await failureOf(
      carrier(fetch).rate({ ...toZurich, address: { ...toZurich.address, postalCode: '99999' } }),
    );
    expect(error).toBeInstanceOf(CarrierRejection);
    expect((error as CarrierRejection).reason).toBe(
      'The destination postal code 99999 is not a valid Switzerland postal code.',
    );
  });

  it('answers UnsupportedCountry when UPS does not serve the destination', async () => {
    const { fetch } = ups({ rate: () => json(fixture('ups-error-unsupported-country'), 400) });
    const error = await failureOf(
      carrier(fetch).rate({ ...toZurich, address: { ...toZurich.address, countryCode: 'KP' } }),
    );
    expect(error).toBeInstanceOf(UnsupportedCountry);
    expect((error as UnsupportedCountry).countryCode).toBe('KP');
  });
});

describe('UPS: booking', () => {
  it('books the package and answers the tracking number and the charge in euro cents', async () => {
    const { fetch, apiCalls } = ups();
    const shipment = await carrier(fetch).createShipment(toZurich);

    const [call] = apiCalls();
    expect(call.method).toBe('POST');
    expect(call.url.href).toBe('https://wwwcie.ups.com/api/shipments/v2403/ship');
    expect(call.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(JSON.parse(call.body ?? '')).toEqual(fixture('ups-ship-request'));
    expect(shipment).toEqual({ barcode: '1ZA1B2C30412345675', totalCents: 4137 });
  });

  it('reads package results written as an object', async () => {
    const answer = changed<{ ShipmentResponse: { ShipmentResults: { PackageResults: unknown[] } } }>(
      'ups-ship',
      (a) => {
        a.ShipmentResponse.ShipmentResults.PackageResults = a.ShipmentResponse.ShipmentResults
          .PackageResults[0] as never;
      },
    );
    const { fetch } = ups({ ship: () => json(answer) });
    expect((await carrier(fetch).createShipment(toZurich)).barcode).toBe('1ZA1B2C30412345675');
  });

  it('keeps a booking whose charge is not in euros, without the charge (the route keeps the confirmed rate)', async () => {
    const answer = changed<{
      ShipmentResponse: { ShipmentResults: { ShipmentCharges: { TotalCharges: { CurrencyCode: string } } } };
    }>(
      'ups-ship',
      (a) => (a.ShipmentResponse.ShipmentResults.ShipmentCharges.TotalCharges.CurrencyCode = 'CHF'),
    );
    const { fetch } = ups({ ship: () => json(answer) });
    // UPS has booked it by now: throwing would leave a booking without a shipment in the portal.
    expect(await carrier(fetch).createShipment(toZurich)).toEqual({
      barcode: '1ZA1B2C30412345675',
      totalCents: null,
    });
  });

  it('answers UnsupportedCountry when UPS does not serve the destination', async () => {
    const { fetch } = ups({ ship: () => json(fixture('ups-error-unsupported-country'), 400) });
    const error = await failureOf(carrier(fetch).createShipment(toZurich));
    expect(error).toBeInstanceOf(UnsupportedCountry);
    expect((error as UnsupportedCountry).countryCode).toBe('CH');
  });

  it.each([
    [
      'a server error (500)',
      () => json({ response: { errors: [{ code: '120001', message: 'System unavailable' }] } }, 500),
    ],
    [
      'too many requests (429)',
      () => json({ response: { errors: [{ code: '10429', message: 'Too Many Requests' }] } }, 429),
    ],
    [
      'a refused token (401)',
      () =>
        json(
          { response: { errors: [{ code: '250002', message: 'Invalid Authentication Information.' }] } },
          401,
        ),
    ],
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
  ])('is unavailable on %s, without secrets in the message', async (_, answer) => {
    const { fetch } = ups({ ship: answer });
    const error = await failureOf(carrier(fetch).createShipment(toZurich));
    expect(error).toBeInstanceOf(CarrierUnavailable);
    expect(error.message).not.toContain(CLIENT_SECRET);
    expect(error.message).not.toContain(TOKEN);
  });

  it('asks for a new token after UPS refused the cached one', async () => {
    let refuse = true;
    const unauthorized = {
      response: { errors: [{ code: '250002', message: 'Invalid Authentication Information.' }] },
    };
    const { fetch, tokenCalls } = ups({
      ship: () => (refuse ? ((refuse = false), json(unauthorized, 401)) : json(fixture('ups-ship'))),
    });
    const ups1 = carrier(fetch);
    await failureOf(ups1.createShipment(toZurich));
    await ups1.createShipment(toZurich);
    expect(tokenCalls()).toHaveLength(2);
  });

  it('is unavailable when UPS does not answer within the timeout', async () => {
    const { fetch } = fakeFetch((call) =>
      call.url.pathname === '/security/v1/oauth/token'
        ? json(fixture('ups-token'))
        : new Promise<Response>((_, reject) => {
            call.signal?.addEventListener('abort', () => reject(call.signal?.reason));
          }),
    );
    const error = await failureOf(carrier(fetch, { timeoutMs: 20 }).createShipment(toZurich));
    expect(error).toBeInstanceOf(CarrierUnavailable);
    expect(error.message).toBe('UPS could not be reached (no answer within 20 ms).');
  });
});

describe('UPS: tracking', () => {
  it('maps the activities onto our codes, oldest first', async () => {
    const { fetch, apiCalls } = ups();
    const events = await carrier(fetch).track(tracked);

    const [call] = apiCalls();
    expect(call.method).toBe('GET');
    expect(`${call.url.origin}${call.url.pathname}`).toBe(
      'https://wwwcie.ups.com/api/track/v1/details/1ZA1B2C30412345675',
    );
    expect(call.headers.get('transactionSrc')).toBe('portal');
    // label created, picked up, origin scan, in transit ×2, at customs, cleared, out for delivery, not home,
    // out for delivery, delivered
    expect(codesOf(events)).toEqual([1, 3, 4, 17, 17, 15, 16, 7, 13, 7, 8]);
    expect(events[0].occurredAt.toISOString()).toBe('2026-10-14T14:30:00.000Z');
    // gmtTime "74700" lacks its leading zero
    expect(events[9].occurredAt.toISOString()).toBe('2026-10-17T07:47:00.000Z');
  });

  it('maps an activity it does not know to 99', async () => {
    type Track = {
      trackResponse: { shipment: { package: { activity: { status: Record<string, string> }[] }[] }[] };
    };
    const answer = changed<Track>('ups-track', (a) => {
      a.trackResponse.shipment[0].package[0].activity[0].status = {
        type: 'ZZ',
        code: 'ZZ',
        statusCode: '999',
        description: '?',
      };
    });
    const { fetch } = ups({ track: () => json(answer) });
    expect(codesOf(await carrier(fetch).track(tracked)).at(-1)).toBe(99);
  });

  it('reads the local time at its offset when UPS gives no GMT time', async () => {
    type Track = { trackResponse: { shipment: { package: { activity: Record<string, unknown>[] }[] }[] } };
    const answer = changed<Track>('ups-track', (a) => {
      const [delivered] = a.trackResponse.shipment[0].package[0].activity;
      delete delivered.gmtDate;
      delete delivered.gmtTime;
    });
    const { fetch } = ups({ track: () => json(answer) });
    const events = await carrier(fetch).track(tracked);
    expect(events.at(-1)?.occurredAt.toISOString()).toBe('2026-10-17T08:14:33.000Z');
  });

  it('answers no events while UPS knows no package by the number', async () => {
    const { fetch } = ups({ track: () => json(fixture('ups-track-not-found'), 404) });
    expect(await carrier(fetch).track(tracked)).toEqual([]);
  });

  it('is unavailable when the tracking service fails', async () => {
    const { fetch } = ups({ track: () => json({}, 503) });
    expect(await failureOf(carrier(fetch).track(tracked))).toBeInstanceOf(CarrierUnavailable);
  });
});
