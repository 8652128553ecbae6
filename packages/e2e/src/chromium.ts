import fs from 'node:fs';

/** Chromium to drive: CHROMIUM_PATH, else Debian's /usr/bin/chromium. Checked (with a clear message) in globalSetup. */
export function chromiumExecutable(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Throws when the browser is missing; in CI that is a failure, never a skip (README). */
export function assertChromium(): void {
  const executable = chromiumExecutable();
  if (!fs.existsSync(executable)) {
    throw new Error(
      `Chromium not found at ${executable}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.` +
        (process.env.CI ? ' (CI: a missing browser is a failure.)' : ''),
    );
  }
}
