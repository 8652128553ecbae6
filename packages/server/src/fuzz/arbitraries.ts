import fc from 'fast-check';
import type { JsonSchema, Operation, ParameterSpec } from './operations.js';

/**
 * fast-check arbitraries of the fuzz suite (issue 21), driven by the route schemas of the OpenAPI document: valid
 * values of a JSON schema, and the malformed path ids, query strings, JSON bodies and content types sent instead.
 * Pure data: the same seed gives the same requests.
 */

// ─── JSON text with tokens JSON.stringify cannot write ─────────────────────────────────────────────────────────

const RAW_MARK = '@@fuzz-raw@@';
const RAW_PATTERN = new RegExp(`"${RAW_MARK}(.*?)${RAW_MARK}"`, 'g');

/** A JSON token written into the text as is (`1e400`, `-0`, `1.0`, a 40-digit integer). */
export class RawJson {
  constructor(readonly text: string) {}
  toJSON(): string {
    return `${RAW_MARK}${this.text}${RAW_MARK}`;
  }
}

/** JSON text of `value`, with each {@link RawJson} written as its raw token. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(RAW_PATTERN, '$1');
}

// ─── Valid values of a schema ──────────────────────────────────────────────────────────────────────────────────

const EMAILS = ['new.user@example.com', 'general@acme.example', 'a@b.co', 'fuzz+tag@example.org'];
const MAX_DEPTH = 6;

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (schema.format === 'email') return fc.constantFrom(...EMAILS.filter(fits), ...(fits('') ? [''] : []));
  if (schema.format === 'date-time') {
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2100-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
    } catch {
      return fc.constant('');
    }
  }
  const bounded = { minLength: min, maxLength: Math.min(max, min + 40) };
  return fc.oneof(
    { weight: 4, arbitrary: fc.string(bounded) },
    { weight: 1, arbitrary: fc.string({ ...bounded, unit: 'grapheme' }) },
  );
}

function bound(
  value: boolean | number | undefined,
  base: number | undefined,
  step: number,
): number | undefined {
  if (typeof value === 'number') return value + step;
  if (value === true && base !== undefined) return base + step;
  return base;
}

function integerArb(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(
    bound(schema.exclusiveMinimum, schema.minimum, 1) ?? -1_000_000,
    Number.MIN_SAFE_INTEGER,
  );
  const max = Math.min(
    bound(schema.exclusiveMaximum, schema.maximum, -1) ?? 1_000_000,
    Number.MAX_SAFE_INTEGER,
  );
  return max < min ? fc.constant(min) : fc.integer({ min, max });
}

function numberArb(schema: JsonSchema): fc.Arbitrary<number> {
  const min = bound(schema.exclusiveMinimum, schema.minimum, schema.multipleOf ?? 1e-6) ?? -1e6;
  const max = bound(schema.exclusiveMaximum, schema.maximum, -(schema.multipleOf ?? 1e-6)) ?? 1e6;
  if (schema.multipleOf) {
    const step = schema.multipleOf;
    return fc
      .integer({ min: Math.ceil(min / step), max: Math.max(Math.ceil(min / step), Math.floor(max / step)) })
      .map((k) => Number((k * step).toFixed(10)));
  }
  return fc.double({ min, max, noNaN: true });
}

/** Date-times the ISO pattern accepts at the edges of what JavaScript and PostgreSQL hold. */
const EDGE_DATE_TIMES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '1000-01-01T00:00:00+14:00',
  '1899-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00Z',
  '2000-02-29T23:59:59-23:59',
  '2026-06-30T23:59:60Z',
  '2099-12-31T23:59:59.123456789Z',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59-23:59',
];

/** Values at the edges of what `schema` allows (longest strings, extreme numbers and dates), or none. */
function edgeValues(schema: JsonSchema): unknown[] {
  const types = [schema.type].flat();
  if (types.includes('string')) {
    if (schema.format === 'date-time') return EDGE_DATE_TIMES;
    if (schema.pattern || schema.enum || schema.format) return [];
    const max = Math.min(schema.maxLength ?? 300, 100_000);
    const min = Math.max(schema.minLength ?? 0, 1);
    return [
      'x'.repeat(max),
      '\u00e9'.repeat(max),
      '\u{1f600}'.repeat(Math.floor(max / 2)),
      ' '.repeat(min),
      '\t'.repeat(min),
      '\u2028'.repeat(min),
    ];
  }
  if (types.includes('integer') || types.includes('number')) {
    return [schema.minimum, schema.maximum, 2 ** 31 - 1, 2 ** 31].filter((n) => typeof n === 'number');
  }
  return [];
}

