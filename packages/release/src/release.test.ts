import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeManifestSchema } from '@portal/federation/src/route-manifest';
import { compareWithDeployed } from './checks.mjs';
import {
  configureOverrides,
  formatReleases,
  listReleases,
  normalizeOrigin,
  releaseRemote,
  rollbackRemote,
} from './release.mjs';
import { readHistory, readRegistry, updateRegistry } from './store.mjs';

const ROUTE = {
  path: '/demo',
  access: {},
  titleKey: 'demo.title',
  menu: { key: 'demo', labelKey: 'demo.title', order: 1 },
  texts: { en: { 'demo.title': 'Demo' }, nl: { 'demo.title': 'Demo' } },
};
/** One key of a shared-contract.json (@portal/config SharedContractPlugin). */
const lib = (version: string, extra: Record<string, unknown> = {}) => ({
  version,
  singleton: true,
  requiredVersion: `^${version}`,
  treeShaken: false,
  provides: null as string[] | null,
  uses: null as string[] | null,
  ...extra,
});
const contractOf = (container: string, version: string, shared: Record<string, unknown>, kind = 'remote') => ({
  schema: 1,
  container,
  kind,
  version,
  shared,
});
/** What the deployed shell provides: react, antd tree-shaken (Button, Table), @portal/api 1.0.0 (api, normalizeError). */
const SHELL_CONTRACT = contractOf(
  'shell',
  '0.1.0',
  {
    react: lib('19.3.1'),
    antd: lib('6.6.8', { treeShaken: true, provides: ['Button', 'Table'], uses: ['Button'] }),
    '@portal/api': lib('1.0.0', { requiredVersion: '^1.0.0', provides: ['api', 'normalizeError'], uses: ['api'] }),
  },
  'host',
);
const DEMO_SHARED = { react: lib('19.3.1') };

let root: string;
let storeDir: string;
const contract = { routeManifestSchema };

/** Records `shellContract` as the deployed shell, as scripts/publish-local.mjs does. */
function deployShell(shellContract = SHELL_CONTRACT) {
  const dir = path.join(storeDir, 'shell', shellContract.version);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'shared-contract.json'), JSON.stringify(shellContract));
  updateRegistry(storeDir, (registry) => ({ ...registry, shell: { version: shellContract.version } }), {
    action: 'publish-local',
    who: 'tester',
  });
}
const registryBytes = () => fs.readFileSync(path.join(storeDir, 'remotes.json'));

