/**
 * A fake API server for tests (imported by tests only, as `@portal/api/src/testing/fake-api`; not part of the
 * package entry): it replaces the transport of the one axios instance, answers requests by method and path, and
 * records every request. Tests so exercise an app's real calls (`features/<feature>/api/<operation>.ts`, with
 * their query hooks) and assert what was sent, as the server would see it.
 */
import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { api } from '../client';

/** One request the app sent. */
export interface FakeRequest {
  /** Upper case: `GET`, `POST`, `PUT`, `PATCH`, `DELETE`. */
  method: string;
  /** The path relative to /api, without query string, e.g. `/organizations/7`. */
  url: string;
  /** Query parameters: those of the URL (as strings) and those passed to axios (as passed, undefined included). */
  params: Record<string, unknown>;
  /** The JSON body parsed, or what was sent as is (FormData, undefined). */
  body: unknown;
  headers: AxiosHeaders;
  /** The request config, e.g. to report upload progress through `onUploadProgress`. */
  config: InternalAxiosRequestConfig;
}

/** An answer other than "200 with this data"; make one with {@link reply} or {@link networkFailure}. */
export class FakeResponse {
  constructor(
    /** HTTP status; 0 for "no answer" (a network failure). */
    readonly status: number,
    readonly data?: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** An answer with a status: `reply(204)`, `reply(400, { errorMessage, errors })`, `reply(200, blob, headers)`. */
export function reply(status: number, data?: unknown, headers?: Record<string, string>): FakeResponse {
  return new FakeResponse(status, data, headers);
}

/** No answer at all: axios rejects with "Network Error" (ERR_NETWORK) and no response. */
export function networkFailure(): FakeResponse {
  return new FakeResponse(0);
}

/**
 * How a route answers: data (answered with 200), a {@link FakeResponse}, or a function of the request returning
 * either (or a promise of either: a promise that never settles keeps the request pending). A function answering
 * `undefined` answers 204.
 */
export type FakeAnswer = unknown;

const STATUS_TEXTS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The fake server: routes, the recorded requests, and installing / removing it on the one axios instance. */
export interface FakeApi {
  /** Every request since the fake was installed, in order. */
  readonly requests: FakeRequest[];
  /** Answers `method` `url` (exact path relative to /api, e.g. `/organizations/7`) with `answer`; replaces an earlier route. */
  on(method: string, url: string, answer: FakeAnswer): FakeApi;
  /** The recorded requests to `method` `url`. */
  requestsTo(method: string, url: string): FakeRequest[];
  /** Puts the fake transport on the one axios instance (forgets earlier routes and requests). */
  install(): void;
  /** Puts the real transport back and forgets routes and requests. */
  restore(): void;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string' || !data) return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * A fake API server (see the module comment). An unknown route answers 500 with the message
 * "No fake answer for GET /x", so a screen's error state names what the test forgot.
 */
export function createFakeApi(): FakeApi {
  const routes = new Map<string, FakeAnswer>();
  const requests: FakeRequest[] = [];
  let original: InternalAxiosRequestConfig['adapter'];
  let installed = false;
  const routeKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

  const adapter: AxiosAdapter = async (config) => {
    const [path, search = ''] = (config.url ?? '').split('?');
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: path.replace(/^\/api(?=\/)/, ''),
      params: {
        ...Object.fromEntries(new URLSearchParams(search)),
        ...((config.params as Record<string, unknown> | undefined) ?? {}),
      },
      body: parseBody(config.data),
      headers: AxiosHeaders.from(config.headers),
      config,
    };
    requests.push(request);
    const key = routeKey(request.method, request.url);
    const route = routes.has(key)
      ? routes.get(key)
      : reply(500, { message: `No fake answer for ${key}` });
    const answer: unknown = await (typeof route === 'function' ? (route as (r: FakeRequest) => unknown)(request) : route);
    const response =
      answer instanceof FakeResponse ? answer : answer === undefined ? reply(204) : reply(200, answer);
    if (response.status === 0) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const axiosResponse: AxiosResponse = {
      data: response.data,
      status: response.status,
      statusText: STATUS_TEXTS[response.status] ?? '',
      headers: response.headers,
      config,
    };
    if (response.status >= 400) {
      const code = response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${response.status}`, code, config, {}, axiosResponse);
    }
    return axiosResponse;
  };

  const fake: FakeApi = {
    requests,
    on(method, url, answer) {
      routes.set(routeKey(method, url), answer);
      return fake;
    },
    requestsTo(method, url) {
      return requests.filter((request) => request.method === method.toUpperCase() && request.url === url);
    },
    install() {
      routes.clear();
      requests.length = 0;
      if (!installed) original = api.defaults.adapter;
      installed = true;
      api.defaults.adapter = adapter;
    },
    restore() {
      routes.clear();
      requests.length = 0;
      if (installed) api.defaults.adapter = original;
      installed = false;
    },
  };
  return fake;
}

/**
 * A fake API server for every test of a file: installed before each test (no routes, no requests yet; add routes
 * in your own `beforeEach` or in the test) and removed after it. Call once at the top of a test file.
 */
export function fakeApiPerTest(): FakeApi {
  const fake = createFakeApi();
  beforeEach(() => fake.install());
  afterEach(() => fake.restore());
  return fake;
}
