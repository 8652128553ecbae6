import { config } from 'zod/v4/core';

/**
 * Makes zod parse without generated code on this page (issue 20). zod compiles object schemas with `new Function`
 * when it may, and probes for that as it builds its first object schema; under the portal's
 * Content-Security-Policy (no `'unsafe-eval'`) the probe is refused and reported as a violation. Call it before
 * any schema module is evaluated. zod keeps its configuration on `globalThis`, so one call in the shell's entry
 * covers the zod copy of every remote too. Parsing results are the same either way.
 */
export function parseSchemasWithoutEval(): void {
  config({ jitless: true });
}
