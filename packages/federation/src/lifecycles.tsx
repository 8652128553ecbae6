import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps, LifeCycleFn } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { PortalProviders } from '@portal/ui';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { ManifestRoute } from './route-manifest';

/** A registry route as the shell hands it to a remote: the manifest route plus its remote's name. */
export type RegistryRoute = ManifestRoute & { remote: string };

/**
 * Props the shell passes when it mounts a remote's `./app` as a parcel (ARCHITECTURE §2).
 * - `basename`: the router basename the remote renders its `<BrowserRouter>` with (`/`; routes are full paths).
 * - `route`: the manifest route the shell matched.
 * - `onRetry`: asks the shell to load the remote again (used by the fallback screen).
 */
export interface RemoteParcelProps {
  basename: string;
  route: RegistryRoute;
  onRetry?: () => void;
}

/** Props a remote's Root receives: the parcel props plus single-spa's (`name`, `mountParcel`, `singleSpa`...). */
export type RemoteRootProps = RemoteParcelProps & Partial<AppProps> & { domElement?: HTMLElement };

/** The single-spa lifecycles of a remote's `./app` expose. */
export interface RemoteLifecycles {
  bootstrap: LifeCycleFn<RemoteRootProps>;
  mount: LifeCycleFn<RemoteRootProps>;
  unmount: LifeCycleFn<RemoteRootProps>;
  update?: LifeCycleFn<RemoteRootProps>;
}

/**
 * Makes the `./app` expose of a remote (ARCHITECTURE §2): single-spa lifecycles over single-spa-react with
 * `react-dom/client`. The Root is wrapped in PortalProviders (React context does not cross roots, so every parcel
 * brings its own ConfigProvider + antd App + locale) and in an error boundary, so a crash stays in the parcel.
 *
 * The Root renders its own `<BrowserRouter basename={props.basename}>` with full-path `<Routes>` and a
 * `path="*"` route that renders nothing.
 *
 * @example export const { bootstrap, mount, unmount } = createRemoteLifecycles(Root);
 */
export function createRemoteLifecycles(Root: ComponentType<RemoteRootProps>): RemoteLifecycles {
  function ParcelRoot(props: RemoteRootProps) {
    return (
      <PortalProviders>
        <RemoteErrorBoundary>
          <Root {...props} />
        </RemoteErrorBoundary>
      </PortalProviders>
    );
  }
  ParcelRoot.displayName = `ParcelRoot(${Root.displayName ?? Root.name ?? 'Root'})`;

  const lifecycles = singleSpaReact<RemoteRootProps>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    // Last resort when even the providers crash: single-spa-react's own boundary.
    errorBoundary: () => <p role="alert">This part of the portal is unavailable.</p>,
  });
  // PortalProviders (antd) is imported statically: @portal/federation is bundled into each app (sideEffects:
  // false), and the shell, which never calls this, does not get antd on its boot path from it.
  return lifecycles as unknown as RemoteLifecycles;
}
