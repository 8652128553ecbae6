import { organizationsApi } from '@portal/api';
import type { Organization } from '@portal/domain';

/** Reads one organization (GET /organizations/{id}). */
export function getOrganization(id: number): Promise<Organization> {
  return organizationsApi.get(id);
}

/** Activates (PUT /organizations/{id}/activate) or deactivates (…/deactivate) an organization (spec §4). */
export function setOrganizationActive(id: number, active: boolean): Promise<Organization> {
  return active ? organizationsApi.activate(id) : organizationsApi.deactivate(id);
}

/**
 * Deletes an organization for good (DELETE /organizations/{id}); the server also removes its users, shipments,
 * addresses and subsystem links (spec §4).
 */
export function deleteOrganization(id: number): Promise<void> {
  return organizationsApi.remove(id);
}
