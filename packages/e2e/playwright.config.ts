import { defineConfig } from '@playwright/test';
import { chromiumExecutable } from './src/chromium';

/**
 * End-to-end suite (ARCHITECTURE §7): Debian Chromium against the production build, served as `npm start` serves
 * it (packages/server/dist/main.js + the local release store) on a free port with a fresh data directory.
 * globalSetup starts that server and exposes E2E_BASE_URL and E2E_DATA_DIR to the tests; its returned function
 * stops the server and removes the directory.
 */
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  globalSetup: require.resolve('./src/global-setup'),
  fullyParallel: false,
  // One worker in CI: on the 2-core CI machine the portal server and one Chromium already use both cores. Two
  // workers (load average ≈ 9.5) made first remote screens take > 10 s and failed 12 journeys; one worker ran all
  // 71 in 10.5 min against 11.6 min for two (measured 2026-11-25). Elsewhere Playwright's default (half the cores).
  workers: isCI ? 1 : undefined,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  reporter: [['list'], ['json', { outputFile: jsonReport || 'test-results/report.json' }]],
  // The release-variant specs build remotes with webpack (CPU-bound, ~30 s each): they run after every other spec,
  // so their builds never compete with another spec's browser for the two CI cores.
  projects: [
    { name: 'journeys', testIgnore: /release-variants\.spec\.ts$/ },
    { name: 'release-builds', testMatch: /release-variants\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  use: {
    browserName: 'chromium',
    locale: 'en-GB',
    // Recording a trace of every test costs CPU (DOM snapshots, screencast); CI records the retry of a failure.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    acceptDownloads: true,
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
});
