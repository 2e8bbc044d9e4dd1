// The on-disk cache of pattern databases, in Node only (elsewhere it is simply absent).
// Folder: $SLIDEPUZZLE_CACHE_DIR, else $XDG_CACHE_HOME/slidepuzzle, else ~/.cache/slidepuzzle;
// SLIDEPUZZLE_CACHE_DIR=off turns it off. A file is trusted only if its magic, format version,
// engine stamp (a hash of the wasm module that built it), key, sizes and SHA-256 all match; any
// other file is ignored, then rebuilt and overwritten. Writes go to a temporary file then a rename,
// so a reader never sees half a file.
import { WASM_BASE64 } from '../../../core/wasm-bytes.generated.js';

const MAGIC = 'SLIDEPDB';
const FORMAT_VERSION = 1;
const HASH_BYTES = 32;

type Fs = typeof import('node:fs');
type Path = typeof import('node:path');
type Os = typeof import('node:os');
type Crypto = typeof import('node:crypto');

interface Node {
  readonly fs: Fs;
  readonly path: Path;
  readonly crypto: Crypto;
  readonly dir: string;
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
    dir,
  };
}

function cacheDir(env: NodeJS.ProcessEnv, path: Path, os: Os): string | undefined {
  if (env.SLIDEPUZZLE_CACHE_DIR === 'off') return undefined;
  if (env.SLIDEPUZZLE_CACHE_DIR) return env.SLIDEPUZZLE_CACHE_DIR;
  return path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'slidepuzzle');
}

/** Where the cache lives now, or undefined when there is none (not Node, or turned off). */
export function patternCacheDir(): string | undefined {
  return node()?.dir;
}

function sha256(crypto: Crypto, ...parts: Uint8Array[]): Uint8Array {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part);
  return new Uint8Array(hash.digest());
}

let stamp: string | undefined;

/** The stamp of the engine that builds databases: files from any other build are stale. */
function engineStamp(crypto: Crypto): string {
  stamp ??= Buffer.from(sha256(crypto, new TextEncoder().encode(WASM_BASE64))).toString('hex').slice(0, 16);
  return stamp;
}

function fileName(n: Node, key: string): string {
  return n.path.join(n.dir, `patterns-${Buffer.from(sha256(n.crypto, new TextEncoder().encode(key))).toString('hex').slice(0, 24)}.bin`);
}

/** Layout: MAGIC, u32 format, u32 header length, header JSON, databases, SHA-256 of all before it. */
function encode(n: Node, key: string, databases: readonly Uint8Array[]): Uint8Array {
  const header = new TextEncoder().encode(JSON.stringify({ key, stamp: engineStamp(n.crypto), sizes: databases.map((d) => d.length) }));
  const prefix = new Uint8Array(MAGIC.length + 8);
  prefix.set(new TextEncoder().encode(MAGIC));
  const view = new DataView(prefix.buffer);
  view.setUint32(MAGIC.length, FORMAT_VERSION, true);
  view.setUint32(MAGIC.length + 4, header.length, true);
  const body = [prefix, header, ...databases];
  return Buffer.concat([...body, sha256(n.crypto, ...body)]);
}

function decode(n: Node, key: string, file: Uint8Array): Uint8Array[] | undefined {
  const fixed = MAGIC.length + 8;
  if (file.length < fixed + HASH_BYTES || new TextDecoder().decode(file.subarray(0, MAGIC.length)) !== MAGIC) return undefined;
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (view.getUint32(MAGIC.length, true) !== FORMAT_VERSION) return undefined;
  const headerEnd = fixed + view.getUint32(MAGIC.length + 4, true);
  const bodyEnd = file.length - HASH_BYTES;
  if (headerEnd > bodyEnd) return undefined;
  const expected = sha256(n.crypto, file.subarray(0, bodyEnd));
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
  // Plain copies: a Buffer's slice() would be a view of the whole file.
  return sizes.map((size: number) => new Uint8Array(file.subarray(at, (at += size))));
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
  return decode(n, key, file);
}

/** Stores the databases under `key`; a cache that cannot be written is skipped, not an error. */
export function saveToDisk(key: string, databases: readonly Uint8Array[]): void {
  const n = node();
  if (!n) return;
  const target = fileName(n, key);
  const temporary = `${target}.${process.pid}.tmp`;
  try {
    n.fs.mkdirSync(n.dir, { recursive: true });
    n.fs.writeFileSync(temporary, encode(n, key, databases));
    n.fs.renameSync(temporary, target);
  } catch {
    n.fs.rmSync(temporary, { force: true });
  }
}

/** The file that holds `key` (for tests and for people clearing the cache). */
export function cacheFile(key: string): string | undefined {
  const n = node();
  return n && fileName(n, key);
}
