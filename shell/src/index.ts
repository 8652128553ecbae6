import { parseSchemasWithoutEval } from '@portal/domain';

// Before any schema exists: zod probes for `new Function` as it builds its first object schema, which the
// portal's Content-Security-Policy refuses and reports (issue 20).
parseSchemasWithoutEval();

// Async boundary (ARCHITECTURE §2): shared modules are negotiated before any of the shell's code runs.
import('./bootstrap');
