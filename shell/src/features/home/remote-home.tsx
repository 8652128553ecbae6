import type { RegistryRoute } from '@portal/federation';
import { RemoteOutlet } from '../../remote-outlet/remote-outlet';
import { useRemoteStatusStore } from '../../remote-outlet/remote-status-store';
import { HomePage, QuickLinks } from './home-page';

/**
 * Home `/` when a remote claims it (issue 12: mf-helpdesk shows announcements and news): the remote's page, then
 * the shell's quick links. When the remote cannot be loaded, the shell's own home page (greeting + launcher) takes
 * its place instead of the "unavailable" notice: the first page every user sees never breaks.
 */
export function RemoteHome({ route, timeoutMs }: { route: RegistryRoute; timeoutMs?: number }) {
  const unavailable = useRemoteStatusStore((s) => s.statuses[route.remote] === 'unavailable');
  return (
    <>
      <RemoteOutlet route={route} timeoutMs={timeoutMs} unavailable={<HomePage />} />
      {!unavailable && <QuickLinks />}
    </>
  );
}
