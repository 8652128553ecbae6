import { AccountMessages, Messages, type FieldError } from '@portal/domain';
import { DrizzleQueryError } from 'drizzle-orm';
import type { IncomingMessage } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError } from '../errors.js';

interface PgErrorLike {
  code?: string;
  detail?: string;
  constraint?: string;
  column?: string;
}

/** Known unique constraints → payload field and message (others fall back to the column in `detail`). */
const UNIQUE_FIELDS: Record<string, FieldError> = {
  organizations_customer_number_unique: {
    field: 'customerNumber',
    message: 'Customer number is already in use.',
  },
  users_email_unique: { field: 'email', message: 'This e-mail address is already in use.' },
  invoices_invoice_number_unique: {
    field: 'invoiceNumber',
    message: 'This invoice number is already in use.',
  },
  webshop_products_key: { field: 'plan', message: 'This product is in the catalogue already.' },
};

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Maps a PostgreSQL error (via DrizzleQueryError.cause or raw) to a 400, or undefined when not a data error. */
export function mapDatabaseError(err: unknown): ApiError | undefined {
  const cause = (err instanceof DrizzleQueryError ? err.cause : err) as PgErrorLike | undefined;
  if (!cause || typeof cause !== 'object' || typeof cause.code !== 'string') return undefined;
  const column = cause.column ?? /Key \(([^)]+)\)=/.exec(cause.detail ?? '')?.[1];
  const field = column ? camel(column.split(',')[0].trim()) : '';
  switch (cause.code) {
    case '23505': {
      const known = cause.constraint ? UNIQUE_FIELDS[cause.constraint] : undefined;
      return new ApiError(400, Messages.formIncomplete, [
        known ?? { field, message: 'This value is already in use.' },
      ]);
    }
    case '23503':
      return new ApiError(400, Messages.formIncomplete, [
        { field, message: 'Refers to something that does not exist.' },
      ]);
    case '23502':
      return new ApiError(400, Messages.formIncomplete, [{ field, message: 'This field is required.' }]);
    // Too long, out of range, not a number; a NUL byte in a text (22021 "character_not_in_repertoire", 22P05
    // "untranslatable_character"); a date or time out of PostgreSQL's range or not a date (22007
    // invalid_datetime_format, 22008 datetime_field_overflow, 22009 invalid_time_zone_displacement_value). The
    // schemas should have refused each (dates: 1900–9999, @portal/domain dates.ts): a 400, never a 500 (issue 21).
    case '22001':
    case '22003':
    case '22P02':
    case '22021':
    case '22P05':
    case '22007':
    case '22008':
    case '22009':
      return new ApiError(400, Messages.formIncomplete, [{ field, message: 'This value is not valid.' }]);
    default:
      return undefined;
  }
}

/** Field path of a validation entry: "/supplierIds/0" → "supplierIds.0"; a missing property names itself. */
function fieldOf(instancePath: string, params: unknown): string {
  const base = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const p = params as { missingProperty?: string; issue?: { path?: PropertyKey[] } } | undefined;
  if (!base && p?.issue?.path?.length) return p.issue.path.map(String).join('.');
  return base;
}

/** The most of a too-large body read and thrown away so that the client can finish sending and read the 413. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Reads and discards the rest of a request body the server refused (413), up to `limitBytes` or `timeoutMs`. Without
 * it the socket closes while the client is still sending and a client that writes the whole body before reading (most
 * HTTP libraries) sees a reset connection instead of the 413 (issue 21).
 */
function drainRequest(raw: IncomingMessage, limitBytes: number, timeoutMs: number): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off('data', onData).off('end', done).off('close', done).off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limitBytes) done();
    };
    const timer = setTimeout(done, timeoutMs);
    raw.on('data', onData).once('end', done).once('close', done).once('error', done);
    raw.resume();
  });
}

const STATUS_MESSAGES: Record<number, string> = {
  401: 'Please sign in.',
  403: 'You do not have access to this.',
  404: Messages.notFound,
  413: 'The request is too large.',
  415: 'Unsupported content type.',
  429: 'Too many attempts. Please try again later.',
};

/**
 * The one error handler (spec §8, ARCHITECTURE §5): ApiError → its status and body (a 401 on an ended session:
 * "Your session has ended, please sign in again."); zod validation → 400
 * "Sorry, not all fields are filled in correctly." with one {field, message} per issue; database constraint
 * errors → 400 with the field; other 4xx from Fastify (bad JSON, wrong content type, body too large — its rest is
 * read and dropped first, up to 64 MB, so the client can read the 413) → their
 * status with `{errorMessage, errors: []}`; everything else → 500 `{message: "Something went wrong."}`, logged.
 * Unknown /api routes → 404 in the same shape (the static plugin handles other paths).
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler<FastifyError>(async (err, request, reply) => {
      if (err instanceof ApiError) {
        // A 401 for a request whose token belonged to a session that has ended says so (the shell shows it).
        if (err.statusCode === 401 && request.sessionEnded) {
          return reply.status(401).send({ errorMessage: AccountMessages.sessionEnded, errors: [] });
        }
        if (err.statusCode === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? 60);
        return reply.status(err.statusCode).send(err.toBody());
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const errors = err.validation.map((v) => ({
          field: fieldOf(v.instancePath, v.params),
          message: v.message ?? 'Invalid value.',
        }));
        return reply.status(400).send({ errorMessage: Messages.formIncomplete, errors });
      }
      const mapped = mapDatabaseError(err);
      if (mapped) return reply.status(mapped.statusCode).send(mapped.toBody());
      if (isResponseSerializationError(err)) {
        request.log.error({ err, issues: err.cause }, 'response does not match its schema');
        return reply.status(500).send({ message: Messages.general });
      }
      const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
      if (status >= 400 && status < 500) {
        if (status === 413) await drainRequest(request.raw, DRAIN_LIMIT_BYTES, DRAIN_TIMEOUT_MS);
        const errorMessage =
          status === 400 ? Messages.formIncomplete : (STATUS_MESSAGES[status] ?? err.message);
        const errors = status === 400 ? [{ field: '', message: err.message }] : [];
        return reply.status(status).send({ errorMessage, errors });
      }
      request.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ message: Messages.general });
    });
  },
  { name: 'errors' },
);
