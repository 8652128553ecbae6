import { CONTROL_CHARACTER_MESSAGE, FORBIDDEN_TEXT_CHARACTERS as FORBIDDEN, Messages } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors.js';

/** The refusal message, shared with the clients (@portal/domain text.ts). */
export { CONTROL_CHARACTER_MESSAGE };

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
 * holds a control character (FORBIDDEN): 400 in the spec §8 shape naming each field. Multipart text parts are checked
 * where they are read (files/upload.ts receiveUpload).
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
