// The on-disk cache of pattern databases, in Node only (elsewhere it is simply absent).
// Folder: $SLIDEPUZZLE_CACHE_DIR, else $XDG_CACHE_HOME/slidepuzzle, else ~/.cache/slidepuzzle;
// SLIDEPUZZLE_CACHE_DIR=off turns it off. A file is named by its key and the engine stamp (a hash
// of the wasm module that builds), and trusted only if its magic, format version, stamp, key, sizes
// and CRC-32 all match; any other file at that name is ignored, then rebuilt and overwritten. Writes
// go to a temporary file named after the process and the thread, then a rename, so a reader never
// sees half a file and two writers never share one. The folder is bounded: after each write, the
// files used least recently (a read or a write sets a file's modification time) are removed until
// the cache's files fit in $SLIDEPUZZLE_CACHE_MAX_MB mebibytes (1,024 by default: room for the
// 15-puzzle's 7-8 databases, 275 MiB, and the rest). Only this cache's own files are ever counted
// or removed, whatever else the folder holds.
import { WASM_BASE64 } from '../../core/wasm-bytes.generated.js';

const MAGIC = 'SLIDEPDB';
/** The default bound of the disk cache's files, in MiB: 1,024 (`SLIDEPUZZLE_CACHE_MAX_MB` overrides it). */
export const DEFAULT_CACHE_MAX_MB = 1024;
/** A cache file, or a writer's temporary file (its process id and thread id before .tmp). */
const CACHE_FILE = /^patterns-[0-9a-f]{24}\.bin(\.\d+\.\d+\.tmp)?$/;
/** A temporary file this old is left over from a writer that died: it is removed. */
const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/** 2: a CRC-32 of the file ends it (1 had a SHA-256, which took 0.33 s over 550 MiB, against 0.12). */
const FORMAT_VERSION = 2;
const CHECK_BYTES = 4;

type Fs = typeof import('node:fs');
type Path = typeof import('node:path');
type Os = typeof import('node:os');
type Crypto = typeof import('node:crypto');
type Zlib = typeof import('node:zlib');
type WorkerThreads = typeof import('node:worker_threads');

interface Node {
  readonly fs: Fs;
  readonly path: Path;
  readonly crypto: Crypto;
  readonly zlib: Zlib;
  readonly dir: string;
  readonly processId: number;
  readonly threadId: number;
}

/** Node's modules, loaded without an import statement so browser bundles never see them. */
function node(): Node | undefined {
  const process = globalThis.process;
  if (typeof process?.getBuiltinModule !== 'function') return undefined;
  const dir = cacheDir(process.env, process.getBuiltinModule('node:path') as Path, process.getBuiltinModule('node:os') as Os);
  if (dir === undefined) return undefined;
  return {
    fs: process.getBuiltinModule('node:fs') as Fs,
    path: process.getBuiltinModule('node:path') as Path,
    crypto: process.getBuiltinModule('node:crypto') as Crypto,
    zlib: process.getBuiltinModule('node:zlib') as Zlib,
    dir,
    processId: process.pid,
    threadId: (process.getBuiltinModule('node:worker_threads') as WorkerThreads).threadId,
  };
}

function cacheDir(env: NodeJS.ProcessEnv, path: Path, os: Os): string | undefined {
  if (env.SLIDEPUZZLE_CACHE_DIR === 'off') return undefined;
  if (env.SLIDEPUZZLE_CACHE_DIR) return env.SLIDEPUZZLE_CACHE_DIR;
  return path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'slidepuzzle');
}

/**
 * Where the pattern database disk cache lives now: `$SLIDEPUZZLE_CACHE_DIR`, else
 * `$XDG_CACHE_HOME/slidepuzzle`, else `~/.cache/slidepuzzle`.
 * @returns the folder, or undefined when there is no disk cache (not Node 20.16+, or
 * `SLIDEPUZZLE_CACHE_DIR=off`).
 */
export function patternCacheDir(): string | undefined {
  return node()?.dir;
}

/** What the disk cache holds: see {@link patternCacheInfo}. */
export interface PatternCacheInfo {
  /** The cache folder (it may not exist yet). */
  readonly dir: string;
  /** Cache files in it (leftover temporary files included). */
  readonly files: number;
  /** Their total size in bytes. */
  readonly bytes: number;
  /** The bound on that total, in bytes: `SLIDEPUZZLE_CACHE_MAX_MB` MiB, 1,024 MiB by default. */
  readonly maxBytes: number;
}

