import type { ContractCategory } from '@portal/domain';

/** Whose contract files: the signed-in user's own organization, or one organization by id (staff). */
export type ContractOwner = { kind: 'own' } | { kind: 'organization'; organizationId: number };

/**
 * Query keys of the contract files (TanStack Query). A key mirrors the resource it reads and holds the server's
 * answer as is, so every app of the portal uses the same key for the same data (the query client is shared):
 * GET /contracts?category=1 → `['contracts', { category: 1 }]`, GET /organizations/7/contracts?category=1 →
 * `['organizations', 7, 'contracts', { category: 1 }]`.
 */
export const contractKeys = {
  /** Every category of one owner's files: invalidate after an upload or a delete. */
  ofOwner: (owner: ContractOwner) =>
    owner.kind === 'own' ? (['contracts'] as const) : (['organizations', owner.organizationId, 'contracts'] as const),
  /** One category of one owner's files. */
  list: (owner: ContractOwner, category: ContractCategory) => [...contractKeys.ofOwner(owner), { category }] as const,
};
