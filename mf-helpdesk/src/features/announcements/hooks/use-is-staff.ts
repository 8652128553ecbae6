import { isProvider, useSessionStore } from '@portal/session';

/** Whether the signed-in user is staff (any provider role, spec §6): staff see who was mailed ("Mails sent"). */
export function useIsStaff(): boolean {
  const user = useSessionStore((state) => state.user);
  return isProvider(user);
}
