import fs from 'node:fs';
import path from 'node:path';
import {
  ANTD_USED_EXPORTS,
  ROUTER_USED_EXPORTS,
  createSharedConfig,
  packageNameOf,
  SHARED_LIBRARIES,
  SHARED_WORKSPACE_PACKAGES,
} from './shared-singletons';

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
      if (!key.startsWith('@portal/')) expect(entry.requiredVersion).toBe(`^${entry.version}`);
    }
    expect(shared.react.version).toBe(shared['react/jsx-runtime'].version);
    expect(shared['react-dom'].version).toBe(shared['react-dom/client'].version);
  });

  it('shares only the stateful @portal packages, each on its major line (the release check compares exports)', () => {
    expect([...SHARED_WORKSPACE_PACKAGES]).toEqual(['@portal/i18n', '@portal/api', '@portal/session']);
    for (const name of ['@portal/domain', '@portal/ui', '@portal/federation']) expect(shared).not.toHaveProperty([name]);
    for (const name of SHARED_WORKSPACE_PACKAGES) {
      const major = shared[name].version!.split('.')[0];
      expect(Number(major)).toBeGreaterThanOrEqual(1);
      expect(shared[name].requiredVersion).toBe(`^${major}.0.0`);
    }
  });

  it('shares TanStack Query (the one QueryClient context) and the stateful libraries', () => {
    for (const key of ['@tanstack/react-query', 'react', 'antd', 'i18next', 'zustand']) expect(shared).toHaveProperty([key]);
  });
});

/** Every .ts/.tsx file below `dir` (no node_modules, no dist). */
function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('antd shared tree-shaking (bundle weight, ARCHITECTURE §2)', () => {
  it('does not share @ant-design/icons (each app tree-shakes its icons)', () => {
    expect(SHARED_LIBRARIES).not.toContain('@ant-design/icons');
  });

  it('shares antd tree-shaken to the platform-wide list of used exports', () => {
    const shared = createSharedConfig(shellDir, workspaceRoot);
    expect(shared.antd.treeShaking).toEqual({ mode: 'runtime-infer', usedExports: [...ANTD_USED_EXPORTS] });
  });

  it('lists every antd export that the shell, the remotes and the @portal/* packages import', () => {
    const roots = fs
      .readdirSync(workspaceRoot)
      .filter((name) => name === 'shell' || name.startsWith('mf-'))
      .map((name) => path.join(workspaceRoot, name, 'src'));
    roots.push(
      ...fs.readdirSync(path.join(workspaceRoot, 'packages')).map((name) => path.join(workspaceRoot, 'packages', name, 'src')),
    );
    const used = new Set<string>();
    for (const file of roots.flatMap(sourceFiles)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s*(?!type\b)\{([^}]*)\}\s*from\s*'antd'/g)) {
        for (const part of match[1].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0].trim();
          if (name && !name.startsWith('type ')) used.add(name);
        }
      }
      expect({ file, namespaceImport: /import\s+\*\s+as\s+\w+\s+from\s+'antd'/.test(text) }).toEqual({
        file,
        namespaceImport: false,
      });
    }
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter((name) => !(ANTD_USED_EXPORTS as readonly string[]).includes(name));
    expect(missing).toEqual([]);
  });
});

/** Every source file of the shell, the remotes and the @portal/* packages. */
function platformSourceFiles(): string[] {
  const roots = fs
    .readdirSync(workspaceRoot)
    .filter((name) => name === 'shell' || name.startsWith('mf-'))
    .map((name) => path.join(workspaceRoot, name, 'src'));
  roots.push(
    ...fs.readdirSync(path.join(workspaceRoot, 'packages')).map((name) => path.join(workspaceRoot, 'packages', name, 'src')),
  );
  return roots.flatMap(sourceFiles);
}

describe('react-router shared tree-shaking (bundle weight, ARCHITECTURE §2)', () => {
  it('shares react-router and react-router-dom tree-shaken to one list of used exports', () => {
    const shared = createSharedConfig(shellDir, workspaceRoot);
    for (const key of ['react-router', 'react-router-dom']) {
      expect(shared[key].singleton).toBe(true);
      expect(shared[key].treeShaking).toEqual({ mode: 'runtime-infer', usedExports: [...ROUTER_USED_EXPORTS] });
    }
  });

  it('lists every react-router(-dom) export that the shell, the remotes and the @portal/* packages import', () => {
    const used = new Set<string>();
    for (const file of platformSourceFiles()) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s*(?!type\b)\{([^}]*)\}\s*from\s*'react-router(?:-dom)?'/g)) {
        for (const part of match[1].split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0].trim();
          if (name && !name.startsWith('type ')) used.add(name);
        }
      }
      expect({
        file,
        namespaceImport: /import\s+\*\s+as\s+\w+\s+from\s+'react-router(?:-dom)?'/.test(text),
        subpathImport: /from\s+'react-router(?:-dom)?\//.test(text),
        reExport: /export\s+(\*|\{[^}]*\})\s+from\s+'react-router(?:-dom)?'/.test(text),
      }).toEqual({ file, namespaceImport: false, subpathImport: false, reExport: false });
    }
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used].filter((name) => !(ROUTER_USED_EXPORTS as readonly string[]).includes(name));
    expect(missing).toEqual([]);
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
