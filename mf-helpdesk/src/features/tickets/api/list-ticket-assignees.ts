import { api } from '@portal/api';
import type { TicketAssignee } from '@portal/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/query-keys';

/** GET /tickets/assignees (staff): the employees a ticket can be assigned to (the helpdesk's handlers). */
export async function listTicketAssignees(): Promise<TicketAssignee[]> {
  const { data } = await api.get<TicketAssignee[]>('/tickets/assignees');
  return data;
}

/** The possible assignees (cached under `['tickets', 'assignees']`); loaded only when `enabled` (handlers). */
export function useTicketAssigneesQuery(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.ticketAssignees(),
    queryFn: enabled ? listTicketAssignees : skipToken,
  });
}
