import { Messages } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors.js';

/**
 * Control characters a text may not hold anywhere in the portal (issue 21 "NUL bytes give 500s"): C0 controls and
 * DEL, except tab, line feed and carriage return, which multi-line texts (ticket messages, descriptions) use.
 * PostgreSQL refuses NUL in text outright; the others have no meaning in a business text and hide content.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The message under the field that holds such a character. */
export const CONTROL_CHARACTER_MESSAGE = 'This text contains a character that is not allowed.';

/** Dotted paths of the strings in `value` (query object or JSON body) that hold a forbidden character. */
export function controlCharacterFields(value: unknown, path = '', depth = 0): string[] {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? [path] : [];
  if (depth > 20 || value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return entries.flatMap(([key, v]) => [
    ...(FORBIDDEN.test(key) ? [path ? `${path}.${key}` : key] : []),
    ...controlCharacterFields(v, path ? `${path}.${key}` : key, depth + 1),
  ]);
}

/**
 * Refuses, before any route validates or stores it, a request whose query string, path parameters or JSON body
 * holds a control character (FORBIDDEN): 400 in the spec §8 shape naming each field. Multipart bodies are checked
 * by the upload routes' own field schemas.
 */
export default fp(
  async function inputGuard(app: FastifyInstance) {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const fields = [
        ...controlCharacterFields(request.params),
        ...controlCharacterFields(request.query),
        ...(String(request.headers['content-type'] ?? '').startsWith('multipart/')
          ? []
          : controlCharacterFields(request.body)),
      ];
      if (fields.length) {
        throw badRequest(
          [...new Set(fields)].map((field) => ({ field, message: CONTROL_CHARACTER_MESSAGE })),
          Messages.formIncomplete,
        );
      }
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
