import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `pnpm new:remote <name>` (packages/remote-kit/bin/new-remote.mjs) on a throwaway workspace: what it writes and
 * what it refuses. That the generated remote builds, releases and mounts behind its menu entry is proven end to end
 * (packages/e2e/tests/new-remote.spec.ts).
 */
const script = path.resolve(__dirname, '..', 'bin', 'new-remote.mjs');
let root: string;

const run = (...args: string[]) =>
  spawnSync(process.execPath, [script, ...args, '--no-install', '--root', root], { encoding: 'utf8' });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-remote-'));
  for (const [dir, port] of [
    ['shell', 3000],
    ['mf-documents', 3005],
  ] as const) {
    fs.mkdirSync(path.join(root, dir));
    fs.writeFileSync(path.join(root, dir, 'webpack.config.ts'), `export default { port: ${port} };\n`);
  }
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('pnpm new:remote', () => {
  it('takes the name as the first argument when no --root is given (`pnpm new:remote helpdesk`)', () => {
    const parse = (...args: string[]) => {
      const code = `import { parseArgs } from ${JSON.stringify(script)}; console.log(JSON.stringify(parseArgs(${JSON.stringify(args)})));`;
      const out = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
      return JSON.parse(out.stdout) as { name?: string; install: boolean };
    };
    expect(parse('helpdesk')).toMatchObject({ name: 'helpdesk', install: true });
    expect(parse('--', 'helpdesk', '--no-install')).toMatchObject({ name: 'helpdesk', install: false });
    expect(parse('--root', '/tmp/w', 'helpdesk').name).toBe('helpdesk');
    expect(parse('--no-install').name).toBeUndefined();
  });

  it('writes a remote over the kit: package files, one route table, en/nl catalogs, a first page and tests', () => {
    const result = run('helpdesk');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const dir = path.join(root, 'mf-helpdesk');
    const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
    expect(fs.existsSync(path.join(dir, 'src/routes.tsx'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'src/features/helpdesk/pages/helpdesk-page.test.tsx'))).toBe(true);
    expect(JSON.parse(read('package.json')).name).toBe('@portal/mf-helpdesk');
    expect(read('webpack.config.ts')).toMatch(/name: 'helpdesk'[\s\S]*port: 3006/);
    expect(read('src/routes.tsx')).toContain('export const helpdesk = defineRemote({');
    expect(read('src/features/helpdesk/pages/helpdesk-page.tsx')).toContain('export function HelpdeskPage()');
    expect(JSON.parse(read('src/locales/nl.json')).routes.helpdesk).toBe('Helpdesk');
    // No placeholder is left anywhere.
    const all = (d: string): string[] =>
      fs
        .readdirSync(d, { withFileTypes: true })
        .flatMap((e) => (e.isDirectory() ? all(path.join(d, e.name)) : [path.join(d, e.name)]));
    expect(
      all(dir).filter((file) => /__(name|Name|port)__/.test(file + fs.readFileSync(file, 'utf8'))),
    ).toEqual([]);
  });

  it('refuses a name that is not a container name, a reserved one and an existing remote', () => {
    expect(run('Help-Desk')).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('is not a remote name'),
    });
    expect(run('shell')).toMatchObject({ status: 1, stderr: expect.stringContaining('reserved') });
    expect(run('documents')).toMatchObject({
      status: 1,
      stderr: expect.stringContaining('mf-documents already exists'),
    });
    expect(run('faq')).toMatchObject({ status: 0 });
    expect(run('faq')).toMatchObject({ status: 1, stderr: expect.stringContaining('mf-faq already exists') });
    expect(run()).toMatchObject({ status: 2 });
  });
});
