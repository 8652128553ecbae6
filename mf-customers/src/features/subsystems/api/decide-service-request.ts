import { api } from '@portal/api';
import type { ServiceRequest } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrganization, queryKeys } from '../../../shared/query-keys';

/** A decision on a "More services" request. */
export type ServiceRequestDecision = 'granted' | 'declined';

/**
 * PUT /organizations/{id}/service-requests/{requestId} `{status}` (staff writers): grants (the subsystem is added)
 * or declines a "More services" request. Resolves with the request; rejects with the axios error.
 */
export async function decideServiceRequest(
  organizationId: number,
  requestId: number,
  status: ServiceRequestDecision,
): Promise<ServiceRequest> {
  const { data } = await api.put<ServiceRequest>(`/organizations/${organizationId}/service-requests/${requestId}`, {
    status,
  });
  return data;
}

/**
 * Decides a request; on success the requests and subsystem rows are loaded again, and after a grant the
 * organization too (it has one more subsystem).
 */
export function useDecideServiceRequestMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, status }: { requestId: number; status: ServiceRequestDecision }) =>
      decideServiceRequest(organizationId, requestId, status),
    onSuccess: (_request, { status }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.serviceRequests(organizationId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.subsystems(organizationId) }),
        status === 'granted' ? invalidateOrganization(queryClient, organizationId) : undefined,
      ]),
  });
}
