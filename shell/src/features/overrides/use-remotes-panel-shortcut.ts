import { useEffect } from 'react';

/** Opens the Remotes panel on Ctrl+Alt+R (ARCHITECTURE §3) when overrides are allowed. */
export function useRemotesPanelShortcut(enabled: boolean, open: () => void): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.altKey && event.key.toLowerCase() === 'r') {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled, open]);
}
