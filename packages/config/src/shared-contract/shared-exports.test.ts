import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type SharedExportsState,
  readSharedExports,
  sharedExportsProblems,
  valueExportsOf,
} from './shared-exports';

const root = path.resolve(__dirname, '../../../..');

function state(over: Partial<SharedExportsState>): SharedExportsState {
  return {
    name: '@portal/api',
    dir: '/x',
    version: '1.0.0',
    exports: ['api', 'normalizeError'],
    record: { version: '1.0.0', exports: ['api', 'normalizeError'] },
    added: [],
    removed: [],
    ...over,
  };
}

describe('shared-exports.json: real versions of the stateful shared packages (issue 10)', () => {
  it('matches the exports and version of @portal/i18n, @portal/api and @portal/session today', () => {
    const states = readSharedExports(root);
    expect(states.map((s) => s.name)).toEqual(['@portal/i18n', '@portal/api', '@portal/session']);
    expect(states.flatMap(sharedExportsProblems)).toEqual([]);
  }, 60_000);

  it('refuses an export added under the same version, naming it and the bump to make', () => {
    const problems = sharedExportsProblems(
      state({ exports: ['api', 'normalizeError', 'probeMarker'], added: ['probeMarker'] }),
    );
    expect(problems).toEqual([
      expect.stringMatching(/@portal\/api: its exports changed \(added probeMarker\) but its version is still 1\.0\.0.*minor/),
    ]);
  });

  it('refuses a removed export without a major bump', () => {
    expect(sharedExportsProblems(state({ version: '1.1.0', exports: ['api'], removed: ['normalizeError'] }))).toEqual([
      expect.stringContaining('need a major version'),
    ]);
    expect(
      sharedExportsProblems(state({ version: '2.0.0', exports: ['api'], removed: ['normalizeError'] })),
    ).toEqual([expect.stringContaining('run `pnpm shared-exports`')]);
  });

  it('refuses an added export with only a patch bump, and asks to record a proper bump', () => {
    expect(
      sharedExportsProblems(state({ version: '1.0.1', exports: ['api', 'normalizeError', 'x'], added: ['x'] })),
    ).toEqual([expect.stringContaining('need at least a minor version')]);
    expect(
      sharedExportsProblems(state({ version: '1.1.0', exports: ['api', 'normalizeError', 'x'], added: ['x'] })),
    ).toEqual([expect.stringContaining('records 1.0.0, package.json says 1.1.0')]);
  });
});

describe('valueExportsOf', () => {
  it('lists runtime exports, including re-exports, and leaves out types', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'value-exports-'));
    fs.writeFileSync(path.join(dir, 'inner.ts'), 'export const inner = 1;\nexport type InnerType = string;\nexport class Box {}\n');
    fs.writeFileSync(
      path.join(dir, 'index.ts'),
      [
        "export * from './inner';",
        "export { inner as renamed, type Box as BoxType } from './inner';",
        'export function run() {}',
        'export interface Shape { a: number }',
        'export type Alias = number;',
        'export const value = 2;',
      ].join('\n'),
    );
    try {
      expect(valueExportsOf(path.join(dir, 'index.ts'))).toEqual(['Box', 'inner', 'renamed', 'run', 'value']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
