import type { RoamingEntryListRequest } from './list-roaming-entries';

/**
 * Query keys of the SIM management reads (issue 15; TanStack Query). A key mirrors the resource it reads, all under
 * `['sim-management']`, so one invalidation of that prefix after a write (details, logo, roaming list upload) loads
 * every card, supplier and roaming list read again:
 *   GET /sim-management/suppliers?organizationId=7           → ['sim-management', 'suppliers', 'list', { organizationId: 7 }]
 *   GET /sim-management/suppliers/3                          → ['sim-management', 'suppliers', 3]
 *   GET /sim-management/suppliers/3/roaming-lists            → ['sim-management', 'suppliers', 3, 'roaming-lists']
 *   GET /sim-management/suppliers/3/roaming-lists/9/changes  → ['sim-management', 'suppliers', 3, 'roaming-lists', 9, 'changes']
 *   GET /sim-management/suppliers/3/roaming-list/entries?…   → ['sim-management', 'suppliers', 3, 'roaming-list', 'entries', query]
 */
export const simManagementKeys = {
  /** Every SIM management read: invalidate after a write. */
  all: () => ['sim-management'] as const,
  supplierList: (organizationId: number | undefined) =>
    ['sim-management', 'suppliers', 'list', { organizationId }] as const,
  supplier: (supplierId: number) => ['sim-management', 'suppliers', supplierId] as const,
  roamingListVersions: (supplierId: number) =>
    ['sim-management', 'suppliers', supplierId, 'roaming-lists'] as const,
  roamingChanges: (supplierId: number, versionId: number) =>
    ['sim-management', 'suppliers', supplierId, 'roaming-lists', versionId, 'changes'] as const,
  roamingEntries: (supplierId: number, query: RoamingEntryListRequest) =>
    ['sim-management', 'suppliers', supplierId, 'roaming-list', 'entries', query] as const,
};
