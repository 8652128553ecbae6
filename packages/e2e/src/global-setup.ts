import type { FullConfig } from '@playwright/test';
import { assertChromium } from './chromium';
import { startPortal } from './portal-server';
import { ensureCustomers } from './seed-more';

/**
 * Starts one portal for the whole run and hands its address and data directory to the tests through the
 * environment (E2E_BASE_URL, E2E_DATA_DIR: workers inherit it). The returned function is the teardown.
 */
export default async function globalSetup(_config: FullConfig) {
  assertChromium();
  const portal = await startPortal({ label: 'e2e' });
  try {
    await ensureCustomers(portal.baseURL);
  } catch (error) {
    await portal.stop();
    throw error;
  }
  process.env.E2E_BASE_URL = portal.baseURL;
  process.env.E2E_DATA_DIR = portal.dataDir;
  process.env.E2E_SERVER_LOG = portal.logFile;
  console.info(`[e2e] portal at ${portal.baseURL}, data in ${portal.dataDir}, log ${portal.logFile}`);
  return async () => {
    await portal.stop();
  };
}