/** Values that satisfy `schema` (as far as a JSON schema says; zod refinements may still refuse some). */
export function validArb(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const edges = edgeValues(schema);
  const plain = plainValidArb(schema, depth);
  return edges.length
    ? fc.oneof({ weight: 5, arbitrary: plain }, { weight: 1, arbitrary: fc.constantFrom(...edges) })
    : plain;
}

function plainValidArb(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  let base: fc.Arbitrary<unknown>;
  const types = [schema.type].flat().filter((t): t is string => typeof t === 'string');
  if (schema.const !== undefined) base = fc.constant(schema.const);
  else if (schema.enum?.length) base = fc.constantFrom(...schema.enum);
  else if (schema.anyOf?.length || schema.oneOf?.length) {
    base = fc.oneof(...(schema.anyOf ?? schema.oneOf ?? []).map((s) => validArb(s, depth + 1)));
  } else if (schema.allOf?.length) base = validArb(schema.allOf[0], depth + 1);
  else if (types.includes('object') || schema.properties) base = objectArb(schema, depth);
  else if (types.includes('array')) {
    const minLength = schema.minItems ?? 0;
    const maxLength = Math.min(schema.maxItems ?? minLength + 3, minLength + 3);
    base = fc.array(validArb(schema.items ?? {}, depth + 1), { minLength, maxLength });
  } else if (types.includes('string')) base = stringArb(schema);
  else if (types.includes('integer')) base = integerArb(schema);
  else if (types.includes('number')) base = numberArb(schema);
  else if (types.includes('boolean')) base = fc.boolean();
  else if (types.includes('null')) base = fc.constant(null);
  else base = fc.jsonValue({ maxDepth: 2 });
  return schema.nullable ? fc.option(base, { freq: 6, nil: null }) : base;
}

/** Small ids (seeded records) for a property named like a reference (`contactPersonId`, `supplierIds`). */
function referenceArb(key: string, schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (!/(Id|Ids)$/.test(key)) return validArb(schema, depth);
  const small = fc.integer({ min: 1, max: 12 });
  const types = [schema.type].flat();
  if (types.includes('integer'))
    return fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: validArb(schema, depth) });
  if (types.includes('array')) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.uniqueArray(small, { maxLength: Math.min(schema.maxItems ?? 3, 3) }) },
      { weight: 1, arbitrary: validArb(schema, depth) },
    );
  }
  return validArb(schema, depth);
}

function objectArb(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([k, s]) => [k, referenceArb(k, s, depth + 1)]),
  );
  const requiredKeys = (schema.required ?? []).filter((k) => k in properties);
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}

// ─── Junk ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** Strings that break parsers, coercions, LIKE patterns, dates and byte encodings. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '  padded  ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1',
  '01',
  '+1',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '9999999999',
  '2147483648',
  '99999999999999999999999',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  '\u0000',
  'a\u0000b',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\uffff',
  '\u{1f600}',
  'Ǆ',
  'ﬀ',
  'İ',
  '١٢٣',
  '１２３',
  "'",
  '"',
  '\\',
  '`',
  "'; DROP TABLE users; --",
  '%',
  '_',
  '%_\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '${7*7}',
  '{{7*7}}',
  '2024-02-30T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '275760-09-13T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-01-01',
  '2026-01-01T25:00:00Z',
  '2026-06-01T00:00:00+99:00',
  '202613',
  '000000',
  'a@b',
  '@',
  'a@b.c',
  `${'a'.repeat(64)}@${'b'.repeat(250)}.com`,
];

/** Numbers at the edges (JavaScript and PostgreSQL integer and numeric ranges). */
const NASTY_NUMBERS: readonly unknown[] = [
  0,
  -0,
  -1,
  1.5,
  0.1 + 0.2,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 32,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  1e21,
  1e-7,
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1.0'),
  new RawJson('1E2'),
  new RawJson('-0.0'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('0.0000000000000000000000000001'),
];

const longStringArb = fc
  .tuple(fc.constantFrom('x', 'é', '\u{1f600}', ' ', '\u0000', '9'), fc.integer({ min: 101, max: 70_000 }))
  .map(([unit, n]) => unit.repeat(n));

/** An array or object nested `depth` levels deep. */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Any JSON value a client could send where something else was expected. */
export const junkArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<unknown>(...NASTY_STRINGS, ...NASTY_NUMBERS, null, true, false) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 24 }) },
  { weight: 1, arbitrary: longStringArb },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer().map((n) => [n]) },
  { weight: 1, arbitrary: fc.double() },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 20, max: 400 }).map((n) => nested(n, n % 2 ? 'array' : 'object')),
  },
);

