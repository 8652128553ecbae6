import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** Options of {@link createRetryPlugin}. Delays in milliseconds. */
export interface RetryOptions {
  /** Extra attempts after the first failure. Default 3. */
  retries?: number;
  /** Delay before the first retry; doubled on every further retry. Default 400 ms. */
  baseDelayMs?: number;
  /** Upper bound of one delay. Default 4000 ms. */
  maxDelayMs?: number;
  /** Waits `ms`; replaceable in tests. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Delay before retry number `attempt` (1-based): base · 2^(attempt-1), capped. */
export function backoffDelay(attempt: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
}

/** Statuses worth retrying: the server may recover (timeouts, rate limits, 5xx). Other 4xx are final. */
function isTransientStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/**
 * Retry with exponential back-off for remote manifests and entries (ARCHITECTURE §2, fault tolerance level 1).
 *
 * - `fetch` hook (mf-manifest.json): retries network errors and transient statuses; a final failure throws, so
 *   the runtime reports it through `errorLoadRemote` (see the fallback plugin).
 * - `loadEntryError` hook (remoteEntry.js failed to load): loads the script again, up to `retries` times.
 *
 * Why not `@module-federation/retry-plugin`: its only published line (0.17.x) targets runtime 0.17 (this portal
 * runs 2.9.2), waits a fixed delay instead of backing off, and its fetch retry ignores the configured delay and
 * also retries permanent 4xx answers.
 */
export function createRetryPlugin(options: RetryOptions = {}): ModuleFederationRuntimePlugin {
  const { retries = 3, baseDelayMs = 400, maxDelayMs = 4000, sleep = defaultSleep } = options;

  return {
    name: 'portal-retry-plugin',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt++) {
        if (attempt > 0) await sleep(backoffDelay(attempt, baseDelayMs, maxDelayMs));
        try {
          const response = await fetch(url, init);
          if (response.ok) return response;
          lastError = new Error(`${url}: HTTP ${response.status}`);
          if (!isTransientStatus(response.status)) break;
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retry = async () => {
        for (let attempt = 1; attempt <= retries; attempt++) {
          await sleep(backoffDelay(attempt, baseDelayMs, maxDelayMs));
          // The failed load is still registered as in flight; without this, getRemoteEntry would return it.
          delete globalLoading[uniqueKey];
          try {
            const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (exports) return exports;
          } catch {
            // try again after the next delay
          }
        }
        return undefined;
      };
      // The hook is typed as resolving to a promise of the exports; the runtime awaits whatever it gets.
      return retry() as unknown as Promise<ReturnType<typeof retry> | undefined>;
    },
  };
}
