import { api } from '@portal/api';
import { PAGE_SIZE, type Page, type WebshopOrder, type WebshopOrderStatus } from '@portal/domain';
import type { PageQuery } from '@portal/ui';
import { webshopKeys } from './webshop-keys';

/**
 * One request of the orders table (issue 15): 1-based page, the status filter, the search text (order number or
 * reference) and, for staff, one customer.
 */
export interface WebshopOrderListRequest {
  page: number;
  pageSize?: number;
  status?: WebshopOrderStatus;
  search?: string;
  organizationId?: number;
}

/** The query string of a request as sent (ids as text, as the URL carries them). */
export interface WebshopOrderListQuery {
  page: number;
  pageSize: number;
  status?: WebshopOrderStatus;
  search?: string;
  organizationId?: string;
}

/**
 * The query parameters of a request: 20 per page (PAGE_SIZE, spec §9) unless told otherwise; empty values left out,
 * so the server applies its defaults (every status, every order the user may see).
 */
export function toWebshopOrderListQuery(request: WebshopOrderListRequest): WebshopOrderListQuery {
  const query: WebshopOrderListQuery = { page: request.page, pageSize: request.pageSize ?? PAGE_SIZE };
  if (request.status) query.status = request.status;
  if (request.search?.trim()) query.search = request.search.trim();
  if (request.organizationId !== undefined) query.organizationId = String(request.organizationId);
  return query;
}

/**
 * GET /webshop/orders?page=&pageSize=&status=&organizationId=&search= (issue 15): one page of the orders the user
 * may see, newest first: an organization user their own organization's, staff every organization's (or, with
 * `organizationId`, one customer's). Rejects with the axios error.
 */
export async function listWebshopOrders(request: WebshopOrderListRequest): Promise<Page<WebshopOrder>> {
  const { data } = await api.get<Page<WebshopOrder>>('/webshop/orders', {
    params: toWebshopOrderListQuery(request),
  });
  return data;
}

/** The query of one page of orders (`['webshop', 'orders', 'list', query]`), for the DataTable. */
export function webshopOrdersPageQuery(request: WebshopOrderListRequest) {
  return {
    queryKey: webshopKeys.orderList(toWebshopOrderListQuery(request)),
    queryFn: () => listWebshopOrders(request),
  } satisfies PageQuery<WebshopOrder>;
}
