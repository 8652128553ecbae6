import { isAdminManagerOrSupport, useSessionStore } from '@portal/session';

/**
 * Whether the signed-in user writes announcements (issue 12, spec §6): super admin, management and support add,
 * edit, close, reopen and delete them and add messages. Account managers and organization users read only.
 */
export function useCanWriteAnnouncements(): boolean {
  const user = useSessionStore((state) => state.user);
  return isAdminManagerOrSupport(user);
}
