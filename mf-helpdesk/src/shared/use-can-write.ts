import { isAdminManagerOrSupport, useSessionStore } from '@portal/session';

/**
 * Whether the signed-in user writes announcements and news (issue 12, spec §6): super admin, management and
 * support add, edit, close, reopen and delete them. Account managers and organization users read only; the server
 * refuses their writes (403) whatever the screen shows.
 */
export function useCanWriteHelpdeskContent(): boolean {
  return useSessionStore((state) => isAdminManagerOrSupport(state.user));
}
