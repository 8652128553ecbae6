import { createRoot, type Root } from 'react-dom/client';
import type { ParcelConfigObject } from 'single-spa';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@portal/i18n';
import { StatusScreen } from './status-screen';
import { useFederationTexts } from './texts';

/** Props of {@link RemoteUnavailable}. */
export interface RemoteUnavailableProps {
  /** Called when the user asks to try loading the remote again; without it no retry button is shown. */
  onRetry?: () => void;
}

/**
 * "This part of the portal is unavailable" with a retry button (ARCHITECTURE §2, fault tolerance level 2/3).
 * Rendered where a remote's screen would be; the rest of the portal keeps working.
 */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  const texts = useFederationTexts();
  return (
    <StatusScreen
      status="warning"
      title={texts.unavailableTitle}
      text={texts.unavailableText}
      action={texts.retry}
      onAction={onRetry}
    />
  );
}

const UNAVAILABLE = Symbol.for('@portal/federation/remote-unavailable');

/** What the fallback module knows about the failure. */
export interface UnavailableInfo {
  /** The request that failed, e.g. `customers/app`. */
  id: string;
  error: unknown;
}

/** A fallback module: a valid parcel rendering {@link RemoteUnavailable}, marked so hosts can recognise it. */
export type UnavailableModule = ParcelConfigObject<{ onRetry?: () => void }> & { [UNAVAILABLE]: UnavailableInfo };

/**
 * Builds the module the `errorLoadRemote` plugin returns for a remote that failed to load (lifecycle `onLoad`).
 * It is a parcel config (`bootstrap`/`mount`/`unmount`) so whoever mounts `<name>/app` gets the fallback screen;
 * its `onRetry` prop is wired to the retry button. {@link isUnavailableModule} recognises it.
 */
export function createUnavailableModule(info: UnavailableInfo): UnavailableModule {
  const roots = new WeakMap<Element, Root>();
  return {
    [UNAVAILABLE]: info,
    bootstrap: async () => undefined,
    mount: async (props) => {
      const element = (props as { domElement?: Element }).domElement;
      if (!element) return;
      const root = createRoot(element);
      roots.set(element, root);
      root.render(
        <I18nextProvider i18n={i18n}>
          <RemoteUnavailable onRetry={props.onRetry} />
        </I18nextProvider>,
      );
    },
    unmount: async (props) => {
      const element = (props as { domElement?: Element }).domElement;
      if (!element) return;
      roots.get(element)?.unmount();
      roots.delete(element);
    },
  };
}

/** True when `module` is the fallback built by {@link createUnavailableModule}. */
export function isUnavailableModule(module: unknown): module is UnavailableModule {
  return typeof module === 'object' && module !== null && UNAVAILABLE in module;
}

/** The failure info of a fallback module. */
export function unavailableInfo(module: UnavailableModule): UnavailableInfo {
  return module[UNAVAILABLE];
}