/** Keys a schema does not know: junk, prototype names and near-misses. */
const extraKeyArb = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'id',
    'ID',
    '',
    ' ',
    'organizationId',
    'role',
    'roles',
    'isAdmin',
    'a.b',
    'a[b]',
    '$where',
    '\u0000',
    'ключ',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
);

// ─── Mutations of a valid body ─────────────────────────────────────────────────────────────────────────────────

type Mutation =
  | { kind: 'replace'; at: number; junk: unknown }
  | { kind: 'delete'; at: number }
  | { kind: 'addKey'; at: number; key: string; junk: unknown }
  | { kind: 'typeSwap'; at: number };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), junk: junkArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('addKey' as const),
      at: fc.nat(),
      key: extraKeyArb,
      junk: junkArb,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('typeSwap' as const), at: fc.nat() }) },
);

type Container = Record<string, unknown> | unknown[];
type Slot = { parent: Container; key: string | number };

/** Every (container, key) slot of a JSON value, depth first. */
function slotsOf(value: unknown, out: Slot[] = []): Slot[] {
  if (value && typeof value === 'object' && !(value instanceof RawJson)) {
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((v, i) => [i, v])
      : Object.entries(value);
    for (const [key, child] of entries) {
      out.push({ parent: value as Container, key });
      slotsOf(child, out);
    }
  }
  return out;
}

/** A value of another JSON type that a loose parser might still accept ("1" for 1, 1 for true, [x] for x). */
function swapType(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 0;
  if (typeof value === 'string') return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : [value];
  if (value === null) return 'null';
  if (Array.isArray(value)) return value[0] ?? {};
  return [value];
}

function containers(value: unknown): Container[] {
  const all: Container[] = value && typeof value === 'object' ? [value as Container] : [];
  for (const slot of slotsOf(value)) {
    const v = (slot.parent as Record<string, unknown>)[slot.key as string];
    if (v && typeof v === 'object' && !(v instanceof RawJson)) all.push(v as Container);
  }
  return all;
}

