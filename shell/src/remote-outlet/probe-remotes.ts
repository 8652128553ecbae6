import type { Registry } from '@portal/federation';
import { useRemoteStatusStore } from './remote-status-store';

/** Options of {@link probeRemotes}. */
export interface ProbeRemotesOptions {
  fetch?: typeof fetch;
  /** Base for relative entry URLs (the page's location). */
  base?: string;
}

/**
 * Checks, after boot, that every remote's mf-manifest.json answers (one small JSON request per remote, no remote
 * code is loaded), and marks the remotes that do not as unavailable, so their menu entries show it before anyone
 * clicks them (ARCHITECTURE §2, fault tolerance). A remote that loads later is marked loaded again by its outlet.
 * Records the build version each manifest reports (`metaData.buildInfo.buildVersion`) for the Remotes panel.
 * Resolves when every probe has settled; never rejects.
 */
export async function probeRemotes(registry: Registry, options: ProbeRemotesOptions = {}): Promise<void> {
  const doFetch = options.fetch ?? fetch;
  const base = options.base ?? window.location.href;
  const { setStatus, setVersion } = useRemoteStatusStore.getState();
  await Promise.all(
    Object.entries(registry.remotes).map(async ([name, remote]) => {
      try {
        const response = await doFetch(new URL(remote.entry, base).href, { cache: 'no-cache' });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const manifest = (await response.json()) as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null;
        const version = manifest?.metaData?.buildInfo?.buildVersion;
        if (typeof version === 'string' && version) setVersion(name, version);
      } catch (error) {
        console.warn(`[shell] remote ${name} is not reachable:`, error);
        if (useRemoteStatusStore.getState().statuses[name] !== 'loaded') setStatus(name, 'unavailable');
      }
    }),
  );
}
