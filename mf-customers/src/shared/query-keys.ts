import type {
  Organization,
  OrganizationListQuery,
  ServiceRequestListQuery,
  SubsystemOrganizationQuery,
  UserListQuery,
} from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of this remote's server reads (TanStack Query), in one place for every feature, so a write in one
 * feature invalidates what another shows. A key mirrors the resource it reads and holds the server's answer as
 * is, so every app of the portal uses the same key for the same data (the query client is shared: mf-documents'
 * organization picker reads `['organizations', …]` too, and sees the customer list's changes):
 *   GET /organizations?page=2   → ['organizations', 'list', { page: 2, … }]
 *   GET /organizations/7        → ['organizations', 7]
 *   GET /organizations/7/users  → ['organizations', 7, 'users']
 *   GET /users?role=4           → ['users', 'list', { role: '4', … }]
 *   GET /subsystems/organizations?subsystem=1 → ['subsystems', 'organizations', { subsystem: 1, … }]
 * A key is the prefix of the keys below it (invalidating `['organizations', 7]` reaches its addresses, users…);
 * use `exact: true` for the resource alone, as {@link invalidateOrganization} does.
 */
export const queryKeys = {
  /** Every page of the customer list (and the reseller options, which read it too). */
  organizationLists: () => ['organizations', 'list'] as const,
  organizationList: (query: OrganizationListQuery) => ['organizations', 'list', query] as const,
  organization: (organizationId: number) => ['organizations', organizationId] as const,
  company: (organizationId: number) => ['organizations', organizationId, 'company'] as const,
  addresses: (organizationId: number) => ['organizations', organizationId, 'addresses'] as const,
  contacts: (organizationId: number) => ['organizations', organizationId, 'contacts'] as const,
  organizationUsers: (organizationId: number) => ['organizations', organizationId, 'users'] as const,
  subsystems: (organizationId: number) => ['organizations', organizationId, 'subsystems'] as const,
  serviceRequests: (organizationId: number) => ['organizations', organizationId, 'service-requests'] as const,
  subcustomers: (organizationId: number) => ['organizations', organizationId, 'subcustomers'] as const,
  subcustomer: (organizationId: number, subCustomerId: number) =>
    ['organizations', organizationId, 'subcustomers', subCustomerId] as const,
  /** `null`: no organization (staff), for a query that is skipped. */
  accountManager: (organizationId: number | null) =>
    ['organizations', organizationId, 'account-manager'] as const,
  employees: () => ['employees'] as const,
  suppliers: () => ['suppliers'] as const,
  currentUser: () => ['users', 'me'] as const,
  /** One page of the staff Users screen (users of every organization). */
  userList: (query: UserListQuery) => ['users', 'list', query] as const,
  /** Everything the staff Sub systems screen reads (summary and organization pages). */
  subsystemOverview: () => ['subsystems'] as const,
  subsystemSummary: () => ['subsystems', 'summary'] as const,
  subsystemOrganizations: (query: SubsystemOrganizationQuery) =>
    ['subsystems', 'organizations', query] as const,
  /** Every page of the requests of every organization. */
  serviceRequestLists: () => ['service-requests', 'list'] as const,
  serviceRequestList: (query: ServiceRequestListQuery) => ['service-requests', 'list', query] as const,
};

/** Marks what shows an organization besides its own query (its company card, the customer lists) stale. */
function invalidateOrganizationViews(queryClient: QueryClient, organizationId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.company(organizationId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.organizationLists() }),
  ]);
}

/**
 * After a write that changes what an organization shows (its header and General tab, its company card) or what
 * the customer list shows (name, status, city, contact person) without answering the organization: marks those
 * stale and reloads the ones on screen. Resolves when they are loaded again.
 */
export async function invalidateOrganization(
  queryClient: QueryClient,
  organizationId: number,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.organization(organizationId), exact: true }),
    invalidateOrganizationViews(queryClient, organizationId),
  ]);
}

/**
 * After a write that answers the saved organization (save, activate, deactivate): caches it (no second request)
 * and reloads its company card and the customer lists. Resolves when those on screen are loaded again.
 */
export async function organizationSaved(queryClient: QueryClient, organization: Organization): Promise<void> {
  queryClient.setQueryData(queryKeys.organization(organization.id), organization);
  await invalidateOrganizationViews(queryClient, organization.id);
}
