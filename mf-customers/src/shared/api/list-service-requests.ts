import { api } from '@portal/api';
import type { ServiceRequest } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';

/** GET /organizations/{id}/service-requests: the organization's "More services" requests, newest first. */
export async function listServiceRequests(organizationId: number): Promise<ServiceRequest[]> {
  const { data } = await api.get<ServiceRequest[]>(`/organizations/${organizationId}/service-requests`);
  return data;
}

/** The "More services" requests of an organization (cached under `['organizations', id, 'service-requests']`). */
export function useServiceRequestsQuery(organizationId: number) {
  return useQuery({
    queryKey: queryKeys.serviceRequests(organizationId),
    queryFn: () => listServiceRequests(organizationId),
  });
}
