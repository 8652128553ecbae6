import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../test/harness.js';
import {
  type BodyCase,
  type PathValue,
  type QueryCase,
  contentTypeArb,
  jsonBodyArb,
  malformedPathArb,
  multipartArb,
  queryArb,
  rawMailArb,
  toJsonText,
  validArb,
  validIdArb,
  validQueryArb,
} from './arbitraries.js';
import { WRITES_ON_REJECTION, changedTables, nextXid, storedFiles, tableChecksums } from './checksum.js';
import {
  type Operation,
  type ParameterSpec,
  SKIPPED,
  discoverOperations,
  openApiPath,
} from './operations.js';
import { pathIdTuples } from './path-ids.js';
import { type Family, type Principal, healPrincipals, signInPrincipals } from './principals.js';

/**
 * The fuzz loop (issue 21): for every operation and principal family, `numRuns` cases from a fixed seed, each one
 * request through `app.inject`, checked for: no 5xx; the spec §8 shape `{errorMessage, errors: [{field, message}]}`
 * on every 4xx; no 2xx for a malformed path id or a loose id in an id query parameter; and no changed table after
 * a rejected request (checksum.ts). Findings are collected, not thrown, so one run lists them all.
 */

type CaseKind = 'valid' | 'path id' | 'query' | 'body' | 'content type';

export interface FuzzCase {
  /** Index of the principal within its family, and of its Authorization header variant. */
  who: number;
  auth: number;
  kind: CaseKind;
  path: PathValue[];
  query: QueryCase;
  body?: BodyCase;
  acceptLanguage?: string;
}

export type Check =
  | '5xx'
  | 'shape'
  | 'malformed path id accepted'
  | 'loose query id accepted'
  | 'data changed on rejection'
  | 'file left by a rejection'
  | 'harness error';

export interface Finding {
  check: Check;
  operation: string;
  principal: string;
  kind: CaseKind;
  status: number;
  detail: string;
  request: { method: string; url: string; contentType?: string; body?: string };
  response: string;
  /** Replays this case alone: FUZZ_OPS, FUZZ_FAMILY, FUZZ_SEED and FUZZ_PATH (fast-check's seed and path). */
  replay: { seed: number; family: Family; path: string };
}

export interface FuzzStats {
  operations: number;
  principals: number;
  cases: number;
  byStatus: Record<string, number>;
  byKind: Record<string, number>;
  /** Statuses per operation: which ones got past validation into their handler, and how often. */
  byOperation: Record<string, Record<string, number>>;
  fiveXx: number;
  shapeViolations: number;
  /** Cases that sent a loose id ("0x1", "01", …) in an id query parameter (the strict-id check ran on them). */
  looseQueryIds: number;
  /** Rejected cases whose writes WRITES_ON_REJECTION allowed, per table. */
  allowedWrites: Record<string, number>;
  /** 400s without any {field, message} (allowed by the shape; listed so a field can be named where one exists). */
  unnamed400: Record<string, string>;
  findings: number;
  /** Principals signed in again after a case ended their session (sign-out, password change). */
  reSignIns: number;
  /** Fresh databases started because a case removed, demoted or deactivated a principal. */
  rebuilds: { after: string; broken: string[] }[];
  durationMs: number;
}

export interface FuzzOptions {
  seed: number;
  runs: Record<Family, number>;
  /** Runs for anonymous and forged callers of a public route (they reach its validation and handler). */
  publicRuns: Partial<Record<Family, number>>;
  /** Only the operations this accepts (FUZZ_OPS); all by default. */
  select?: (op: Operation) => boolean;
  family?: Family;
  path?: string;
}

const FAMILIES: readonly Family[] = ['anonymous', 'forged', 'staff', 'organization'];

/** FNV-1a of `text`: one independent, stable seed per operation and family (a new route shifts no other's cases). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export const seedFor = (seed: number, op: Operation, family: Family) =>
  (seed ^ hash(`${op.key} ${family}`)) | 0;

// ─── Cases ─────────────────────────────────────────────────────────────────────────────────────────────────────

function validPathArb(param: ParameterSpec): fc.Arbitrary<PathValue> {
  const { schema } = param;
  const value =
    !schema.enum && (!schema.pattern || /^\^\[1-9\]/.test(schema.pattern))
      ? validIdArb
      : validArb(schema).map((v) => encodeURIComponent(String(v)));
  return value.map((raw) => ({ raw, malformed: false }));
}

/** A body for cases that fuzz something else: valid JSON, or a multipart upload where the route takes one. */
function defaultBodyArb(op: Operation): fc.Arbitrary<BodyCase | undefined> {
  if (op.body)
    return validArb(op.body).map((v) => ({
      label: 'valid',
      contentType: 'application/json',
      payload: toJsonText(v),
    }));
  if (op.mutating && /multipart\/form-data/.test(op.description)) return multipartArb(op);
  return fc.constant(undefined);
}

