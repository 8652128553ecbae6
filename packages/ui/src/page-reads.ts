import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';

/** Where a screen is opened: the route's parameters (`{ id: '7' }`) and the address's search params. */
export interface PageRequest {
  params: Params;
  searchParams: URLSearchParams;
}

/**
 * The first reads of a screen (issue 18): the TanStack Query options of what the page asks the server for as soon as
 * it renders — with the very keys it will use (for a {@link DataTable}: `readListQuery`) — so the remote can fetch
 * them while the page's code still loads and renders. A page module exports it next to the page
 * (`export const organizationsPageReads: PageReads = …`) and the route table names it (`lazyPage` of
 * @portal/remote-kit).
 */
export type PageReads = (
  request: PageRequest,
) => ReadonlyArray<FetchQueryOptions<unknown, Error, unknown, QueryKey>>;
