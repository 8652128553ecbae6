import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from './client';

/** One answer of the fake transport. */
export interface FakeReply {
  status: number;
  data?: unknown;
  statusText?: string;
  headers?: Record<string, string>;
}

/** Replaces the transport of the one instance for a test; records request configs. */
export function fakeTransport(reply: (config: InternalAxiosRequestConfig) => FakeReply) {
  const requests: InternalAxiosRequestConfig[] = [];
  const original = api.defaults.adapter;
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const r = reply(config);
    const response: AxiosResponse = {
      data: r.data,
      status: r.status,
      statusText: r.statusText ?? '',
      headers: r.headers ?? {},
      config,
    };
    if (r.status >= 400) {
      throw new AxiosError(`Request failed with status code ${r.status}`, 'ERR_BAD_REQUEST', config, {}, response);
    }
    return response;
  };
  api.defaults.adapter = adapter;
  return { requests, restore: () => void (api.defaults.adapter = original) };
}
