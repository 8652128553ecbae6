import { api } from '@portal/api';
import {
  SHIPMENT_PAGE_SIZE,
  SHIPMENT_SORT_FIELDS,
  type DomesticShipmentType,
  type ShipmentKind,
  type ShipmentList,
  type ShipmentListItem,
  type ShipmentListQuery,
  type ShipmentStatus,
} from '@portal/domain';
import type { PageQuery } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * One request of the shipment overview (docs/shipments-api.md GET /api/shipments): 1-based page, sort (`field` or
 * `-field` of SHIPMENT_SORT_FIELDS), search text (reference or barcode) and the filters of the overview.
 * `organizationId` is a staff filter (the server ignores it beyond an organization user's own organization).
 */
export interface ShipmentListRequest {
  page: number;
  pageSize?: number;
  sort?: string;
  search?: string;
  status?: ShipmentStatus;
  kind?: ShipmentKind;
  type?: DomesticShipmentType;
  organizationId?: number;
  subcustomerId?: number;
}

/** A sort the server knows (`field` or `-field` of SHIPMENT_SORT_FIELDS), else undefined (a hand-edited URL). */
function knownSort(sort: string | undefined): string | undefined {
  const field = sort?.replace(/^-/, '');
  return (SHIPMENT_SORT_FIELDS as readonly string[]).includes(field ?? '') ? sort : undefined;
}

/**
 * The query parameters of a request: 20 per page (SHIPMENT_PAGE_SIZE) unless told otherwise; empty values and
 * unknown sorts left out, so the server applies its defaults (every status and kind, newest sent first).
 */
export function toShipmentListQuery(request: ShipmentListRequest): ShipmentListQuery {
  const query: ShipmentListQuery = { page: request.page, pageSize: request.pageSize ?? SHIPMENT_PAGE_SIZE };
  if (request.search?.trim()) query.search = request.search.trim();
  if (request.status) query.status = request.status;
  if (request.kind) query.kind = request.kind;
  if (request.type) query.type = request.type;
  // Ids travel as query-string text (idParamSchema parses "7" to 7).
  if (request.organizationId !== undefined) query.organizationId = String(request.organizationId);
  if (request.subcustomerId !== undefined) query.subcustomerId = String(request.subcustomerId);
  const sort = knownSort(request.sort);
  if (sort) query.sort = sort;
  return query;
}

/**
 * GET /shipments: one page of the shipments sent in the last `windowDays` days that the user may see (staff: all
 * organizations'; organization users: their own, subcustomers' included), with the window's length in days.
 * Rejects with the axios error.
 */
export async function listShipments(request: ShipmentListRequest): Promise<ShipmentList> {
  const { data } = await api.get<ShipmentList>('/shipments', { params: toShipmentListQuery(request) });
  return data;
}

/** The query of one page of the overview (`['shipments', 'list', query]`), for the DataTable and the page. */
export function shipmentsPageQuery(request: ShipmentListRequest) {
  return {
    queryKey: queryKeys.shipmentList(toShipmentListQuery(request)),
    queryFn: () => listShipments(request),
  } satisfies PageQuery<ShipmentListItem>;
}

/**
 * The same page the overview's DataTable shows (one cached request, shared by key), read by the page for what lies
 * outside the table: the window's length in days (`windowDays`) for the introduction and the empty state. The
 * previous answer stays while the next one loads, so the text does not flash.
 */
export function useShipmentListQuery(request: ShipmentListRequest) {
  return useQuery({ ...shipmentsPageQuery(request), placeholderData: keepPreviousData });
}