/** Writes mf-demo/dist as a build of `version` would. */
function writeBuild(
  version: string,
  {
    routes = [ROUTE] as unknown[],
    sharedKeys = DEMO_SHARED as Record<string, unknown>,
    marker = version,
    dist = path.join(root, 'mf-demo', 'dist'),
    name = 'demo',
  } = {},
) {
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'mf-manifest.json'),
    JSON.stringify({ metaData: { name, buildInfo: { buildVersion: version } }, shared: [] }),
  );
  fs.writeFileSync(path.join(dist, 'shared-contract.json'), JSON.stringify(contractOf(name, version, sharedKeys)));
  fs.writeFileSync(path.join(dist, 'routes.json'), JSON.stringify(routes));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `// ${marker}`);
}
const release = (version: string, extra = {}) =>
  releaseRemote({
    root,
    storeDir,
    remote: 'mf-demo',
    version,
    skipBuild: true,
    contract,
    who: 'tester',
    ...extra,
  });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'release-root-'));
  storeDir = path.join(root, 'store');
  fs.mkdirSync(path.join(root, 'mf-demo'));
  fs.writeFileSync(
    path.join(root, 'mf-demo', 'package.json'),
    JSON.stringify({ name: 'mf-demo', version: '1.0.0' }),
  );
  deployShell();
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('releaseRemote', () => {
  it('stores the build under its version and points the registry at it, with history', () => {
    writeBuild('1.0.0');
    expect(release(undefined as unknown as string)).toMatchObject({
      name: 'demo',
      version: '1.0.0',
      from: null,
      changed: true,
    });
    writeBuild('1.1.0');
    expect(release('1.1.0')).toMatchObject({ version: '1.1.0', from: '1.0.0', stored: 'added' });

    expect(fs.existsSync(path.join(storeDir, 'demo', '1.0.0', 'remoteEntry.js'))).toBe(true);
    expect(readRegistry(storeDir).remotes.demo).toEqual({
      version: '1.1.0',
      entry: '/remotes/demo/1.1.0/mf-manifest.json',
      routes: [ROUTE],
    });
    expect(readHistory(storeDir, 'demo').map(({ action, from, to, who }) => [action, from, to, who])).toEqual(
      [
        ['release', null, '1.0.0', 'tester'],
        ['release', '1.0.0', '1.1.0', 'tester'],
      ],
    );
  });

  it('builds with the requested version into a temp folder, leaving the remote\'s dist/ alone', () => {
    writeBuild('1.0.0', { marker: 'the npm start build' });
    let outDir = '';
    const build = jest.fn((_root: string, _folder: string, version: string, out: string) => {
      outDir = out;
      writeBuild(version, { dist: out });
    });
    release('2.0.0', { skipBuild: false, build });
    expect(build).toHaveBeenCalledWith(root, 'mf-demo', '2.0.0', expect.any(String));
    expect(outDir).not.toBe(path.join(root, 'mf-demo', 'dist'));
    expect(fs.existsSync(outDir)).toBe(false);
    expect(readRegistry(storeDir).remotes.demo.version).toBe('2.0.0');
    expect(fs.readFileSync(path.join(storeDir, 'demo', '2.0.0', 'remoteEntry.js'), 'utf8')).toBe('// 2.0.0');
    expect(fs.readFileSync(path.join(root, 'mf-demo', 'dist', 'remoteEntry.js'), 'utf8')).toBe(
      '// the npm start build',
    );
  });

  it('removes the temp build folder when the build fails', () => {
    let outDir = '';
    const build = (_r: string, _f: string, _v: string, out: string) => {
      outDir = out;
      throw new Error('webpack failed');
    };
    const before = registryBytes();
    expect(() => release('2.0.0', { skipBuild: false, build })).toThrow('webpack failed');
    expect(fs.existsSync(outDir)).toBe(false);
    expect(fs.existsSync(path.join(storeDir, 'demo'))).toBe(false);
    expect(registryBytes()).toEqual(before);
  });

  it('releases a pre-built copy (--from) with the same checks', () => {
    const copy = path.join(root, 'copy');
    writeBuild('1.5.0', { dist: copy });
    expect(release('1.5.0', { skipBuild: false, from: copy })).toMatchObject({ version: '1.5.0', changed: true });
    expect(fs.existsSync(path.join(root, 'mf-demo', 'dist'))).toBe(false);
    expect(() => release('1.6.0', { skipBuild: false, from: copy })).toThrow(/built as version 1\.5\.0, not 1\.6\.0/);
    expect(() => release('1.5.0', { from: path.join(root, 'nowhere') })).toThrow(/no such folder/);
  });

  it('refuses a build of another container', () => {
    writeBuild('1.0.0', { name: 'customers' });
    expect(() => release('1.0.0')).toThrow(/a build of "customers", not of "demo"/);
  });

  it('refuses a dist built as another version', () => {
    writeBuild('1.0.0');
    expect(() => release('1.0.1')).toThrow(/built as version 1\.0\.0, not 1\.0\.1/);
  });

  it('refuses to overwrite a released version with a different build (immutable)', () => {
    writeBuild('1.0.0');
    release('1.0.0');
    writeBuild('1.0.0', { marker: 'changed' });
    expect(() => release('1.0.0')).toThrow(/already released with different content/);
    expect(fs.readFileSync(path.join(storeDir, 'demo', '1.0.0', 'remoteEntry.js'), 'utf8')).toBe('// 1.0.0');
  });

  it('stops on a route manifest that breaks the contract, before touching the store', () => {
    writeBuild('1.0.0', { routes: [{ ...ROUTE, path: 'no-slash', texts: { en: {}, nl: {} } }] });
    const before = registryBytes();
    expect(() => release('1.0.0')).toThrow(/routes\.json breaks the route manifest contract:[\s\S]*0\.path/);
    expect(fs.existsSync(path.join(storeDir, 'demo'))).toBe(false);
    expect(registryBytes()).toEqual(before);
  });

  it('stops on a breaking singleton mismatch with the deployed shell, naming library, versions and range', () => {
    writeBuild('1.0.0', { sharedKeys: { react: lib('20.0.0') } });
    const before = registryBytes();
    expect(() => release('1.0.0')).toThrow(
      /react: the remote is built with 20\.0\.0 \(requires \^20\.0\.0\), the deployed shell \(0\.1\.0\) shares 19\.3\.1 \(range \^19\.3\.1\): a breaking mismatch of a singleton/,
    );
    expect(registryBytes()).toEqual(before);
    expect(fs.existsSync(path.join(storeDir, 'demo'))).toBe(false);
  });

  it('refuses a remote that uses an @portal/api export the deployed shell lacks; the registry stays byte-identical', () => {
    writeBuild('1.0.0', {
      sharedKeys: {
        '@portal/api': lib('1.1.0', { requiredVersion: '^1.0.0', provides: ['api', 'probeMarker'], uses: ['api', 'probeMarker'] }),
      },
    });
    const before = registryBytes();
    expect(() => release('1.0.0')).toThrow(
      /@portal\/api: demo@1\.0\.0 uses probeMarker, which the deployed shell \(0\.1\.0\)'s @portal\/api 1\.0\.0 lacks\. .*release the shell with @portal\/api 1\.1\.0 first/,
    );
    expect(registryBytes()).toEqual(before);
    expect(readHistory(storeDir, 'demo')).toEqual([]);
  });

  it('releases a remote using an antd export the shell\'s copy lacks, warning that it loads its own copy', () => {
    writeBuild('1.0.0', {
      sharedKeys: { antd: lib('6.6.8', { treeShaken: true, provides: ['Button', 'Rate', 'Table'], uses: ['Rate'] }) },
    });
    const logs: string[] = [];
    expect(release('1.0.0', { log: (line: string) => logs.push(line) })).toMatchObject({ changed: true });
    expect(logs.join('\n')).toMatch(/warning: antd: demo uses Rate, which the copy of the deployed shell \(0\.1\.0\) lacks: .*loads its own antd/);
  });

  it('refuses when the registry names no deployed shell, since there is nothing to compare with', () => {
    updateRegistry(storeDir, ({ shell: _shell, ...registry }) => registry, { action: 'test', who: 'tester' });
    writeBuild('1.0.0');
    expect(() => release('1.0.0')).toThrow(/names no deployed shell/);
  });

  it('refuses a build without shared-contract.json', () => {
    writeBuild('1.0.0');
    fs.rmSync(path.join(root, 'mf-demo', 'dist', 'shared-contract.json'));
    expect(() => release('1.0.0')).toThrow(/shared-contract\.json is missing/);
  });
});

