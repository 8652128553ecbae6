import { api } from '@portal/api';
import type { ServiceRequest, ServiceRequestInput } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/**
 * POST /organizations/{id}/service-requests: asks the provider for a subsystem the organization does not have
 * (spec §2 More services), with an optional message. Resolves with the request; rejects with the axios error.
 */
export async function requestService(organizationId: number, input: ServiceRequestInput): Promise<ServiceRequest> {
  const { data } = await api.post<ServiceRequest>(`/organizations/${organizationId}/service-requests`, input);
  return data;
}

/** Requests a service; on success the requests and subsystem rows (which show the open request) are loaded again. */
export function useRequestServiceMutation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceRequestInput) => requestService(organizationId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.serviceRequests(organizationId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.subsystems(organizationId) }),
      ]),
  });
}