/**
 * The bound on the disk cache's total size in bytes: `$SLIDEPUZZLE_CACHE_MAX_MB` mebibytes when it
 * is a number of zero or more (0 keeps nothing), else {@link DEFAULT_CACHE_MAX_MB}. After each
 * write, the files used least recently are removed until the cache fits.
 * @param env where to read `SLIDEPUZZLE_CACHE_MAX_MB` (default: `process.env`, or none outside Node)
 * @returns the bound in bytes
 */
export function patternCacheMaxBytes(env: Record<string, string | undefined> = globalThis.process?.env ?? {}): number {
  const text = env.SLIDEPUZZLE_CACHE_MAX_MB?.trim();
  const mib = text ? Number(text) : NaN;
  return Math.floor((Number.isFinite(mib) && mib >= 0 ? mib : DEFAULT_CACHE_MAX_MB) * 2 ** 20);
}

interface Entry { readonly path: string; readonly bytes: number; readonly usedMs: number; readonly temporary: boolean }

/** The cache's own files in its folder (none if the folder does not exist). */
function entries(n: Node): Entry[] {
  let names: string[];
  try {
    names = n.fs.readdirSync(n.dir);
  } catch {
    return [];
  }
  return names.filter((name) => CACHE_FILE.test(name)).flatMap((name) => {
    const path = n.path.join(n.dir, name);
    try {
      const stat = n.fs.statSync(path);
      return stat.isFile() ? [{ path, bytes: stat.size, usedMs: stat.mtimeMs, temporary: name.endsWith('.tmp') }] : [];
    } catch {
      return []; // removed meanwhile by another process
    }
  });
}

/**
 * The disk cache's folder, its files and their size, and its bound.
 * @returns undefined when there is no disk cache (see {@link patternCacheDir}).
 */
export function patternCacheInfo(): PatternCacheInfo | undefined {
  const n = node();
  if (!n) return undefined;
  const files = entries(n);
  return { dir: n.dir, files: files.length, bytes: files.reduce((sum, f) => sum + f.bytes, 0), maxBytes: patternCacheMaxBytes() };
}

/**
 * Removes every file of the disk cache (databases are rebuilt when next needed). Other files in
 * the folder are left alone.
 * @returns the files removed and their bytes, or undefined when there is no disk cache.
 */
export function clearPatternCache(): {
  /** Files removed. */
  readonly files: number;
  /** Their total size in bytes. */
  readonly bytes: number;
} | undefined {
  const n = node();
  if (!n) return undefined;
  let files = 0, bytes = 0;
  for (const entry of entries(n)) {
    if (remove(n, entry.path)) {
      files++;
      bytes += entry.bytes;
    }
  }
  return { files, bytes };
}

function remove(n: Node, path: string): boolean {
  try {
    n.fs.rmSync(path);
    return true;
  } catch {
    return false;
  }
}

/** Removes the least recently used files until the rest fit in the bound; `keep` goes last. */
function evict(n: Node, keep?: string): void {
  const now = Date.now();
  const all = entries(n).filter((entry) => !(entry.temporary && now - entry.usedMs > STALE_TEMPORARY_MS && remove(n, entry.path)));
  // Other writers' temporary files count but are theirs to rename or remove.
  const files = all.filter((entry) => !entry.temporary).sort((a, b) => Number(a.path === keep) - Number(b.path === keep) || a.usedMs - b.usedMs);
  let bytes = all.reduce((sum, entry) => sum + entry.bytes, 0);
  const maxBytes = patternCacheMaxBytes();
  for (const entry of files) {
    if (bytes <= maxBytes) break;
    if (remove(n, entry.path)) bytes -= entry.bytes;
  }
}

function sha256(crypto: Crypto, ...parts: Uint8Array[]): Uint8Array {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
}

/** The CRC-32 of the parts, in order, little-endian: a check against a damaged file, not against tampering. */
function crc32(zlib: Zlib, ...parts: Uint8Array[]): Uint8Array {
  const crc = parts.reduce((value, part) => zlib.crc32(part, value), 0);
  return new Uint8Array(Uint32Array.of(crc).buffer);
}

let stamp: string | undefined;

/** The stamp of the engine that builds databases: files from any other build are stale. */
function engineStamp(crypto: Crypto): string {
  stamp ??= Buffer.from(sha256(crypto, new TextEncoder().encode(WASM_BASE64.small))).toString('hex').slice(0, 16);
  return stamp;
}

