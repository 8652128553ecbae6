import path from 'node:path';
import { createSharedConfig, packageNameOf, SHARED_LIBRARIES, SHARED_WORKSPACE_PACKAGES } from './shared-singletons';

const workspaceRoot = path.resolve(__dirname, '../../../..');
const shellDir = path.join(workspaceRoot, 'shell');

describe('createSharedConfig (ARCHITECTURE §2 shared singletons)', () => {
  const shared = createSharedConfig(shellDir, workspaceRoot);

  it('shares every library of the one list, including the subpaths react-dom/client and react/jsx-runtime', () => {
    expect(Object.keys(shared)).toEqual([...SHARED_LIBRARIES, ...SHARED_WORKSPACE_PACKAGES]);
    expect(shared).toHaveProperty(['react-dom/client']);
    expect(shared).toHaveProperty(['react/jsx-runtime']);
  });

  it('makes each a non-eager singleton with a semver requiredVersion from what is installed', () => {
    for (const [key, entry] of Object.entries(shared)) {
      expect({ key, singleton: entry.singleton, eager: entry.eager }).toEqual({ key, singleton: true, eager: false });
      expect(entry.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+/);
      expect(entry.requiredVersion).toBe(`^${entry.version}`);
    }
    expect(shared.react.version).toBe(shared['react/jsx-runtime'].version);
    expect(shared['react-dom'].version).toBe(shared['react-dom/client'].version);
  });

  it('gives the @portal/* packages their real semver (workspace:* is not semver)', () => {
    for (const name of SHARED_WORKSPACE_PACKAGES) expect(shared[name].requiredVersion).toBe('^0.1.0');
  });
});

describe('packageNameOf', () => {
  it.each([
    ['react-dom/client', 'react-dom'],
    ['react/jsx-runtime', 'react'],
    ['@ant-design/icons', '@ant-design/icons'],
    ['@portal/ui', '@portal/ui'],
  ])('%s → %s', (key, name) => expect(packageNameOf(key)).toBe(name));
});
