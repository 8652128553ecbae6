import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

/**
 * The blank layout (spec §2): no chrome at all. Used by routes that ask for it and when a screen fails to load
 * (the shell's last-resort error screen).
 */
export function BlankLayout({ children }: { children?: ReactNode }) {
  return (
    <main id="main-content" className="portal-blank">
      {children ?? <Outlet />}
    </main>
  );
}
