import { useSessionStore } from '@portal/session';
import { useOrganizationQuery } from '../api/get-organization';

/**
 * The name of the organization a shipment is for: for staff the picked organization's (GET /organizations/{id},
 * cached with the organization picker), for an organization user its own (the session's). Undefined while loading.
 */
export function useOrganizationName(
  organizationId: number | undefined,
  isStaff: boolean,
): string | undefined {
  const own = useSessionStore((state) => state.organization);
  const picked = useOrganizationQuery(isStaff ? organizationId : undefined);
  return isStaff ? picked.data?.name : own?.name;
}
