import { type DefaultOptions, type Query, QueryClient } from '@tanstack/react-query';
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
 * How long an answer fetched ahead of its screen counts as fresh for that screen: 3 s (issue 18). A remote starts
 * a screen's first read while the screen's code loads and renders (`lazyPage` reads, @portal/remote-kit); without
 * this the screen, mounting a moment later, would ask the server the very same thing again (staleTime 0).
 */
export const AHEAD_OF_SCREEN_FRESH_MS = 3_000;

/** Queries whose answer arrived while no screen showed them (a prefetch), with that answer's `dataUpdatedAt`. */
const answeredAheadOfScreen = new WeakMap<Query, number>();

/**
 * `refetchOnMount` of the portal's queries: a screen mounting a cached answer asks the server again (staleTime 0),
 * except for an answer that arrived while no screen showed it, less than {@link AHEAD_OF_SCREEN_FRESH_MS} ago and not
 * replaced or invalidated since (an invalidation drops the note: {@link trackAnswersAheadOfScreen}): the request the
 * screen would make has just been made for it.
 */
export function refetchOnMount(query: Query): boolean {
  const arrivedAt = answeredAheadOfScreen.get(query);
  const fetchedAhead =
    arrivedAt === query.state.dataUpdatedAt && Date.now() - arrivedAt < AHEAD_OF_SCREEN_FRESH_MS;
  return !fetchedAhead;
}

/**
 * The defaults of the portal's queries: fresh for {@link QUERY_STALE_TIME_MS} (but see {@link refetchOnMount}),
 * retried only as {@link shouldRetryRead} says, and not refetched when the window regains focus (a B2B user switches
 * windows all day to copy numbers; a burst of requests each time buys nothing, and a refetch could change a form's
 * data under the user). Writes are never retried (not idempotent; the caller shows the error).
 */
export const PORTAL_QUERY_DEFAULTS = {
  queries: {
    staleTime: QUERY_STALE_TIME_MS,
    refetchOnMount,
    retry: shouldRetryRead,
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
} satisfies DefaultOptions;

/**
 * Notes every answer that arrives (from the server, not set by hand) while no screen observes its query, for
 * {@link refetchOnMount} — unless the query was invalidated while that request ran (a write since: the answer may
 * predate it). The note goes when a screen that showed the answer is left. Returns the unsubscribe.
 */
export function trackAnswersAheadOfScreen(client: QueryClient): () => void {
  const invalidatedWhileFetching = new WeakSet<Query>();
  return client.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (event.type === 'observerRemoved') {
      answeredAheadOfScreen.delete(query);
      return;
    }
    if (event.type !== 'updated') return;
    const { action } = event;
    if (action.type === 'fetch') invalidatedWhileFetching.delete(query);
    else if (action.type === 'invalidate') {
      answeredAheadOfScreen.delete(query);
      if (query.state.fetchStatus === 'fetching') invalidatedWhileFetching.add(query);
    } else if (action.type === 'success' && !action.manual) {
      if (query.getObserversCount() === 0 && !invalidatedWhileFetching.has(query)) {
        answeredAheadOfScreen.set(query, query.state.dataUpdatedAt);
      }
      invalidatedWhileFetching.delete(query);
    }
  });
}

/**
 * The portal's one TanStack Query client (ARCHITECTURE §2: a stateful singleton, shared at runtime with
 * @portal/api, so the shell and every remote use the same cache: a write in one remote can invalidate what another
 * shows). Provided to every React root by `PortalProviders` (@portal/ui); cleared by the session store whenever a
 * session ends, so the next user never sees the previous user's data. Components reach it with `useQueryClient()`.
 */
export const queryClient = new QueryClient({ defaultOptions: PORTAL_QUERY_DEFAULTS });
trackAnswersAheadOfScreen(queryClient);
