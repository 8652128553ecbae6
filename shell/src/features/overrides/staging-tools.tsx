import { lazy, Suspense } from 'react';
import { usePortal } from '../../portal-context';
import { useRemotesPanelStore } from './remotes-panel-store';
import { useRemotesPanelShortcut } from './use-remotes-panel-shortcut';

// Staging-only parts built with antd: loaded when needed, never on the boot path (ARCHITECTURE §2 "Bundle weight").
const OverrideBanner = lazy(() => import('./override-banner'));
const RemotesPanel = lazy(() => import('./remotes-panel'));

/**
 * Staging tools on every page, whatever the layout (ARCHITECTURE §3): the override banner while an override is
 * active (or one was refused), and, when the registry allows overrides, the Remotes panel (footer link or
 * Ctrl+Alt+R). Renders nothing in production (`allowOverrides` off and no override).
 */
export function StagingTools() {
  const { registry, overrides } = usePortal();
  const { open, used, show, hide } = useRemotesPanelStore();
  useRemotesPanelShortcut(registry.allowOverrides, show);
  const hasOverrides = overrides.active.length > 0 || overrides.refused.length > 0;
  return (
    <>
      {hasOverrides && (
        <div className="portal-staging-bar">
          <Suspense fallback={null}>
            <OverrideBanner />
          </Suspense>
        </div>
      )}
      {registry.allowOverrides && used && (
        <Suspense fallback={null}>
          <RemotesPanel open={open} onClose={hide} />
        </Suspense>
      )}
    </>
  );
}
