import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock } from './lock.js';

describe('data directory lock (ARCHITECTURE §5: one process per PGlite directory)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes our pid and removes the file on release', () => {
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('refuses a lock held by a live process', () => {
    const holder = process.ppid; // alive for the duration of the test
    writeFileSync(path.join(dir, 'db.lock'), `${holder}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`in use by process ${holder}`));
  });

  it('takes over a stale lock of a dead process', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(path.join(dir, 'db.lock'), `${dead}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});
