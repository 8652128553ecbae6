import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ReleaseError,
  appendHistory,
  readHistory,
  storeBuild,
  storePaths,
  updateRegistry,
  withLock,
  writeJsonAtomic,
} from './store.mjs';

const STORE_MODULE = path.join(__dirname, 'store.mjs');
let tmp: string;

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-store-'));
});
afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Runs an ES module snippet in a separate Node process; resolves with its stdout. */
function runNode(code: string, onStdout?: (chunk: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      onStdout?.(String(chunk));
    });
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${err}`))));
  });
}

describe('writeJsonAtomic', () => {
  it('writes the whole document and leaves no temporary file', () => {
    const file = path.join(tmp, 'remotes.json');
    writeJsonAtomic(file, { a: 1 });
    writeJsonAtomic(file, { a: 2 });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ a: 2 });
    expect(fs.readdirSync(tmp)).toEqual(['remotes.json']);
  });

  it('keeps the old file when writing fails', () => {
    const file = path.join(tmp, 'remotes.json');
    writeJsonAtomic(file, { a: 1 });
    expect(() => writeJsonAtomic(file, { big: BigInt(1) })).toThrow();
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ a: 1 });
    expect(fs.readdirSync(tmp)).toEqual(['remotes.json']);
  });

  it('never shows a reader a partial file', async () => {
    const file = path.join(tmp, 'remotes.json');
    const big = (n: number) => ({
      n,
      remotes: Array.from({ length: 20_000 }, (_, i) => ({ i, name: `remote-${i}` })),
    });
    writeJsonAtomic(file, big(0));
    let started!: () => void;
    const ready = new Promise<void>((resolve) => (started = resolve));
    // The reader parses the file in a loop until the writer drops a "done" marker; it prints its failure count.
    const reader = runNode(
      `import fs from 'node:fs';
       let reads = 0, bad = 0; console.log('ready');
       while (!fs.existsSync(${JSON.stringify(`${file}.done`)})) {
         try { JSON.parse(fs.readFileSync(${JSON.stringify(file)}, 'utf8')); reads++; } catch { bad++; }
       }
       console.log(JSON.stringify({ reads, bad }));`,
      (chunk) => chunk.includes('ready') && started(),
    );
    await ready;
    for (let n = 1; n <= 40; n++) writeJsonAtomic(file, big(n));
    fs.writeFileSync(`${file}.done`, '');
    const { reads, bad } = JSON.parse((await reader).trim().split('\n').pop()!);
    expect(reads).toBeGreaterThan(0);
    expect(bad).toBe(0);
  });
});

describe('withLock', () => {
  it('serialises concurrent writers in separate processes (no lost update)', async () => {
    const counter = path.join(tmp, 'counter.json');
    writeJsonAtomic(counter, { n: 0 });
    const writer = `import { withLock, writeJsonAtomic, readJson } from ${JSON.stringify(STORE_MODULE)};
      for (let i = 0; i < 5; i++) withLock(${JSON.stringify(tmp)}, () => {
        const { n } = readJson(${JSON.stringify(counter)});
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5); // widen the race window
        writeJsonAtomic(${JSON.stringify(counter)}, { n: n + 1 });
      }, { timeoutMs: 30000 });`;
    await Promise.all([runNode(writer), runNode(writer), runNode(writer), runNode(writer)]);
    expect(JSON.parse(fs.readFileSync(counter, 'utf8'))).toEqual({ n: 20 });
    expect(fs.existsSync(storePaths(tmp).lockFile)).toBe(false);
  });

  it('fails with a clear error while another live process holds the lock', () => {
    const { lockFile } = storePaths(tmp);
    fs.writeFileSync(
      lockFile,
      JSON.stringify({ pid: process.ppid, host: os.hostname(), user: 'alice', at: 'x' }),
    );
    let error: Error | undefined;
    try {
      withLock(tmp, () => 'never', { timeoutMs: 200, retryMs: 20 });
    } catch (e) {
      error = e as Error;
    }
    expect(error).toBeInstanceOf(ReleaseError);
    expect(error!.message).toMatch(/locked by another release \(user alice, pid \d+/);
    expect(error!.message).toContain(lockFile);
    expect(fs.existsSync(lockFile)).toBe(true); // not ours to remove
  });

  it('takes over a lock whose process is gone, and one that is too old', () => {
    const { lockFile } = storePaths(tmp);
    fs.writeFileSync(lockFile, JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname() }));
    expect(withLock(tmp, () => 'ran', { timeoutMs: 200 })).toBe('ran');
    fs.writeFileSync(lockFile, JSON.stringify({ pid: process.ppid, host: 'elsewhere' }));
    const old = new Date(Date.now() - 120_000);
    fs.utimesSync(lockFile, old, old);
    expect(withLock(tmp, () => 'ran again', { timeoutMs: 200 })).toBe('ran again');
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('releases the lock when the critical section throws', () => {
    expect(() =>
      withLock(tmp, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(fs.existsSync(storePaths(tmp).lockFile)).toBe(false);
  });
});

describe('history', () => {
  it('appends one line per changed remote with who, when, from and to', () => {
    updateRegistry(tmp, (r) => ({ ...r, remotes: { a: { version: '1.0.0', entry: 'x', routes: [] } } }), {
      action: 'release',
      who: 'alice',
    });
    updateRegistry(
      tmp,
      (r) => ({ ...r, remotes: { ...r.remotes, a: { ...r.remotes.a, version: '1.1.0' } } }),
      {
        action: 'release',
        who: 'bob',
      },
    );
    // No change: no line.
    updateRegistry(tmp, (r) => r, { action: 'release', who: 'carol' });
    appendHistory(tmp, [{ at: 'now', who: 'x', action: 'release', remote: 'b', from: null, to: '2.0.0' }]);
    const lines = readHistory(tmp, 'a');
    expect(lines.map(({ who, action, remote, from, to }) => ({ who, action, remote, from, to }))).toEqual([
      { who: 'alice', action: 'release', remote: 'a', from: null, to: '1.0.0' },
      { who: 'bob', action: 'release', remote: 'a', from: '1.0.0', to: '1.1.0' },
    ]);
    expect(new Date(lines[0].at).getTime()).not.toBeNaN();
    expect(readHistory(tmp)).toHaveLength(3);
  });
});

describe('storeBuild', () => {
  function makeDist(content: string) {
    const dist = fs.mkdtempSync(path.join(tmp, 'dist-'));
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), content);
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'a.js'), 'a');
    return dist;
  }
  const store = () => path.join(tmp, 'store');

  it('copies a build into <store>/<name>/<version>/ and keeps an identical copy', () => {
    expect(storeBuild(store(), { name: 'demo', version: '1.0.0', dist: makeDist('{}') })).toBe('added');
    expect(fs.readFileSync(path.join(store(), 'demo', '1.0.0', 'assets', 'a.js'), 'utf8')).toBe('a');
    expect(storeBuild(store(), { name: 'demo', version: '1.0.0', dist: makeDist('{}') })).toBe('unchanged');
    expect(fs.readdirSync(path.join(store(), 'demo'))).toEqual(['1.0.0']);
  });

  it('refuses to overwrite a released version with different content', () => {
    storeBuild(store(), { name: 'demo', version: '1.0.0', dist: makeDist('{}') });
    expect(() =>
      storeBuild(store(), { name: 'demo', version: '1.0.0', dist: makeDist('{"changed":1}') }),
    ).toThrow(/demo@1\.0\.0 is already released with different content.*immutable/s);
    expect(fs.readFileSync(path.join(store(), 'demo', '1.0.0', 'mf-manifest.json'), 'utf8')).toBe('{}');
  });

  it("replaces it only when asked to (publish-local's local store)", () => {
    storeBuild(store(), { name: 'demo', version: '1.0.0', dist: makeDist('{}') });
    const dist = makeDist('{"changed":1}');
    expect(storeBuild(store(), { name: 'demo', version: '1.0.0', dist }, { onChanged: 'replace' })).toBe(
      'replaced',
    );
    expect(fs.readFileSync(path.join(store(), 'demo', '1.0.0', 'mf-manifest.json'), 'utf8')).toBe(
      '{"changed":1}',
    );
  });
});
