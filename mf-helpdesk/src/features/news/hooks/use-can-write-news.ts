import { isAdminManagerOrSupport, useSessionStore } from '@portal/session';

/**
 * Whether the signed-in user may add, edit and delete news (docs/helpdesk-api.md "Writers", spec §6): super admin,
 * management and support. Account managers and organization users only read.
 */
export function useCanWriteNews(): boolean {
  return useSessionStore((state) => isAdminManagerOrSupport(state.user));
}
