import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { AxiosError, isAxiosError } from 'axios';

/**
 * How long a server answer counts as fresh: 0 ms. A screen that mounts again (another tab of the customer detail,
 * back from a detail page) shows the cached answer at once and asks the server again in the background, so what
 * colleagues changed meanwhile appears, and a session that has ended (a demotion, spec §4) is noticed on the very
 * next screen. Requests made at the same moment are still one (de-duplication), and writes invalidate what they
 * change. (30 s was tried: the next screen then showed data from before a colleague's change and made no request
 * at all, so an ended session went unnoticed.)
 */
export const QUERY_STALE_TIME_MS = 0;

/** Retries of a read that may succeed on a second try (5xx, network failure, timeout). */
const MAX_READ_RETRIES = 1;

/**
 * Whether a failed read is tried again (`failureCount`: failures so far, minus one). Never for an answer below
 * 500: asking again gives the same 400, 403, 404, 409 or 429, and a 401 has already signed the user out (spec §8).
 * Never for a cancelled request or an error that is not an HTTP failure (a bug retried is a bug twice). Once for a
 * 5xx or a request without an answer (network, timeout).
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (!isAxiosError(error) || error.code === AxiosError.ERR_CANCELED) return false;
  const status = error.response?.status;
  if (status !== undefined && status < 500) return false;
  return failureCount < MAX_READ_RETRIES;
}

/**
 * The defaults of the portal's queries: fresh for {@link QUERY_STALE_TIME_MS}, retried only as
 * {@link shouldRetryRead} says, and not refetched when the window regains focus (a B2B user switches windows
 * all day to copy numbers; a burst of requests each time buys nothing, and a refetch could change a form's data
 * under the user). Writes are never retried (not idempotent; the caller shows the error).
 */
export const PORTAL_QUERY_DEFAULTS = {
  queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetryRead, refetchOnWindowFocus: false },
  mutations: { retry: false },
} satisfies DefaultOptions;

/**
 * The portal's one TanStack Query client (ARCHITECTURE §2: a stateful singleton, shared at runtime with
 * @portal/api, so the shell and every remote use the same cache: a write in one remote can invalidate what another
 * shows). Provided to every React root by `PortalProviders` (@portal/ui); cleared by the session store whenever a
 * session ends, so the next user never sees the previous user's data. Components reach it with `useQueryClient()`.
 */
export const queryClient = new QueryClient({ defaultOptions: PORTAL_QUERY_DEFAULTS });
