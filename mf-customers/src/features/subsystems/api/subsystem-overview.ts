import { api } from '@portal/api';
import {
  PAGE_SIZE,
  type Page,
  type ServiceRequestListItem,
  type ServiceRequestListQuery,
  type ServiceRequestStatusValue,
  type SubsystemOrganization,
  type SubsystemOrganizationQuery,
  type SubsystemSummary,
} from '@portal/domain';
import type { PageQuery } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganization, queryKeys } from '../../../shared/query-keys';
import { decideServiceRequest, type ServiceRequestDecision } from './decide-service-request';

/**
 * The reads and the one write of the staff Sub systems screen (issue 11; spec §2 menu "Sub systems"):
 * GET /subsystems, GET /subsystems/organizations and GET /service-requests (staff only; docs/customers-api.md).
 */

/** GET /subsystems: per subsystem, how many organizations hold it and its open requests. Rejects with the axios error. */
export async function getSubsystemSummary(): Promise<SubsystemSummary[]> {
  const { data } = await api.get<SubsystemSummary[]>('/subsystems');
  return data;
}

/** The summary, cached under `['subsystems', 'summary']`. */
export function useSubsystemSummaryQuery() {
  return useQuery({ queryKey: queryKeys.subsystemSummary(), queryFn: getSubsystemSummary });
}

/** One request of the Customers tab: 1-based page, search, and the subsystem / open-request filters. */
export interface SubsystemOrganizationsRequest {
  page: number;
  pageSize?: number;
  search?: string;
  /** Only the organizations holding this subsystem. */
  subsystem?: number;
  /** Only the organizations with an open request (for `subsystem` when given). */
  requested?: boolean;
}

/** The query parameters of a request: 20 per page by default; empty values left out. */
export function toSubsystemOrganizationQuery(
  request: SubsystemOrganizationsRequest,
): SubsystemOrganizationQuery {
  const query: SubsystemOrganizationQuery = { page: request.page, pageSize: request.pageSize ?? PAGE_SIZE };
  if (request.search?.trim()) query.search = request.search.trim();
  if (request.subsystem !== undefined) query.subsystem = request.subsystem;
  if (request.requested) query.requested = 'true';
  return query;
}

/** GET /subsystems/organizations: one page of organizations with their subsystems. Rejects with the axios error. */
export async function listSubsystemOrganizations(
  request: SubsystemOrganizationsRequest,
): Promise<Page<SubsystemOrganization>> {
  const { data } = await api.get<Page<SubsystemOrganization>>('/subsystems/organizations', {
    params: toSubsystemOrganizationQuery(request),
  });
  return data;
}

/** The query of one page of the Customers tab, for a DataTable. */
export function subsystemOrganizationsPageQuery(
  request: SubsystemOrganizationsRequest,
): PageQuery<SubsystemOrganization> {
  return {
    queryKey: queryKeys.subsystemOrganizations(toSubsystemOrganizationQuery(request)),
    queryFn: () => listSubsystemOrganizations(request),
  };
}

/** One request of the Requests tab: 1-based page, status (open by default) and subsystem. */
export interface ServiceRequestsRequest {
  page: number;
  pageSize?: number;
  status?: ServiceRequestStatusValue;
  subsystem?: number;
}

/** The query parameters of a request: 20 per page, open requests by default. */
export function toServiceRequestListQuery(request: ServiceRequestsRequest): ServiceRequestListQuery {
  const query: ServiceRequestListQuery = {
    page: request.page,
    pageSize: request.pageSize ?? PAGE_SIZE,
    status: request.status ?? 'open',
  };
  if (request.subsystem !== undefined) query.subsystem = request.subsystem;
  return query;
}

/** GET /service-requests: one page of every organization's requests, newest first. Rejects with the axios error. */
export async function listAllServiceRequests(
  request: ServiceRequestsRequest,
): Promise<Page<ServiceRequestListItem>> {
  const { data } = await api.get<Page<ServiceRequestListItem>>('/service-requests', {
    params: toServiceRequestListQuery(request),
  });
  return data;
}

/** The query of one page of the Requests tab, for a DataTable. */
export function serviceRequestsPageQuery(request: ServiceRequestsRequest): PageQuery<ServiceRequestListItem> {
  return {
    queryKey: queryKeys.serviceRequestList(toServiceRequestListQuery(request)),
    queryFn: () => listAllServiceRequests(request),
  };
}

/**
 * Grants or declines a request of any organization from the Sub systems screen (PUT
 * /organizations/{id}/service-requests/{requestId}, staff writers). On success the screen's lists and summary
 * reload, and that organization's own subsystem and request rows (and, after a grant, the organization).
 */
export function useDecideAnyServiceRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, status }: { request: ServiceRequestListItem; status: ServiceRequestDecision }) =>
      decideServiceRequest(request.organizationId, request.id, status),
    onSuccess: (_answer, { request, status }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.serviceRequestLists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.subsystemOverview() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.serviceRequests(request.organizationId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.subsystems(request.organizationId) }),
        status === 'granted' ? invalidateOrganization(queryClient, request.organizationId) : undefined,
      ]),
  });
}