describe('compareWithDeployed', () => {
  const shell = SHELL_CONTRACT;
  it('errors on another major line of a singleton, warns within the line and for a library the shell does not share', () => {
    const { errors, warnings } = compareWithDeployed(
      contractOf('demo', '1.0.0', { react: lib('19.2.0'), zustand: lib('5.0.0'), '@portal/api': lib('2.0.0', { requiredVersion: '^2.0.0', provides: ['api'], uses: ['api'] }) }),
      { shell, remotes: [] },
    );
    expect(errors).toEqual([expect.stringMatching(/^@portal\/api: the remote is built with 2\.0\.0 .*breaking/)]);
    expect(warnings).toEqual([
      expect.stringMatching(/^react: the remote is built with 19\.2\.0 .*shares 19\.3\.1/),
      expect.stringMatching(/^zustand: shared by the remote but not by the deployed shell/),
    ]);
  });

  it('names a deployed remote whose antd copy lacks what the candidate uses (it may be on the page first)', () => {
    const other = contractOf('customers', '0.3.0', { antd: lib('6.6.8', { treeShaken: true, provides: ['Button'], uses: ['Button'] }) });
    const { errors, warnings } = compareWithDeployed(
      contractOf('demo', '1.0.0', { antd: lib('6.6.8', { treeShaken: true, provides: ['Button', 'Table'], uses: ['Table'] }) }),
      { shell, remotes: [other] },
    );
    expect(errors).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^antd: demo uses Table, which the copy of customers@0\.3\.0 lacks/)]);
  });
});

describe('rollbackRemote and listReleases', () => {
  it('restores the previous version, and walks further back on a second rollback', () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      writeBuild(version);
      release(version);
    }
    expect(rollbackRemote({ root, storeDir, remote: 'mf-demo', who: 'ops' })).toEqual({
      name: 'demo',
      from: '1.2.0',
      to: '1.1.0',
    });
    expect(readRegistry(storeDir).remotes.demo).toMatchObject({
      version: '1.1.0',
      entry: '/remotes/demo/1.1.0/mf-manifest.json',
      routes: [ROUTE],
    });
    expect(rollbackRemote({ root, storeDir, remote: 'demo' })).toMatchObject({ from: '1.1.0', to: '1.0.0' });
    expect(() => rollbackRemote({ root, storeDir, remote: 'mf-demo' })).toThrow(/no earlier release/);
    expect(
      readHistory(storeDir, 'demo')
        .slice(-2)
        .map(({ action, from, to }) => [action, from, to]),
    ).toEqual([
      ['rollback', '1.2.0', '1.1.0'],
      ['rollback', '1.1.0', '1.0.0'],
    ]);

    const listed = listReleases({ root, storeDir, remote: 'mf-demo' });
    expect(listed.current).toBe('1.0.0');
    expect(listed.rows.filter((row) => row.current)).toEqual([
      expect.objectContaining({ action: 'rollback', to: '1.0.0' }),
    ]);
    expect(formatReleases(listed)).toMatch(/^\*\s+\S+\s+rollback\s+1\.1\.0\s+1\.0\.0/m);
  });

  it('skips versions that no longer exist in the store', () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
      writeBuild(version);
      release(version);
    }
    fs.rmSync(path.join(storeDir, 'demo', '1.1.0'), { recursive: true });
    expect(rollbackRemote({ root, storeDir, remote: 'mf-demo' })).toMatchObject({
      from: '1.2.0',
      to: '1.0.0',
    });
  });
});

