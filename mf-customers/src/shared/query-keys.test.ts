import { createTestQueryClient } from '@portal/api/src/testing/test-query-client';
import type { Organization } from '@portal/domain';
import { invalidateOrganization, organizationSaved, queryKeys } from './query-keys';

describe('invalidateOrganization', () => {
  it('marks exactly the organization, its company card and the customer lists stale', async () => {
    const queryClient = createTestQueryClient();
    const keys = {
      organization: queryKeys.organization(7),
      company: queryKeys.company(7),
      list: queryKeys.organizationList({ page: 1, pageSize: 20 }),
      resellers: queryKeys.organizationList({ page: 1, pageSize: 1000, inactive: true, prospect: true }),
      addresses: queryKeys.addresses(7),
      users: queryKeys.organizationUsers(7),
      other: queryKeys.organization(8),
      employees: queryKeys.employees(),
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, {});

    await invalidateOrganization(queryClient, 7);

    const stale = Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(['organization', 'company', 'list', 'resellers']);
  });
});

describe('organizationSaved', () => {
  it('caches the saved organization and marks its company card and the customer lists stale, not itself', async () => {
    const queryClient = createTestQueryClient();
    const list = queryKeys.organizationList({ page: 1, pageSize: 20 });
    for (const key of [queryKeys.organization(7), queryKeys.company(7), list]) queryClient.setQueryData(key, {});
    const saved = { id: 7, name: 'Acme Sensors B.V.' } as Organization;

    await organizationSaved(queryClient, saved);

    expect(queryClient.getQueryData(queryKeys.organization(7))).toEqual(saved);
    expect(queryClient.getQueryState(queryKeys.organization(7))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(queryKeys.company(7))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true);
  });
});

describe('query keys mirror the resources they read (one key per resource across the portal)', () => {
  it.each([
    [queryKeys.organizationList({ page: 2, pageSize: 20 }), ['organizations', 'list', { page: 2, pageSize: 20 }]],
    [queryKeys.organization(7), ['organizations', 7]],
    [queryKeys.addresses(7), ['organizations', 7, 'addresses']],
    [queryKeys.subcustomer(7, 3), ['organizations', 7, 'subcustomers', 3]],
    [queryKeys.currentUser(), ['users', 'me']],
  ])('%j', (key, expected) => {
    expect(key).toEqual(expected);
  });
});
