import { isProvider, useSessionStore } from '@portal/session';

/**
 * Whether the signed-in user is staff (any provider role, spec §2): staff see every organization's shipments, so
 * the overview adds the customer column and filter and the detail names the customer; in the creation flows staff
 * pick the organization. Organization users see only their own organization's and ship for it (the server decides;
 * docs/shipments-api.md "Who").
 */
export function useIsStaff(): boolean {
  const user = useSessionStore((state) => state.user);
  return isProvider(user);
}