describe('configureOverrides (pnpm release-config)', () => {
  it('switches allowOverrides and the origins under the lock, with a history line, keeping the remotes', () => {
    writeBuild('1.0.0');
    release('1.0.0');
    expect(
      configureOverrides({ storeDir, allowOverrides: true, origins: ['http://127.0.0.1:4001/'], who: 'ops' }),
    ).toEqual({
      from: { allowOverrides: false, overrideOrigins: [], loadTimeoutMs: 15_000 },
      to: { allowOverrides: true, overrideOrigins: ['http://127.0.0.1:4001'], loadTimeoutMs: 15_000 },
      changed: true,
    });
    const registry = readRegistry(storeDir);
    expect(registry).toMatchObject({ allowOverrides: true, overrideOrigins: ['http://127.0.0.1:4001'] });
    expect(registry.remotes.demo.version).toBe('1.0.0');
    expect(readHistory(storeDir).at(-1)).toMatchObject({
      action: 'config',
      setting: 'overrides',
      remote: null,
      who: 'ops',
      from: { allowOverrides: false, overrideOrigins: [], loadTimeoutMs: 15_000 },
      to: { allowOverrides: true, overrideOrigins: ['http://127.0.0.1:4001'], loadTimeoutMs: 15_000 },
    });
    // Per-remote history (rollback) is not affected by config lines.
    expect(readHistory(storeDir, 'demo')).toHaveLength(1);

    configureOverrides({ storeDir, addOrigins: ['https://staging.example'], removeOrigins: ['http://127.0.0.1:4001'] });
    expect(readRegistry(storeDir)).toMatchObject({ allowOverrides: true, overrideOrigins: ['https://staging.example'] });
    expect(configureOverrides({ storeDir, allowOverrides: true }).changed).toBe(false);
    configureOverrides({ storeDir, allowOverrides: false, origins: [] });
    expect(readRegistry(storeDir)).toMatchObject({ allowOverrides: false, overrideOrigins: [] });
    expect(readHistory(storeDir).filter((line) => line.action === 'config')).toHaveLength(3);
  });

  it('sets the shell\'s load timeout (loadTimeoutMs) within 1–120 s, keeping the other settings', () => {
    writeBuild('1.0.0');
    release('1.0.0');
    expect(readRegistry(storeDir).loadTimeoutMs).toBeUndefined();
    expect(configureOverrides({ storeDir, loadTimeoutMs: 20_000 })).toMatchObject({
      from: { loadTimeoutMs: 15_000 },
      to: { allowOverrides: false, loadTimeoutMs: 20_000 },
      changed: true,
    });
    expect(readRegistry(storeDir)).toMatchObject({ loadTimeoutMs: 20_000, allowOverrides: false });
    configureOverrides({ storeDir, allowOverrides: true });
    expect(readRegistry(storeDir)).toMatchObject({ loadTimeoutMs: 20_000, allowOverrides: true });
    for (const bad of [999, 120_001, 1.5, Number.NaN]) {
      expect(() => configureOverrides({ storeDir, loadTimeoutMs: bad })).toThrow(/--load-timeout must be/);
    }
    expect(readRegistry(storeDir).loadTimeoutMs).toBe(20_000);
  });

  it('refuses anything that is not an http(s) origin, before touching the store', () => {
    expect(normalizeOrigin('HTTPS://Staging.Example:443')).toBe('https://staging.example');
    const before = registryBytes();
    for (const bad of ['staging.example', 'https://staging.example/remotes', 'ftp://x.example', '*']) {
      expect(() => configureOverrides({ storeDir, origins: [bad] })).toThrow(/is not an origin/);
    }
    expect(registryBytes()).toEqual(before);
  });
});
