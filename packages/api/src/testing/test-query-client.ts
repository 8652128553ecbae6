/**
 * A query client for one test (imported by tests only, as `@portal/api/src/testing/test-query-client`; not part
 * of the package entry). Tests never share cached answers because every render gets a client of its own. Same
 * defaults as the portal's `queryClient` except:
 * - no retries: a failing fake answer shows its error at once;
 * - no garbage collection: an unused entry stays until the client is dropped with the test. A short gcTime would
 *   drop entries in the middle of a slow jsdom test (a screen left for more than that time loads again, unlike in
 *   the portal, where gcTime is 5 minutes), and `Infinity` also starts no collection timers that outlive the test
 *   (a finished mutation schedules its removal too: 5 minutes by default).
 */
import { QueryClient } from '@tanstack/react-query';
import { PORTAL_QUERY_DEFAULTS } from '../query-client';

/** A fresh query client for one test render: the portal's defaults, without retries and garbage collection. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...PORTAL_QUERY_DEFAULTS.queries, retry: false, gcTime: Infinity },
      mutations: { ...PORTAL_QUERY_DEFAULTS.mutations, gcTime: Infinity },
    },
  });
}
