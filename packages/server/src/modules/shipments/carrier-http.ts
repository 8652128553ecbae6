import { CarrierUnavailable } from './carriers.js';

/**
 * What the real carrier adapters (postnl.ts, ups.ts) share: one HTTP exchange with a timeout, and the loose shapes
 * of the carriers' JSON (one-element lists sent as a bare object, empty fields as `{}`).
 */

/** A carrier's answer: its HTTP status and its body (parsed JSON, the text when it is not JSON, null when empty). */
export interface CarrierAnswer {
  status: number;
  body: unknown;
}

/**
 * One request to a carrier, given up after `timeoutMs`. Throws CarrierUnavailable naming `carrier` and why (no
 * answer in time, or a network error) — never the URL or headers, which hold credentials.
 */
export async function sendToCarrier(
  carrier: string,
  fetchImpl: typeof globalThis.fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<CarrierAnswer> {
  try {
    const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let body: unknown = null;
    if (text.trim()) {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        body = text;
      }
    }
    return { status: response.status, body };
  } catch (error) {
    const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
    const reason =
      name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : 'network error';
    throw new CarrierUnavailable(`${carrier} could not be reached (${reason}).`, { cause: error });
  }
}

/**
 * Throws for an answer that is not a success: CarrierUnavailable for 5xx, 408 and 429 (try again later) and for
 * 401/403 (refused credentials — nothing a user can fix), naming `carrier` and `credentials`; returns for 2xx and
 * for the remaining 4xx, which the caller turns into the carrier's own refusal.
 */
export function throwIfUnavailable(carrier: string, credentials: string, { status }: CarrierAnswer): void {
  if (status >= 500 || status === 408 || status === 429)
    throw new CarrierUnavailable(`${carrier} answered ${status}.`);
  if (status === 401 || status === 403) {
    throw new CarrierUnavailable(`${carrier} refused the ${credentials} (${status}).`);
  }
}

/** A list field that a carrier may send as a bare object when it holds one element: always a list. */
export function asList<T>(value: T | T[] | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** A text field (numbers as text); anything else — PostNL writes an empty field as `{}` — is ''. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A phone number without the spaces, dashes and "(0)" people write ("+31 (0)30 123 45 67" → "+31301234567"). */
export function phoneNumberOf(phone: string): string {
  return phone.replace(/\(0\)/g, '').replace(/[\s()-]/g, '');
}
