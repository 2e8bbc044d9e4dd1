// Files written whole or not at all: a reader, or a crash, never sees half a file.
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

/**
 * Writes a temporary file beside `path` and renames it over `path` (a rename is atomic). The
 * temporary name carries the process and the thread, so threads writing the same path never share
 * one; a failed write removes it.
 */
export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  const temporary = `${path}.${process.pid}-${threadId}.tmp`;
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
