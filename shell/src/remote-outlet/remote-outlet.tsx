import {
  DEFAULT_LOAD_TIMEOUT_MS,
  isUnavailableModule,
  RemoteErrorBoundary,
  RemoteUnavailable,
  type RegistryRoute,
  type RemoteParcelProps,
} from '@portal/federation';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { loadRemoteApp } from '../boot/federation-runtime';
import { SHELL_NS } from '../i18n/shell-namespace';
import { useRemoteStatusStore } from './remote-status-store';

type OutletState = 'loading' | 'mounted' | 'unavailable';

function isParcelConfig(module: unknown): module is ParcelConfig {
  const m = module as Record<string, unknown> | null;
  return !!m && typeof m.mount === 'function' && typeof m.unmount === 'function';
}

/** Unmounts a parcel whatever state it is in (a mount may still be running when the route is left). */
function unmountParcel(parcel: Parcel): void {
  parcel.mountPromise
    .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
    .catch(() => undefined);
}

/** Props of {@link RemoteOutlet}. */
export interface RemoteOutletProps {
  /** The registry route the shell matched (its `remote` owns it). */
  route: RegistryRoute;
  /**
   * How long to wait for the remote to load and mount, in ms (registry `loadTimeoutMs`); past it the attempt is
   * abandoned and the "unavailable, retry" fallback shows, as for a failed load.
   */
  timeoutMs?: number;
  /** Shown instead of the "unavailable, retry" notice when the remote cannot be loaded (home `/`: the launcher). */
  unavailable?: ReactNode;
}

/**
 * Renders the screen of a remote (ARCHITECTURE §2 "Mounting"): loads `<remote>/app` through the federation
 * runtime and mounts it as a single-spa parcel with props `basename` and `route`. Shows a loading state meanwhile
 * (boot is never blocked), and "this part of the portal is unavailable" with a retry when the remote cannot be
 * loaded (fallback module of the runtime plugin) or fails to mount. A crash of the outlet itself is caught by an
 * error boundary. A remote that neither loads nor fails within `timeoutMs` (a manifest or chunk that never answers,
 * a mount that never settles) gets the same fallback: nobody is left on "Loading…" for good. Moving between routes
 * of the same remote updates the mounted parcel instead of remounting it.
 */
export function RemoteOutlet({ route, timeoutMs = DEFAULT_LOAD_TIMEOUT_MS, unavailable }: RemoteOutletProps) {
  const { t } = useTranslation(SHELL_NS);
  const containerRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  const routeRef = useRef(route);
  const [attempt, setAttempt] = useState(0);
  const setStatus = useRemoteStatusStore((s) => s.setStatus);
  const remote = route.remote;
  // The outcome of one load attempt; a new attempt (retry) starts as 'loading' without a synchronous reset.
  const loadKey = `${remote}#${attempt}`;
  const [outcome, setOutcome] = useState<{ key: string; state: OutletState } | null>(null);
  const state: OutletState = outcome?.key === loadKey ? outcome.state : 'loading';

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let cancelled = false;
    const fail = (error?: unknown) => {
      if (cancelled) return;
      clearTimeout(timer);
      if (error) console.warn(`[shell] ${remote} could not be mounted:`, error);
      setStatus(remote, 'unavailable');
      setOutcome({ key: loadKey, state: 'unavailable' });
    };
    // The bounded wait: the attempt is given up (a late answer is ignored, a late mount undone) and a retry offered.
    const timer = setTimeout(() => {
      fail(new Error(`no answer within ${timeoutMs} ms`));
      cancelled = true;
      if (parcelRef.current) unmountParcel(parcelRef.current);
      parcelRef.current = null;
    }, timeoutMs);
    loadRemoteApp(remote).then((module) => {
      if (cancelled) return;
      if (isUnavailableModule(module) || !isParcelConfig(module) || !containerRef.current) return fail();
      const props: RemoteParcelProps & { domElement: HTMLElement } = {
        domElement: containerRef.current,
        basename: '/',
        route: routeRef.current,
        onRetry: retry,
      };
      const parcel = mountRootParcel(module, props);
      parcelRef.current = parcel;
      parcel.mountPromise.then(() => {
        if (cancelled) return;
        clearTimeout(timer);
        setStatus(remote, 'loaded');
        setOutcome({ key: loadKey, state: 'mounted' });
      }, fail);
    }, fail);

    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (parcelRef.current) unmountParcel(parcelRef.current);
      parcelRef.current = null;
    };
  }, [remote, loadKey, retry, setStatus, timeoutMs]);

  useEffect(() => {
    routeRef.current = route;
    const parcel = parcelRef.current;
    if (parcel?.update && parcel.getStatus() === 'MOUNTED') {
      parcel.update({ basename: '/', route, onRetry: retry }).catch(() => undefined);
    }
  }, [route, retry]);

  return (
    <RemoteErrorBoundary resetKeys={[remote, attempt]}>
      {state === 'loading' && (
        <div role="status" aria-live="polite" className="shell-loading">
          <span className="shell-spinner" aria-hidden="true" />
          <p>{t('remote.loading')}</p>
        </div>
      )}
      {state === 'unavailable' && (unavailable ?? <RemoteUnavailable onRetry={retry} />)}
      <div ref={containerRef} data-remote={remote} hidden={state !== 'mounted'} />
    </RemoteErrorBoundary>
  );
}