/**
 * The file of `key` for this engine build: named by both, so two builds sharing the folder (two
 * installs of different versions) keep a file each rather than rebuilding over each other's; the
 * one not in use leaves as the least recently used.
 */
function fileName(n: Node, key: string): string {
  const name = sha256(n.crypto, new TextEncoder().encode(`${engineStamp(n.crypto)}|${key}`));
  return n.path.join(n.dir, `patterns-${Buffer.from(name).toString('hex').slice(0, 24)}.bin`);
}

/** Layout: MAGIC, u32 format, u32 header length, header JSON, databases, CRC-32 of all before it. */
function encode(n: Node, key: string, databases: readonly Uint8Array[]): Uint8Array {
  const header = new TextEncoder().encode(JSON.stringify({ key, stamp: engineStamp(n.crypto), sizes: databases.map((d) => d.length) }));
  const prefix = new Uint8Array(MAGIC.length + 8);
  prefix.set(new TextEncoder().encode(MAGIC));
  const view = new DataView(prefix.buffer);
  view.setUint32(MAGIC.length, FORMAT_VERSION, true);
  view.setUint32(MAGIC.length + 4, header.length, true);
  const body = [prefix, header, ...databases];
  return Buffer.concat([...body, crc32(n.zlib, ...body)]);
}

function decode(n: Node, key: string, file: Uint8Array): Uint8Array[] | undefined {
  const fixed = MAGIC.length + 8;
  if (file.length < fixed + CHECK_BYTES || new TextDecoder().decode(file.subarray(0, MAGIC.length)) !== MAGIC) return undefined;
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (view.getUint32(MAGIC.length, true) !== FORMAT_VERSION) return undefined;
  const headerEnd = fixed + view.getUint32(MAGIC.length + 4, true);
  const bodyEnd = file.length - CHECK_BYTES;
  if (headerEnd > bodyEnd) return undefined;
  const expected = crc32(n.zlib, file.subarray(0, bodyEnd));
  if (!Buffer.from(expected).equals(file.subarray(bodyEnd))) return undefined;
  let header: { key?: unknown; stamp?: unknown; sizes?: unknown };
  try {
    header = JSON.parse(new TextDecoder().decode(file.subarray(fixed, headerEnd)));
  } catch {
    return undefined;
  }
  const sizes = header.sizes;
  if (header.key !== key || header.stamp !== engineStamp(n.crypto) || !Array.isArray(sizes)) return undefined;
  if (headerEnd + sizes.reduce((a: number, b: number) => a + b, 0) !== bodyEnd) return undefined;
  let at = headerEnd;
  // Views of the file, which is little more than the databases: copying the 7-8 set's 275 MiB would
  // cost a tenth of a second.
  return sizes.map((size: number) => {
    const view = new Uint8Array(file.buffer, file.byteOffset + at, size);
    at += size;
    return view;
  });
}

/** The databases stored under `key`, if a valid file holds them. */
export function loadFromDisk(key: string): Uint8Array[] | undefined {
  const n = node();
  if (!n) return undefined;
  let file: Uint8Array;
  try {
    file = n.fs.readFileSync(fileName(n, key));
  } catch {
    return undefined;
  }
  const databases = decode(n, key, file);
  if (databases) {
    // Marks the file as just used, for eviction (access times are often not kept).
    try {
      const now = new Date();
      n.fs.utimesSync(fileName(n, key), now, now);
    } catch {
      // Removed meanwhile: the databases are read already.
    }
  }
  return databases;
}

/** Stores the databases under `key`; a cache that cannot be written is skipped, not an error. */
export function saveToDisk(key: string, databases: readonly Uint8Array[]): void {
  const n = node();
  if (!n) return;
  const target = fileName(n, key);
  // Process and thread: the batch's worker threads share a process id.
  const temporary = `${target}.${n.processId}.${n.threadId}.tmp`;
  try {
    n.fs.mkdirSync(n.dir, { recursive: true });
    n.fs.writeFileSync(temporary, encode(n, key, databases));
    n.fs.renameSync(temporary, target);
  } catch {
    n.fs.rmSync(temporary, { force: true });
    return;
  }
  evict(n, target);
}

/** The file that holds `key` (for tests and for people clearing the cache). */
export function cacheFile(key: string): string | undefined {
  const n = node();
  return n && fileName(n, key);
}

/** Whether a file is stored under `key` (its contents are checked only when read). */
export function storedOnDisk(key: string): boolean {
  const n = node();
  return n !== undefined && n.fs.existsSync(fileName(n, key));
}
