// The disk cache of pattern databases: a valid file is reused; a corrupt, truncated or stale one is
// never trusted, but rebuilt and overwritten.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { buildPatternSet } from '../../src/engine/heuristics/pattern-database.js';
import { forgetPatternSets, patternSet, patternSetKey, patternSetOrigin } from '../../src/engine/heuristics/pattern-cache.js';
import { cacheFile, patternCacheDir } from '../../src/engine/heuristics/pattern-disk-cache.js';
import { blockPartition } from '../../src/engine/heuristics/partition.js';

const dir = mkdtempSync(join(tmpdir(), 'slidepuzzle-cache-test-'));
const previous = process.env.SLIDEPUZZLE_CACHE_DIR;
const goal = defaultGoal(parseBoard('3,3,123456780'));
const partition = blockPartition(goal, 4);
const expected = buildPatternSet(goal, partition).databases;

/** Reads the set as a fresh thread would: nothing in memory, the disk cache as it is. */
function fresh() {
  forgetPatternSets();
  const set = patternSet(goal, partition);
  expect(set.databases).toEqual(expected);
  return patternSetOrigin(set)?.source;
}

const path = () => cacheFile(patternSetKey(goal, partition))!;

function file(): string {
  expect(existsSync(path())).toBe(true);
  return path();
}

/** Rewrites the file with `edit` applied to its header JSON, and a correct checksum (only the header is wrong). */
function editHeader(edit: (header: Record<string, unknown>) => void) {
  const bytes = readFileSync(file());
  const length = bytes.readUInt32LE(12);
  const header = JSON.parse(bytes.subarray(16, 16 + length).toString());
  edit(header);
  const text = Buffer.from(JSON.stringify(header));
  const prefix = Buffer.from(bytes.subarray(0, 16));
  prefix.writeUInt32LE(text.length, 12);
  const body = Buffer.concat([prefix, text, bytes.subarray(16 + length, bytes.length - 4)]);
  writeFileSync(file(), Buffer.concat([body, Buffer.from(Uint32Array.of(crc32(body)).buffer)]));
}

describe('the pattern database disk cache', () => {
  beforeEach(() => {
    process.env.SLIDEPUZZLE_CACHE_DIR = dir;
    rmSync(path(), { force: true });
  });
  afterAll(() => {
    process.env.SLIDEPUZZLE_CACHE_DIR = previous;
    forgetPatternSets();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lives in SLIDEPUZZLE_CACHE_DIR, and a valid file is read back instead of building', () => {
    expect(patternCacheDir()).toBe(dir);
    expect(fresh()).toBe('build');
    expect(file().startsWith(dir)).toBe(true);
    expect(fresh()).toBe('disk');
  });

  it.each([
    ['a flipped byte in a database', (bytes: Buffer) => { bytes[bytes.length >> 1] ^= 1; return bytes; }],
    ['a flipped byte in the checksum', (bytes: Buffer) => { bytes[bytes.length - 1] ^= 1; return bytes; }],
    ['a truncated file', (bytes: Buffer) => bytes.subarray(0, bytes.length - 100)],
    ['an empty file', () => Buffer.alloc(0)],
    ['another format version', (bytes: Buffer) => { bytes.writeUInt32LE(99, 8); return bytes; }],
  ])('rebuilds on %s, and overwrites the file', (_kind, corrupt) => {
    fresh();
    writeFileSync(file(), corrupt(readFileSync(file())));
    expect(fresh()).toBe('build');
    expect(fresh()).toBe('disk');
  });

  it.each([
    ['a file from another engine build (stale stamp)', (h: Record<string, unknown>) => { h.stamp = '0000000000000000'; }],
    ['a file made for another key', (h: Record<string, unknown>) => { h.key = 'something else'; }],
    ['sizes that do not add up', (h: Record<string, unknown>) => { h.sizes = [1, 2]; }],
  ])('rebuilds on %s, even with a matching checksum', (_kind, edit) => {
    fresh();
    editHeader(edit);
    expect(fresh()).toBe('build');
    expect(fresh()).toBe('disk');
  });

  it('is off with SLIDEPUZZLE_CACHE_DIR=off, and never holds goals with walls', () => {
    process.env.SLIDEPUZZLE_CACHE_DIR = 'off';
    expect(patternCacheDir()).toBeUndefined();
    expect(fresh()).toBe('build');
    process.env.SLIDEPUZZLE_CACHE_DIR = dir;
    expect(existsSync(path())).toBe(false);
    const walled = defaultGoal(parseBoard('3,3,1=3456780'));
    forgetPatternSets();
    expect(patternSetOrigin(patternSet(walled, blockPartition(walled, 3)))?.source).toBe('build');
    forgetPatternSets();
    expect(patternSetOrigin(patternSet(walled, blockPartition(walled, 3)))?.source).toBe('build');
  });
});
