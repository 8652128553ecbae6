import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EMPTY_REGISTRY, liveRegistryReader, originsOfRegistry } from './live-registry.js';

/** Issue 20: the origins the Content-Security-Policy allows follow the live registry. */

describe('originsOfRegistry', () => {
  it('names the origins of absolute remote entries, once each, and leaves relative entries to self', () => {
    expect(
      originsOfRegistry({
        allowOverrides: false,
        overrideOrigins: ['https://staging.example'],
        remotes: {
          a: { entry: 'https://cdn.example/a/1.0.0/mf-manifest.json' },
          b: { entry: 'https://cdn.example/b/2.0.0/mf-manifest.json' },
          c: { entry: '/remotes/c/1.0.0/mf-manifest.json' },
          d: { entry: 'javascript:alert(1)' },
          e: null,
        },
      }),
    ).toEqual({ remotes: ['https://cdn.example'], overrides: [] });
  });

  it('names the override origins only when overrides are allowed', () => {
    const registry = {
      overrideOrigins: ['https://staging.example/', 'ftp://files.example', 42],
      remotes: {},
    };
    expect(originsOfRegistry({ ...registry, allowOverrides: true }).overrides).toEqual([
      'https://staging.example',
    ]);
    expect(originsOfRegistry({ ...registry, allowOverrides: 'true' }).overrides).toEqual([]);
  });

  it('names nothing for a document that is not a registry', () => {
    expect(originsOfRegistry(null)).toEqual({ remotes: [], overrides: [] });
    expect(originsOfRegistry(['https://cdn.example'])).toEqual({ remotes: [], overrides: [] });
  });
});

describe('liveRegistryReader', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'portal-registry-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const file = () => path.join(dir, 'remotes.json');
  const write = (origin: string) =>
    writeFileSync(
      file(),
      JSON.stringify({ allowOverrides: false, remotes: { a: { entry: `${origin}/a/mf-manifest.json` } } }),
    );

  it('follows each release without a restart, and keeps the last good read of a broken file', () => {
    const live = liveRegistryReader(dir);
    const read = () => live().origins;
    expect(read().remotes).toEqual([]);
    expect(JSON.parse(live().json)).toEqual(EMPTY_REGISTRY);
    write('https://one.example');
    expect(read().remotes).toEqual(['https://one.example']);
    expect(JSON.parse(live().json).remotes.a.entry).toBe('https://one.example/a/mf-manifest.json');
    writeFileSync(file(), '{"remotes": {');
    expect(read().remotes).toEqual(['https://one.example']);
    expect(JSON.parse(live().json).remotes.a.entry).toBe('https://one.example/a/mf-manifest.json');
    // Written as the release store writes it: a new file renamed over the old one.
    writeFileSync(
      `${file()}.tmp`,
      JSON.stringify({ remotes: { a: { entry: 'https://two.example.org/a.json' } } }),
    );
    renameSync(`${file()}.tmp`, file());
    expect(read().remotes).toEqual(['https://two.example.org']);
    rmSync(file());
    expect(read().remotes).toEqual([]);
    expect(JSON.parse(live().json)).toEqual(EMPTY_REGISTRY);
  });
});
