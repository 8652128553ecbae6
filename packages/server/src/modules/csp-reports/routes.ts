import { badRequestSchema } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../plugins/access.js';

/** The most a browser may send in one report request (bytes); a report is well under 2 KB. */
const REPORT_BODY_LIMIT = 64 * 1024;
/** Reports per minute and IP address; a page that keeps violating is logged, not allowed to flood the log. */
const REPORTS_PER_MINUTE = 60;
/** Longest text kept of one report field (URLs, samples). */
const FIELD_CHARS = 300;

/** A report field as logged: a number, or a text cut at FIELD_CHARS; anything else (or nothing) is left out. */
const field = z
  .unknown()
  .transform((value) => {
    if (typeof value === 'number') return value;
    if (typeof value !== 'string') return undefined;
    return value.length > FIELD_CHARS ? `${value.slice(0, FIELD_CHARS)}…` : value;
  })
  .optional();

/** `report-uri` format (Content-Type application/csp-report). */
const cspReportSchema = z.object({
  'csp-report': z.looseObject({
    'document-uri': field,
    'effective-directive': field,
    'violated-directive': field,
    'blocked-uri': field,
    'source-file': field,
    'line-number': field,
    disposition: field,
    'script-sample': field,
  }),
});
/** Reporting API format (Content-Type application/reports+json): a batch, of which csp-violation reports are kept. */
const reportingApiSchema = z
  .array(
    z.looseObject({
      type: z.string().max(100),
      body: z
        .looseObject({
          documentURL: field,
          effectiveDirective: field,
          blockedURL: field,
          sourceFile: field,
          lineNumber: field,
          disposition: field,
          sample: field,
        })
        .optional(),
    }),
  )
  .max(100);

/** One violation as logged. */
interface Violation {
  documentUrl: unknown;
  directive: unknown;
  blocked: unknown;
  source: unknown;
  line: unknown;
  disposition: unknown;
  sample: unknown;
}

/**
 * Content-Security-Policy violation reports (issue 20; the policy is in plugins/security-headers.ts), registered
 * under /api. Public: browsers send reports without the session.
 */
export default async function cspReportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const json = app.getDefaultJsonParser('error', 'error');
  r.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
    json,
  );

  /**
   * POST /api/csp-reports ← a browser's violation report, either `{"csp-report": {…}}` (report-uri) or an array
   * of Reporting API reports → 204; each violation is logged at warn level as `cspViolation` (document, directive,
   * blocked URL, source file and line, disposition "enforce"/"report", sample; texts cut at 300 characters).
   * 400 in the spec §8 shape for a body in neither form; 429 beyond 60 reports a minute per IP address.
   */
  r.post(
    '/csp-reports',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      config: {
        access: access.public('browsers send CSP violation reports without a session'),
        rateLimit: { max: REPORTS_PER_MINUTE, timeWindow: 60_000 },
      },
      schema: {
        tags: ['system'],
        summary: 'Report a Content-Security-Policy violation (sent by browsers)',
        body: z.union([cspReportSchema, reportingApiSchema]),
        response: { 204: z.null().describe('No content'), 400: badRequestSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const violations: Violation[] = Array.isArray(body)
        ? body
            .filter((report) => report.type === 'csp-violation' && report.body)
            .map(({ body: b }) => ({
              documentUrl: b?.documentURL,
              directive: b?.effectiveDirective,
              blocked: b?.blockedURL,
              source: b?.sourceFile,
              line: b?.lineNumber,
              disposition: b?.disposition,
              sample: b?.sample,
            }))
        : [
            {
              documentUrl: body['csp-report']['document-uri'],
              directive:
                body['csp-report']['effective-directive'] ?? body['csp-report']['violated-directive'],
              blocked: body['csp-report']['blocked-uri'],
              source: body['csp-report']['source-file'],
              line: body['csp-report']['line-number'],
              disposition: body['csp-report'].disposition,
              sample: body['csp-report']['script-sample'],
            },
          ];
      for (const cspViolation of violations)
        request.log.warn({ cspViolation }, 'Content-Security-Policy violation');
      return reply.status(204).send(null);
    },
  );
}
