import { canWriteOrganizations, useSessionStore } from '@portal/session';

/**
 * Whether the signed-in user may create, change, (de)activate and delete organizations (spec §6: super admin,
 * management, support). The account manager reads only.
 */
export function useCanWriteOrganizations(): boolean {
  const user = useSessionStore((state) => state.user);
  return canWriteOrganizations(user);
}