/** `value` (a fresh copy) with `mutations` applied at the slots their `at` picks. */
export function mutate(value: unknown, mutations: Mutation[]): unknown {
  const root = { value: structuredClone(value) as unknown };
  for (const m of mutations) {
    const slots = slotsOf(root.value);
    if (m.kind === 'addKey') {
      const objects = containers(root.value).filter((c): c is Record<string, unknown> => !Array.isArray(c));
      if (objects.length === 0) continue;
      Object.defineProperty(objects[m.at % objects.length], m.key, {
        value: m.junk,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      continue;
    }
    if (slots.length === 0) {
      if (m.kind === 'replace') root.value = m.junk;
      else if (m.kind === 'typeSwap') root.value = swapType(root.value);
      continue;
    }
    const { parent, key } = slots[m.at % slots.length];
    const record = parent as Record<string | number, unknown>;
    if (m.kind === 'replace') record[key] = m.junk;
    else if (m.kind === 'typeSwap') record[key] = swapType(record[key]);
    else if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete record[key];
  }
  return root.value;
}

// ─── Path ids ──────────────────────────────────────────────────────────────────────────────────────────────────

/** A path parameter as sent: `raw` goes into the URL verbatim (already percent-encoded where needed). */
export interface PathValue {
  raw: string;
  /** Sent where the schema expects something else (a malformed id). */
  malformed: boolean;
}

/** Ids a coercion would read as record 1 (or near it), and other near-numbers (issue 21 "strict ids"). */
export const LOOSE_IDS: readonly string[] = [
  '0x1',
  '1.0',
  '01',
  '+1',
  '1e0',
  '1e3',
  '0',
  '00',
  '-1',
  '-0',
  '1 ',
  ' 1',
  '1\t',
  '0b1',
  '0o1',
  '1n',
  '1_0',
  '1,0',
  '1;1',
  '１',
  '١',
  '¹',
  'Ⅰ',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[1]',
  '{"id":1}',
  '9999999999',
  '2147483648',
  '4294967297',
  '9007199254740993',
  '99999999999999999999999999999',
  '1.5',
  '.5',
];

/** Already-encoded URL pieces: undecodable escapes, encoded separators and NUL. */
const RAW_SEGMENTS: readonly string[] = [
  '%',
  '%zz',
  '%C0%AF',
  '%E0%A4%A',
  '%FF',
  '%00',
  '1%00',
  '%2F',
  '1%2F2',
  '%5C',
  '%20',
  '%u0031',
  '1%0A',
  '%0D%0A',
];

/** Whether `value` (decoded) satisfies a path parameter's schema; undefined when the schema says too little. */
function satisfies(schema: JsonSchema, value: string): boolean | undefined {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const answers = branches.map((branch) => satisfies(branch, value));
    return answers.includes(true) ? true : answers.every((a) => a === false) ? false : undefined;
  }
  if (schema.enum) return schema.enum.includes(value);
  if (schema.pattern) {
    if (!new RegExp(schema.pattern).test(value)) return false;
    // The strict id pattern also has an upper bound (MAX_DB_ID), which the document does not show.
    return !/^\^\[1-9\]\[0-9\]\{0,\d+\}\$$/.test(schema.pattern) || Number(value) <= 2_147_483_647;
  }
  if (schema.type === 'integer') {
    // A path or query value is text: only the canonical writing of a whole number in range is one.
    const n = Number(value);
    const min = bound(schema.exclusiveMinimum, schema.minimum, 1) ?? -Infinity;
    const max = bound(schema.exclusiveMaximum, schema.maximum, -1) ?? Infinity;
    return /^(0|-?[1-9][0-9]*)$/.test(value) && Number.isSafeInteger(n) && n >= min && n <= max;
  }
  return undefined;
}

export function toPathValue(raw: string, schema: JsonSchema): PathValue {
  let decoded: string | null;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = null;
  }
  return { raw, malformed: decoded === null || satisfies(schema, decoded) === false };
}

/** Ids of seeded records (every table starts at 1) and some that exist nowhere. */
export const validIdArb: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 8, arbitrary: fc.integer({ min: 1, max: 8 }) },
    { weight: 2, arbitrary: fc.integer({ min: 9, max: 250 }) },
    { weight: 1, arbitrary: fc.constantFrom(2_147_483_647, 999_999) },
  )
  .map(String);

/** A path value for `param` that its schema refuses (when the schema says enough to tell). */
export function malformedPathArb(param: ParameterSpec): fc.Arbitrary<PathValue> {
  const encoded = (s: string) => encodeURIComponent(s);
  return (
    fc
      .oneof(
        { weight: 6, arbitrary: fc.constantFrom(...LOOSE_IDS).map(encoded) },
        { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
        { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).map(encoded) },
        { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).map(encoded) },
        {
          weight: 1,
          arbitrary: fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }).map(String),
        },
        { weight: 1, arbitrary: fc.integer({ min: -1_000_000, max: 0 }).map(String) },
        { weight: 1, arbitrary: fc.double().map((d) => encoded(String(d))) },
        { weight: 1, arbitrary: fc.stringMatching(/^[1-9][0-9]{10,40}$/) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.constantFrom('1', 'a', '%00'), fc.integer({ min: 50, max: 3000 }))
            .map(([unit, n]) => unit.repeat(n)),
        },
      )
      // "." and ".." are path steps, not ids: the URL resolves them (/api/notifications/. is the list).
      .filter((raw) => raw !== '.' && raw !== '..')
      .map((raw) => toPathValue(raw, param.schema))
  );
}

// ─── Query strings ─────────────────────────────────────────────────────────────────────────────────────────────

/** A query string as sent (without "?") and the id-like parameters that got a loose id in it. */
export interface QueryCase {
  raw: string;
  looseIds: string[];
}

/** A query parameter that names a record (`organizationId`, `supplierId`, …) and is declared a number or an id. */
export function isIdLike(param: ParameterSpec): boolean {
  const idSchema = (schema: JsonSchema): boolean =>
    schema.type === 'integer' ||
    /^\^\[1-9\]/.test(schema.pattern ?? '') ||
    [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(idSchema);
  return /(^id|Id)$/.test(param.name) && idSchema(param.schema);
}

const queryJunkArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...LOOSE_IDS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 16 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 101, max: 5000 }).map((n) => 'q'.repeat(n)) },
);

