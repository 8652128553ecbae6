import { api } from '@portal/api';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';

/** One request the portal sent: method, URL (without base), query params and parsed JSON body. */
export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

type Reply = { status: number; data?: unknown };
type Handler = (request: RecordedRequest) => Reply | undefined;

/**
 * Replaces the transport of the one axios instance of @portal/api, so tests see every call the UI makes and
 * answer it. Unhandled requests answer 404. Returns the recorded requests and a restore function.
 */
export function mockApi(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const original = api.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: (config.url ?? '').replace(/^\/api/, ''),
      params: (config.params as Record<string, unknown>) ?? {},
      body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    const reply = handler(request) ?? { status: 404, data: { errorMessage: 'Not found', errors: [] } };
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_RESPONSE', config, {}, response);
    }
    return response;
  };
  api.defaults.adapter = adapter;
  return {
    requests,
    restore: () => {
      api.defaults.adapter = original;
    },
  };
}
