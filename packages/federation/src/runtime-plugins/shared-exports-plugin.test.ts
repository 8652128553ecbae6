import { createInstance } from '@module-federation/runtime';
import sharedExportsPlugin, { shortfallOf } from './shared-exports-plugin';

/**
 * The shared-exports runtime plugin with real MF runtime instances: a "shell" that provides tree-shaken antd and
 * router copies, and a "documents" remote that shares its scope (as a remote does after the host inits it).
 * `loadShare` answers `false` when the runtime hands out no shared copy: webpack's consume then loads the remote's
 * own copy (webpack-bundler-runtime consumes.js).
 */

const GROUPS = [['antd'], ['react-router', 'react-router-dom']];
/** The libraries' real exports (webpack's used exports also hold member names such as `Item` of `Form.Item`). */
const EXPORT_NAMES = {
  antd: ['App', 'Button', 'ConfigProvider', 'Form', 'Rate', 'Table'],
  'react-router': ['BrowserRouter', 'Route', 'Routes', 'useMatch', 'useParams'],
  'react-router-dom': ['BrowserRouter', 'Route', 'Routes', 'useMatch', 'useParams'],
};
type Exports = Record<string, string[]>;

/** A provided copy: a module object with exactly `names` as exports. */
const copyWith = (names: string[]) => Object.fromEntries(names.map((n) => [n, `${n} component`]));

function sharedOf(exports: Exports, version = { antd: '6.6.8', router: '7.18.5' }) {
  // As webpack's bundler runtime registers a tree-shaken share: `treeShaking.get` loads the tree-shaken copy.
  const get = (key: string) => async () => () => copyWith(exports[key] ?? []);
  const entry = (key: string, v: string) => ({
    version: v,
    get: get(key),
    shareConfig: { singleton: true, requiredVersion: `^${v}` },
    treeShaking: { mode: 'runtime-infer' as const, get: get(key) },
  });
  return {
    antd: entry('antd', version.antd),
    'react-router': entry('react-router', version.router),
    'react-router-dom': entry('react-router-dom', version.router),
  };
}

let counter = 0;
/** A shell that provides `provides`, and a remote needing `needs` that shares the shell's scope. */
function pageWith(provides: Exports, needs: Exports, remoteVersions?: { antd: string; router: string }) {
  counter += 1;
  const shellName = `shell${counter}`;
  const remoteName = `documents${counter}`;
  const shell = createInstance({
    name: shellName,
    remotes: [],
    shared: sharedOf(provides),
    shareStrategy: 'loaded-first',
    plugins: [sharedExportsPlugin({ groups: GROUPS, exportNames: EXPORT_NAMES, usedExports: () => provides })],
  });
  const remote = createInstance({
    name: remoteName,
    remotes: [],
    shared: sharedOf(needs, remoteVersions),
    plugins: [sharedExportsPlugin({ groups: GROUPS, exportNames: EXPORT_NAMES, usedExports: () => needs })],
  });
  remote.initShareScopeMap('default', shell.shareScopeMap.default);
  return { shell, remote };
}

/** What the remote gets for `key`: the shell's copy (its exports) or `false` (load its own). */
async function resolve(
  instance: ReturnType<typeof createInstance>,
  key: string,
  needs: string[],
  requiredVersion: string | false = false,
) {
  // What webpack's consume passes (consumes.js): the consumer's share config and used exports.
  const factory = await instance.loadShare(key, {
    customShareInfo: {
      shareConfig: { singleton: true, requiredVersion },
      treeShaking: { usedExports: needs, mode: 'runtime-infer' },
    },
  } as never);
  return factory === false ? false : Object.keys((factory as () => Record<string, string>)());
}

const BASE = ['App', 'Button', 'ConfigProvider', 'Table'];
const ROUTER = ['BrowserRouter', 'Route', 'Routes', 'useParams'];

describe('shared-exports runtime plugin (independent releases, ARCHITECTURE §2)', () => {
  beforeEach(() => jest.spyOn(console, 'info').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('hands a remote the shell\'s antd copy when the copy has every export the remote uses', async () => {
    const provides = { antd: BASE, 'react-router': ROUTER, 'react-router-dom': ROUTER };
    const { remote } = pageWith(provides, provides);
    expect(await resolve(remote, 'antd', BASE)).toEqual(BASE);
  });

  it('lets a remote that uses Rate (missing from the shell\'s copy) load its own antd, and says why', async () => {
    const provides = { antd: BASE, 'react-router': ROUTER, 'react-router-dom': ROUTER };
    const needs = { ...provides, antd: [...BASE, 'Rate'] };
    const { remote } = pageWith(provides, needs);
    expect(await resolve(remote, 'antd', needs.antd)).toBe(false);
    expect(console.info).toHaveBeenCalledWith(expect.stringMatching(/loads its own antd \(antd: the shared copy lacks Rate\)/));
    // The router is unaffected: still the shell's copy.
    expect(await resolve(remote, 'react-router-dom', ROUTER)).toEqual(ROUTER);
  });

  it('ignores member names that are not exports (Form.Item → "Item"): the shared copy still serves', async () => {
    const provides = { antd: [...BASE, 'Form'], 'react-router': ROUTER, 'react-router-dom': ROUTER };
    const needs = { ...provides, antd: [...BASE, 'Form', 'Item', 'Password'] };
    const { remote } = pageWith(provides, needs);
    expect(await resolve(remote, 'antd', needs.antd)).toEqual([...BASE, 'Form']);
  });

  it('takes both router packages from its own build when either lacks an export (no mixed router contexts)', async () => {
    const provides = { antd: BASE, 'react-router': ROUTER, 'react-router-dom': ROUTER };
    const needs = { ...provides, 'react-router': [...ROUTER, 'useMatch'] };
    const { remote } = pageWith(provides, needs);
    expect(await resolve(remote, 'react-router-dom', ROUTER)).toBe(false);
    expect(await resolve(remote, 'react-router', needs['react-router'])).toBe(false);
    expect(await resolve(remote, 'antd', BASE)).toEqual(BASE);
  });

  it('loads its own copy when the shared copy\'s version is outside the remote\'s range', async () => {
    const provides = { antd: BASE, 'react-router': ROUTER, 'react-router-dom': ROUTER };
    const { shell, remote } = pageWith(provides, provides, { antd: '6.7.0', router: '7.18.5' });
    // The shell's screen loaded antd 6.6.8 first; the remote was built against 6.7.0.
    expect(await resolve(shell, 'antd', BASE)).toEqual(BASE);
    expect(await resolve(remote, 'antd', BASE, '^6.7.0')).toBe(false);
  });
});

describe('shortfallOf', () => {
  const provided = () => ['Button'];
  it('names the missing exports, or the version outside the range, or nothing', () => {
    expect(shortfallOf({ version: '6.6.8' }, ['Button', 'Rate'], '^6.6.8', provided)).toBe('lacks Rate');
    expect(shortfallOf({ version: '6.6.8' }, ['Button'], '^6.7.0', provided)).toBe('version 6.6.8 is outside ^6.7.0');
    expect(shortfallOf({ version: '6.6.8' }, ['Button'], '^6.6.8', provided)).toBeNull();
    // Exports unknown (a build without the plugin): trusted, as MF itself would.
    expect(shortfallOf({ version: '6.6.8' }, ['Rate'], false, () => undefined)).toBeNull();
  });
});
