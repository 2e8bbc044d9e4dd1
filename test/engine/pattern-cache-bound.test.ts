// The disk cache's size bound (least recently used files go first), its info and clear, its
// temporary file names, and the `slidepuzzle cache` command.
import fs, { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_CACHE_MAX_MB, cacheFile, clearPatternCache, loadFromDisk, patternCacheInfo, patternCacheMaxBytes, saveToDisk,
} from '../../src/engine/heuristics/pattern-disk-cache.js';
import { cli } from '../helpers/cli.js';

const KIB = 1024;
const previous = { dir: process.env.SLIDEPUZZLE_CACHE_DIR, max: process.env.SLIDEPUZZLE_CACHE_MAX_MB };
let dir: string;

/** Stores `kib` KiB under `key`, then dates the file `ageSeconds` back (its last use). */
function store(key: string, kib: number, ageSeconds = 0): string {
  saveToDisk(key, [new Uint8Array(kib * KIB).fill(7)]);
  const path = cacheFile(key)!;
  if (existsSync(path) && ageSeconds > 0) {
    const then = new Date(Date.now() - ageSeconds * 1000);
    utimesSync(path, then, then);
  }
  return path;
}

const cacheFiles = () => readdirSync(dir).filter((name) => name.startsWith('patterns-')).sort();

beforeEach(() => {
  // A folder of this file's own: the suite's shared test cache is never cleared here.
  dir = mkdtempSync(join(tmpdir(), 'slidepuzzle-bound-test-'));
  process.env.SLIDEPUZZLE_CACHE_DIR = dir;
  delete process.env.SLIDEPUZZLE_CACHE_MAX_MB;
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

afterAll(() => {
  for (const [name, value] of [['SLIDEPUZZLE_CACHE_DIR', previous.dir], ['SLIDEPUZZLE_CACHE_MAX_MB', previous.max]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('the bound', () => {
  it(`is SLIDEPUZZLE_CACHE_MAX_MB mebibytes, ${DEFAULT_CACHE_MAX_MB} when unset or not a number of zero or more`, () => {
    expect(patternCacheMaxBytes({})).toBe(DEFAULT_CACHE_MAX_MB * 2 ** 20);
    expect(patternCacheMaxBytes({ SLIDEPUZZLE_CACHE_MAX_MB: '50' })).toBe(50 * 2 ** 20);
    expect(patternCacheMaxBytes({ SLIDEPUZZLE_CACHE_MAX_MB: '0.5' })).toBe(2 ** 19);
    expect(patternCacheMaxBytes({ SLIDEPUZZLE_CACHE_MAX_MB: '0' })).toBe(0);
    for (const bad of ['', 'lots', '-1']) expect(patternCacheMaxBytes({ SLIDEPUZZLE_CACHE_MAX_MB: bad })).toBe(DEFAULT_CACHE_MAX_MB * 2 ** 20);
  });

  it('after a write, removes the least recently used files until the rest fit; a read counts as a use', () => {
    process.env.SLIDEPUZZLE_CACHE_MAX_MB = '1'; // 1024 KiB
    const oldest = store('a', 300, 300);
    const older = store('b', 300, 200);
    const old = store('c', 300, 100);
    expect(patternCacheInfo()).toMatchObject({ dir, files: 3, maxBytes: 2 ** 20 });
    expect(loadFromDisk('a')).toHaveLength(1); // 'a' is now the most recently used
    const newest = store('d', 300);
    expect(existsSync(older)).toBe(false);
    for (const kept of [oldest, old, newest]) expect(existsSync(kept)).toBe(true);
    expect(patternCacheInfo()!.bytes).toBeLessThanOrEqual(2 ** 20);
  });

  it('holds even against the file just written, so 0 keeps nothing', () => {
    process.env.SLIDEPUZZLE_CACHE_MAX_MB = '0';
    store('a', 10);
    expect(cacheFiles()).toEqual([]);
    expect(loadFromDisk('a')).toBeUndefined();
  });

  it("counts and removes only the cache's own files, and a writer's temporary file once it is an hour old", () => {
    process.env.SLIDEPUZZLE_CACHE_MAX_MB = '1';
    writeFileSync(join(dir, 'notes.txt'), new Uint8Array(2 * 2 ** 20)); // not the cache's
    const fresh = join(dir, `${'patterns-'.padEnd(33, '0')}.bin.123.4.tmp`);
    const stale = join(dir, `${'patterns-'.padEnd(33, '1')}.bin.123.4.tmp`);
    writeFileSync(fresh, new Uint8Array(100 * KIB));
    writeFileSync(stale, new Uint8Array(100 * KIB));
    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    const kept = store('a', 500);
    expect(existsSync(join(dir, 'notes.txt'))).toBe(true);
    expect(existsSync(fresh)).toBe(true); // another writer's, still being written
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(kept)).toBe(true);
  });
});

describe('writes', () => {
  it('go to a temporary file named after the process and the thread, then a rename', () => {
    const rename = vi.spyOn(fs, 'renameSync');
    try {
      store('a', 1);
      expect(rename).toHaveBeenCalledWith(`${cacheFile('a')}.${process.pid}.${threadId}.tmp`, cacheFile('a'));
    } finally {
      rename.mockRestore();
    }
  });
});

describe('clearPatternCache', () => {
  it('removes every cache file and nothing else', () => {
    const bytes = statSync(store('a', 10)).size + statSync(store('b', 20)).size;
    writeFileSync(join(dir, 'keep.txt'), 'mine');
    expect(clearPatternCache()).toEqual({ files: 2, bytes });
    expect(cacheFiles()).toEqual([]);
    expect(readdirSync(dir)).toEqual(['keep.txt']);
  });
});

describe('slidepuzzle cache', () => {
  it('--info (the default) prints the folder, the files and their size, and the bound', () => {
    store('a', 1024);
    for (const args of [['cache'], ['cache', '--info']]) {
      const { code, stdout } = cli(args);
      expect(code).toBe(0);
      expect(stdout).toBe(`folder: ${dir}\nfiles: 1 (1.0 MiB)\nbound: ${DEFAULT_CACHE_MAX_MB}.0 MiB (SLIDEPUZZLE_CACHE_MAX_MB)\n`);
    }
  });

  it('--clear empties it', () => {
    store('a', 1024);
    store('b', 1024);
    const { code, stdout } = cli(['cache', '--clear']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^removed 2 files \(2\.0 MiB\) from /);
    expect(cacheFiles()).toEqual([]);
  });

  it('says when the cache is off, and rejects unknown options with one line and exit 2', () => {
    process.env.SLIDEPUZZLE_CACHE_DIR = 'off';
    expect(cli(['cache', '--clear'])).toMatchObject({ code: 0, stdout: 'pattern database cache: off (SLIDEPUZZLE_CACHE_DIR=off)\n' });
    expect(cli(['cache', '--bogus'])).toMatchObject({ code: 2, stderr: expect.stringMatching(/^slidepuzzle: unknown option '--bogus'\n$/) });
  });
});