const RAW_QUERY_PIECES: readonly string[] = [
  '%',
  '%zz',
  '&',
  '=',
  '==',
  'a=%',
  '%00=1',
  '=1',
  'a[b]=1',
  'a[]=1',
  '__proto__[x]=1',
  '__proto__=1',
  'constructor[prototype][x]=1',
  'toString=1',
  'hasOwnProperty=1',
  'a=1=2',
  '+=+',
  ';',
];

type QueryEntry = { piece: string; loose?: string };

const pair = (key: string, value: string): string =>
  `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;

/** Query strings for `op`: its parameters with valid, wrong-typed, control-character, overlong and repeated values, plus unknown keys. */
export function queryArb(op: Operation): fc.Arbitrary<QueryCase> {
  const names = op.query.map((p) => p.name);
  const idLike = op.query.filter(isIdLike).map((p) => p.name);
  const entries: fc.WeightedArbitrary<QueryEntry>[] = [
    { weight: 3, arbitrary: fc.tuple(extraKeyArb, queryJunkArb).map(([k, v]) => ({ piece: pair(k, v) })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_PIECES).map((piece) => ({ piece })) },
  ];
  if (names.length) {
    entries.push(
      {
        weight: 4,
        arbitrary: fc.tuple(fc.constantFrom(...names), queryJunkArb).map(([k, v]) => ({ piece: pair(k, v) })),
      },
      {
        // The same parameter twice (parsed as an array).
        weight: 2,
        arbitrary: fc
          .tuple(fc.constantFrom(...names), queryJunkArb, queryJunkArb)
          .map(([k, a, b]) => ({ piece: `${pair(k, a)}&${pair(k, b)}` })),
      },
      {
        weight: 3,
        arbitrary: fc.oneof(
          ...op.query.map((p) => validQueryValueArb(p).map((v) => ({ piece: pair(p.name, v) }))),
        ),
      },
    );
  }
  if (idLike.length) {
    entries.push({
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...idLike), fc.constantFrom(...LOOSE_IDS.slice(0, 5)))
        .map(([k, v]) => ({ piece: pair(k, v), loose: k })),
    });
  }
  return fc.array(fc.oneof(...entries), { minLength: 1, maxLength: 5 }).map((list) => {
    // A loose id counts only when it is the parameter's sole value (a repeated one is refused as an array anyway).
    const raw = list.map((e) => e.piece).join('&');
    const looseIds = [...new Set(list.flatMap((e) => (e.loose ? [e.loose] : [])))].filter(
      (name) => list.filter((e) => e.piece.startsWith(`${encodeURIComponent(name)}=`)).length === 1,
    );
    return { raw, looseIds };
  });
}

function validQueryValueArb(param: ParameterSpec): fc.Arbitrary<string> {
  if (isIdLike(param)) return validIdArb;
  return validArb(param.schema).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
}

/** A query string of valid values only (often empty), for cases that fuzz something else. */
export function validQueryArb(op: Operation): fc.Arbitrary<QueryCase> {
  if (op.query.length === 0) return fc.constant({ raw: '', looseIds: [] });
  return fc
    .subarray([...op.query], { maxLength: Math.min(3, op.query.length) })
    .chain((params) => fc.tuple(...params.map((p) => validQueryValueArb(p).map((v) => pair(p.name, v)))))
    .map((pieces) => ({ raw: pieces.join('&'), looseIds: [] }));
}

// ─── Bodies and content types ──────────────────────────────────────────────────────────────────────────────────

/** A request body as sent; no `contentType` means no content-type header. */
export interface BodyCase {
  label: string;
  contentType?: string;
  payload: string | Buffer;
}

const json = (label: string, payload: string): BodyCase => ({
  label,
  contentType: 'application/json',
  payload,
});

/** JSON bodies for a route with a JSON schema: mutated valid objects, non-objects, deep and wide junk. */
export function jsonBodyArb(schema: JsonSchema | undefined): fc.Arbitrary<BodyCase> {
  const valid = validArb(schema ?? { type: 'object' });
  return fc.oneof(
    {
      weight: 7,
      arbitrary: fc
        .tuple(valid, fc.array(mutationArb, { minLength: 1, maxLength: 3 }))
        .map(([v, ms]) => json('mutated', toJsonText(mutate(v, ms)))),
    },
    { weight: 1, arbitrary: valid.map((v) => json('valid', toJsonText(v))) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          junkArb,
          valid.map((v) => [v]),
          valid.map((v) => JSON.stringify(v)),
        )
        .map((v) => json('non-object', toJsonText(v))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('[', '{"a":'), fc.integer({ min: 1000, max: 20_000 }))
        .map(([open, n]) => json('deep', open.repeat(n) + '1' + (open === '[' ? ']' : '}').repeat(n))),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 500, max: 20_000 })
        .map((n) =>
          json('wide', toJsonText(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])))),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"__proto__":{"isAdmin":true}}',
          '{"constructor":{"prototype":{"isAdmin":true}}}',
          '{"a":1,"a":2}',
          '{"roles":["0"],"roles":["1"]}',
        )
        .map((text) => json('prototype', text)),
    },
    { weight: 1, arbitrary: fc.constant(json('too large', `{"a":"${'x'.repeat(1_100_000)}"}`)) },
  );
}

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  content: string | Uint8Array;
}

/** A multipart/form-data body with `parts`, each header and CRLF as the format wants. */
export function multipartBody(parts: Part[], boundary = BOUNDARY, close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const headers = [
      `Content-Disposition: ${disposition}`,
      ...(p.contentType ? [`Content-Type: ${p.contentType}`] : []),
    ];
    chunks.push(
      Buffer.from(`--${boundary}\r\n${headers.join('\r\n')}\r\n\r\n`),
      Buffer.from(p.content),
      Buffer.from('\r\n'),
    );
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** File contents: the magic bytes of the types uploads accept or refuse, text, random bytes, nothing. */
const fileContentArb: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.constantFrom<string | Uint8Array>(
    '%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n',
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
    'GIF89a\x01\x00\x01\x00',
    new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]),
    new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32]),
    new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]),
    'From: someone@example.com\r\nSubject: hi\r\n\r\nbody\r\n',
    '',
    '<html><script>alert(1)</script></html>',
    'MZ\x90\x00',
  ),
  fc.uint8Array({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

const fileNameArb = fc.oneof(
  fc.constantFrom(
    'a.pdf',
    'contract.docx',
    'photo.png',
    'clip.mp4',
    '../../etc/passwd',
    'a\u0000.pdf',
    'ä ö.pdf',
    '',
    '.',
    '..',
    'CON',
    `${'a'.repeat(300)}.pdf`,
    'x.pdf.exe',
    'a"b.pdf',
    'a\r\nContent-Type: text/html',
    '%00.pdf',
  ),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/** Well-formed multipart bodies with parts named as the route's description says (`file`, `category`, …) or not. */
export function multipartArb(op: Operation): fc.Arbitrary<BodyCase> {
  const named = [...op.description.matchAll(/`([A-Za-z]\w*)`/g)].map(([, name]) => name);
  const nameArb = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('file', ...named) },
    { weight: 1, arbitrary: extraKeyArb.filter((k) => !/["\r\n]/.test(k)) },
  );
  const fieldArb: fc.Arbitrary<Part> = fc.record({
    name: nameArb,
    content: fc.oneof(
      fc.constantFrom(
        '0',
        '1',
        '3',
        '4',
        'true',
        'false',
        'en',
        'nl',
        'Title',
        'INV-2026-001',
        '2026-01-31',
        '2026-01-31T00:00:00Z',
        '202601',
        '12.50',
        '-1',
        '1e309',
        '0000-01-01',
        ...EDGE_DATE_TIMES.slice(0, 2),
      ),
      queryJunkArb,
    ),
  });
  const fileArb: fc.Arbitrary<Part> = fc.record({
    name: nameArb,
    filename: fileNameArb,
    contentType: fc.constantFrom(
      'application/pdf',
      'image/png',
      'video/mp4',
      'text/plain',
      'application/octet-stream',
      '',
    ),
    content: fileContentArb,
  });
  return fc.array(fc.oneof(fieldArb, fileArb), { minLength: 0, maxLength: 5 }).map((parts) => ({
    label: 'multipart',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: multipartBody(parts),
  }));
}

/** Bodies under the wrong or a broken content type (issue 21: text/plain, XML, multipart without boundary, …). */
export function contentTypeArb(op: Operation): fc.Arbitrary<BodyCase> {
  const validText = validArb(op.body ?? { type: 'object' }).map((v) => toJsonText(v));
  const somePart = multipartBody([
    { name: 'file', filename: 'a.pdf', contentType: 'application/pdf', content: '%PDF-1.4\n' },
  ]);
  return fc.oneof(
    validText.map((payload) => ({ label: 'text/plain', contentType: 'text/plain', payload })),
    fc.constant({
      label: 'xml',
      contentType: 'application/xml',
      payload: '<?xml version="1.0"?><a><b>1</b></a>',
    }),
    fc
      .constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data;',
        'multipart/mixed',
      )
      .map((contentType) => ({ label: 'multipart without boundary', contentType, payload: somePart })),
    fc
      .constantFrom<[string, Buffer]>(
        [`multipart/form-data; boundary=other`, somePart],
        [`multipart/form-data; boundary=${BOUNDARY}`, somePart.subarray(0, somePart.length - 20)],
        [`multipart/form-data; boundary=${BOUNDARY}`, Buffer.from(`--${BOUNDARY}\r\nno headers here\r\n`)],
        [`multipart/form-data; boundary=${BOUNDARY}`, Buffer.from(`--${BOUNDARY}--\r\n`)],
        [`multipart/form-data; boundary=${BOUNDARY}`, Buffer.from('')],
        [
          `multipart/form-data; boundary=${'b'.repeat(200)}`,
          multipartBody([{ name: 'x', content: '1' }], 'b'.repeat(200)),
        ],
        [
          `multipart/form-data; boundary=${BOUNDARY}`,
          Buffer.from(somePart.toString('latin1').replace(/\r\n/g, '\n'), 'latin1'),
        ],
      )
      .map(([contentType, payload]) => ({ label: 'multipart with a broken boundary', contentType, payload })),
    fc
      .constantFrom(
        '{',
        '{"a":',
        '[1,]',
        "{'a':1}",
        'nul',
        '{"a":1}}',
        '\u0000',
        '{"a":"\\u00"}',
        '"\\ud800"',
        '\ufeff{}',
        ' ',
        '\n',
        '{"a":1e400}',
        '{"a":-}',
        '[',
        ']',
      )
      .map((payload) => json('broken JSON', payload)),
    fc.constant(json('empty JSON', '')),
    fc
      .tuple(
        fc.constantFrom(
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          'application/JSON',
          'application/json;',
          'application/vnd.api+json',
          'text/json',
          '*/*',
          ';',
          'application/octet-stream',
          'image/png',
          'message/rfc822',
          'text/html',
          'application/json, text/plain',
          'application/json; charset="utf-8"',
        ),
        validText,
      )
      .map(([contentType, payload]) => ({ label: 'other content type', contentType, payload })),
    validText.map((payload) => ({ label: 'no content type', payload })),
    multipartArb(op),
  );
}

const MAIL_HEADERS: readonly string[] = [
  'From: general@acme.example',
  'From: =?utf-8?B?////?= <x@example.com>',
  'From: <>',
  'From:',
  'To: helpdesk@portal.test',
  'Subject: Re: [#1] hello',
  'Subject: [#99999999999] x',
  'Subject: =?bogus?Q?x?=',
  `Subject: ${'s'.repeat(5000)}`,
  'Message-ID: <a@b>',
  'Message-ID: <>',
  'In-Reply-To: <ticket-1@portal.test>',
  'References: <\u0000>',
  'Content-Type: multipart/mixed; boundary=x',
  'Content-Type: text/html; charset=unknown-8bit',
  'Content-Transfer-Encoding: base64',
  'Date: not a date',
  'X-Junk: \u0000\u0001',
];

/** Raw e-mail messages (message/rfc822) with odd headers and bodies, for a route that parses mail itself. */
export const rawMailArb: fc.Arbitrary<BodyCase> = fc
  .tuple(
    fc.subarray([...MAIL_HEADERS], { maxLength: 8 }),
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom('', '--x\r\n\r\n--x--', '=ZZ=\r\n'),
    ),
  )
  .map(([headers, body]) => ({
    label: 'mail',
    contentType: 'message/rfc822',
    payload: `${headers.join('\r\n')}\r\n\r\n${body}`,
  }));