/** Bodies for the "body" cases: mutated JSON, or for a route without a JSON schema anything it might parse. */
function fuzzBodyArb(op: Operation): fc.Arbitrary<BodyCase> {
  if (op.body) return jsonBodyArb(op.body);
  return fc.oneof(jsonBodyArb(undefined), multipartArb(op), rawMailArb);
}

const ACCEPT_LANGUAGES = [
  'nl',
  'en',
  'de',
  '*',
  '',
  'nl-NL,nl;q=0.9,en;q=0.8',
  'xx;q=abc',
  ';;;',
  'e'.repeat(500),
];

/** The cases of `op` for callers of one family (`members` principals). */
export function caseArb(
  op: Operation,
  members: Principal[],
  idTuples: string[][] = [],
): fc.Arbitrary<FuzzCase> {
  // Callers the route lets in get most cases (the others' 403s are cheap and need few); all get some.
  const indices = members.map((_, i) => i);
  const letIn = indices.filter((i) => !op.roles || members[i].roles?.some((r) => op.roles!.includes(r)));
  const who =
    letIn.length && letIn.length < members.length
      ? fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...letIn) },
          { weight: 1, arbitrary: fc.constantFrom(...indices) },
        )
      : fc.constantFrom(...indices);
  const auth = fc.nat({ max: 1000 });
  const anyIds = fc.tuple(...op.pathParams.map(validPathArb));
  const validPath = idTuples.length
    ? fc.oneof(
        {
          weight: 3,
          arbitrary: fc.constantFrom(...idTuples).map((ids) => ids.map((raw) => ({ raw, malformed: false }))),
        },
        { weight: 1, arbitrary: anyIds },
      )
    : anyIds;
  const language = fc.option(fc.constantFrom(...ACCEPT_LANGUAGES), { freq: 4, nil: undefined });
  const base = { who, auth, acceptLanguage: language };
  const kinds: fc.WeightedArbitrary<FuzzCase>[] = [
    {
      weight: 1,
      arbitrary: fc.record({
        ...base,
        kind: fc.constant('valid'),
        path: validPath,
        query: validQueryArb(op),
        body: defaultBodyArb(op),
      }),
    },
    {
      weight: op.query.length ? 3 : 1,
      arbitrary: fc.record({
        ...base,
        kind: fc.constant('query'),
        path: validPath,
        query: queryArb(op),
        body: defaultBodyArb(op),
      }),
    },
  ];
  if (op.pathParams.length) {
    const malformedPath = fc
      .tuple(fc.nat({ max: op.pathParams.length - 1 }), validPath)
      .chain(([at, path]) =>
        malformedPathArb(op.pathParams[at]).map((bad) => path.map((p, i) => (i === at ? bad : p))),
      );
    kinds.push({
      weight: 3,
      arbitrary: fc.record({
        ...base,
        kind: fc.constant('path id'),
        path: malformedPath,
        query: validQueryArb(op),
        body: defaultBodyArb(op),
      }),
    });
  }
  if (op.mutating) {
    kinds.push(
      {
        weight: op.body || op.method !== 'DELETE' ? 4 : 1,
        arbitrary: fc.record({
          ...base,
          kind: fc.constant('body'),
          path: validPath,
          query: validQueryArb(op),
          body: fuzzBodyArb(op),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record({
          ...base,
          kind: fc.constant('content type'),
          path: validPath,
          query: validQueryArb(op),
          body: contentTypeArb(op),
        }),
      },
    );
  }
  return fc.oneof(...kinds) as fc.Arbitrary<FuzzCase>;
}

function requestOf(op: Operation, c: FuzzCase, authorization: string | undefined): InjectOptions {
  let i = 0;
  const path = op.url.replace(/:\w+/g, () => c.path[i++].raw);
  const headers: Record<string, string> = {};
  if (authorization !== undefined) headers.authorization = authorization;
  if (c.acceptLanguage !== undefined) headers['accept-language'] = c.acceptLanguage;
  if (c.body?.contentType !== undefined) headers['content-type'] = c.body.contentType;
  return {
    method: op.method,
    url: c.query.raw ? `${path}?${c.query.raw}` : path,
    headers,
    ...(c.body ? { payload: c.body.payload } : {}),
  };
}

// ─── Checks ────────────────────────────────────────────────────────────────────────────────────────────────────

/** What is wrong with a 4xx answer's body, measured against spec §8; undefined when it has the shape. */
export function shapeProblem(res: LightMyRequestResponse): string | undefined {
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return `content-type "${type}"`;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return 'the body is not JSON';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'the body is not an object';
  const { errorMessage, errors, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length) return `extra keys ${Object.keys(rest).join(', ')}`;
  if (typeof errorMessage !== 'string' || !errorMessage) return 'errorMessage is not a non-empty string';
  if (!Array.isArray(errors)) return 'errors is not an array';
  for (const e of errors as unknown[]) {
    const entry = e as Record<string, unknown> | null;
    if (
      !entry ||
      typeof entry.field !== 'string' ||
      typeof entry.message !== 'string' ||
      Object.keys(entry).length !== 2
    ) {
      return `errors holds ${JSON.stringify(e)}`;
    }
  }
  return undefined;
}

const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

function bodyText(body: BodyCase | undefined): string | undefined {
  if (!body) return undefined;
  const text = typeof body.payload === 'string' ? body.payload : body.payload.toString('latin1');
  return `[${body.label}] ${clip(JSON.stringify(text).slice(1, -1), 240)}`;
}

// ─── The loop ──────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Runs the whole fuzz on a fresh test app (a new one whenever a case broke a principal) over its operations
 * (operations.ts; every registered route must be fuzzed or skipped with a reason); returns the figures and every
 * finding.
 */
export async function fuzzOperations(
  options: FuzzOptions,
): Promise<{ stats: FuzzStats; findings: Finding[] }> {
  const started = Date.now();
  const findings: Finding[] = [];
  let h: TestApp = await createTestApp();
  let operations: Operation[];
  try {
    const all = discoverOperations(h.app);
    const registered = h.app.routeAccess.flatMap((r) =>
      r.method.split(',').map((m) => `${m} ${openApiPath(r.url)}`),
    );
    const covered = new Set([...all.map((o) => o.key), ...SKIPPED.map((s) => s.key)]);
    const missing = registered.filter((key) => !covered.has(key));
    if (missing.length) throw new Error(`fuzz: routes neither fuzzed nor skipped: ${missing.join(', ')}`);
    const stale = SKIPPED.filter((s) => !registered.includes(s.key));
    if (stale.length)
      throw new Error(`fuzz: skipped routes that do not exist: ${stale.map((s) => s.key).join(', ')}`);
    operations = all.filter(options.select ?? (() => true));
  } catch (err) {
    await h.close();
    throw err;
  }
  const stats: FuzzStats = {
    operations: operations.length,
    principals: 0,
    cases: 0,
    byStatus: {},
    byKind: {},
    byOperation: {},
    fiveXx: 0,
    shapeViolations: 0,
    looseQueryIds: 0,
    allowedWrites: {},
    unnamed400: {},
    findings: 0,
    reSignIns: 0,
    rebuilds: [],
    durationMs: 0,
  };
  try {
    let principals = await signInPrincipals(h);
    stats.principals = principals.length;
    let baseline = await tableChecksums(h.db);
    let lastXid = await nextXid(h.db);
    let files = storedFiles(h.config.filesDir).join('\n');

    for (const op of operations) {
      // Read now, not once: records that earlier operations created (uploads, say) are there to be deleted.
      const tuples = await pathIdTuples(h.db, [op]);
      for (const family of options.family ? [options.family] : FAMILIES) {
        const members = principals.filter((p) => p.family === family);
        const numRuns = (op.public ? options.publicRuns[family] : undefined) ?? options.runs[family];
        if (!members.length || !numRuns) continue;
        const seed = seedFor(options.seed, op, family);
        const allowed = new Set(
          WRITES_ON_REJECTION.filter((w) => w.operations.includes(op.key)).map((w) => w.table),
        );
        let run = Number(options.path ?? 0);
        let dirty = false;
        const details = await fc.check(
          fc.asyncProperty(caseArb(op, members, tuples.get(op.key)), async (c) => {
            const path = String(run++);
            const principal = members[c.who];
            const authorization = principal.authorizations[c.auth % principal.authorizations.length];
            const request = requestOf(op, c, authorization);
            const finding = (check: Check, status: number, detail: string, response = '') => {
              findings.push({
                check,
                operation: op.key,
                principal: principal.name,
                kind: c.kind,
                status,
                detail,
                request: {
                  method: op.method,
                  url: clip(String(request.url), 400),
                  contentType: c.body?.contentType,
                  body: bodyText(c.body),
                },
                response: clip(response),
                replay: { seed: options.seed, family, path },
              });
            };
            let res: LightMyRequestResponse;
            try {
              res = await h.app.inject(request);
            } catch (err) {
              finding('harness error', 0, `inject threw: ${(err as Error).message}`);
              return true;
            }
            await h.app.jobs.drained();
            stats.cases++;
            stats.byStatus[res.statusCode] = (stats.byStatus[res.statusCode] ?? 0) + 1;
            stats.byKind[c.kind] = (stats.byKind[c.kind] ?? 0) + 1;
            const perOp = (stats.byOperation[op.key] ??= {});
            perOp[res.statusCode] = (perOp[res.statusCode] ?? 0) + 1;
            const status = res.statusCode;
            const ok = status >= 200 && status < 300;
            if (status >= 500) {
              stats.fiveXx++;
              finding('5xx', status, 'server error', res.body);
            } else if (status >= 400) {
              const problem = shapeProblem(res);
              if (problem) {
                stats.shapeViolations++;
                finding('shape', status, problem, res.body);
              } else if (status === 400 && (res.json() as { errors: unknown[] }).errors.length === 0) {
                stats.unnamed400[op.key] ??= clip(res.body, 200);
              }
            }
            if (ok && c.path.some((p) => p.malformed)) {
              finding(
                'malformed path id accepted',
                status,
                `path ${c.path.map((p) => p.raw).join(', ')}`,
                res.body,
              );
            }
            if (c.query.looseIds.length) stats.looseQueryIds++;
            if (ok && c.query.looseIds.length) {
              finding('loose query id accepted', status, `query ${c.query.looseIds.join(', ')}`, res.body);
            }
            const xid = await nextXid(h.db);
            if (xid !== lastXid) {
              const sums = await tableChecksums(h.db);
              if (!ok) {
                const all = changedTables(baseline, sums);
                for (const t of all.filter((t) => allowed.has(t)))
                  stats.allowedWrites[t] = (stats.allowedWrites[t] ?? 0) + 1;
                const changed = all.filter((t) => !allowed.has(t));
                if (changed.length)
                  finding('data changed on rejection', status, `tables ${changed.join(', ')}`, res.body);
              } else if (op.mutating) dirty = true;
              baseline = sums;
              lastXid = xid;
            }
            if (op.mutating) {
              const now = storedFiles(h.config.filesDir).join('\n');
              if (now !== files && !ok)
                finding('file left by a rejection', status, `files ${clip(now, 200)}`, res.body);
              if (now !== files) dirty ||= ok;
              files = now;
            }
            return true;
          }),
          { seed, numRuns, path: options.path, endOnFailure: true },
        );
        if (details.failed) {
          const message =
            details.errorInstance instanceof Error
              ? (details.errorInstance.stack ?? details.errorInstance.message)
              : String(details.errorInstance);
          findings.push({
            check: 'harness error',
            operation: op.key,
            principal: family,
            kind: 'valid',
            status: 0,
            detail: clip(message, 2000),
            request: { method: op.method, url: op.url },
            response: '',
            replay: { seed: options.seed, family, path: details.counterexamplePath ?? '' },
          });
        }
        if (dirty) {
          // A case that changed data may have signed a principal out, demoted or removed it: sign in again, or
          // start over on a fresh database when that is not enough.
          const { reSignedIn, broken } = await healPrincipals(h, principals);
          stats.reSignIns += reSignedIn;
          if (broken.length) {
            stats.rebuilds.push({ after: `${op.key} (${family})`, broken });
            await h.close();
            h = await createTestApp();
            principals = await signInPrincipals(h);
          }
          baseline = await tableChecksums(h.db);
          lastXid = await nextXid(h.db);
          files = storedFiles(h.config.filesDir).join('\n');
        }
      }
    }
  } finally {
    await h.close();
  }
  stats.findings = findings.length;
  stats.durationMs = Date.now() - started;
  return { stats, findings };
}
