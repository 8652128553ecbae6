import axios, { AxiosHeaders, type AxiosError } from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Pass a 404 on to the caller instead of redirecting to /404 (spec §8: the reset-password request, and
     * background loads that handle "not found" themselves).
     */
    passNotFound?: boolean;
    /** Pass a 401 on to the caller without signing out (the sign-out call itself). */
    passUnauthorized?: boolean;
  }
}

/** The one axios instance of the portal (spec §7): base path /api, JSON, no timeout. */
export const api = axios.create({
  baseURL: '/api',
  headers: { Accept: 'application/json' },
});

/** What the portal plugs into the API client at boot (ARCHITECTURE §2 boot order). */
export interface ApiConfiguration {
  /** The stored bearer token, if any. */
  getToken: () => string | null | undefined;
  /** The Accept-Language value (the interface's current locale). */
  getLocale: () => string;
  /** Any 401 (spec §4, §8): remove the token and go to /login. */
  onUnauthorized: () => void;
  /** A 404 of a request not flagged `passNotFound` (spec §8): go to /404. */
  onNotFound: () => void;
}

let configuration: ApiConfiguration | null = null;
let interceptorIds: { request: number; response: number } | null = null;

/**
 * Installs the request and response interceptors of the one instance; calling it again replaces them.
 * Requests get `Authorization: Bearer <token>` (when a token is stored) and `Accept-Language`. Responses: a 401
 * calls `onUnauthorized` unless the request set `passUnauthorized`; a 404 calls `onNotFound` unless the request set `passNotFound`. The error is always
 * passed on to the caller as well.
 */
export function configureApi(config: ApiConfiguration): void {
  configuration = config;
  if (interceptorIds) {
    api.interceptors.request.eject(interceptorIds.request);
    api.interceptors.response.eject(interceptorIds.response);
  }
  const request = api.interceptors.request.use((requestConfig) => {
    const headers = AxiosHeaders.from(requestConfig.headers);
    const token = configuration?.getToken();
    // An Authorization the call set itself wins (sign-out sends the token it is ending).
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    const locale = configuration?.getLocale();
    if (locale) headers.set('Accept-Language', locale);
    requestConfig.headers = headers;
    return requestConfig;
  });
  const response = api.interceptors.response.use(undefined, (error: AxiosError) => {
    const status = error.response?.status;
    if (status === 401 && !error.config?.passUnauthorized) configuration?.onUnauthorized();
    else if (status === 404 && !error.config?.passNotFound) configuration?.onNotFound();
    return Promise.reject(error);
  });
  interceptorIds = { request, response };
}
