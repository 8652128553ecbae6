import type { RunningPortal } from './portal-server';
import { startPortal } from './portal-server';
import { test as base } from './fixtures';
import { ensureCustomers } from './seed-more';

/**
 * `test` for specs that change a portal's release store, registry or override settings (release, rollback,
 * release-config): they get a portal of their own — its own server process, data directory and release store —
 * instead of the shared one of globalSetup, so whatever they change (or leave behind when they fail half-way)
 * never reaches another spec. The portal is worker-scoped: Playwright starts a new worker (so a new portal) after
 * any failure, and only specs using this `test` run in such a worker. `baseURL` points at it.
 */
export const test = base.extend<{ ownPortal: RunningPortal }, { ownPortalWorker: RunningPortal }>({
  ownPortalWorker: [
    // Playwright reads a fixture's dependencies from its destructuring pattern: `{}` means "none".
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const portal = await startPortal({ label: `own-w${workerInfo.workerIndex}` });
      try {
        await ensureCustomers(portal.baseURL);
        await use(portal);
      } finally {
        await portal.stop();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  ownPortal: async ({ ownPortalWorker }, use) => {
    await use(ownPortalWorker);
  },
  baseURL: async ({ ownPortalWorker }, use) => {
    await use(ownPortalWorker.baseURL);
  },
});
export { expect } from './fixtures';
