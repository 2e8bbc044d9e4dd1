// `slidepuzzle procon` on the contest's problem image: the jigsaw reassembled first, then the
// select-and-swap puzzle solved toward the picture found. A practice-format board is read as before.
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { EXIT } from '../exit-codes.js';
import { readParsedFile } from '../read-text-file.js';
import { type JigsawAccuracy, type ProconProblem, jigsawAccuracy, parseProconProblem, reassemble } from '../../puzzles/procon/index.js';

/** A board to solve, and, for a problem image, how its reassembly went. */
export interface ReadBoard {
  readonly problem: ProconProblem;
  readonly reassembly?: { readonly ms: number; readonly accuracy?: JigsawAccuracy };
}

/** The file's bytes; one that cannot be read is bad input, one line, exit 2. */
export function readBytes(path: string, command: Command): Uint8Array {
  try {
    return new Uint8Array(readFileSync(path));
  } catch (error) {
    command.error(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, { exitCode: EXIT.badInput });
  }
}

/**
 * Reads a practice-format board, or a problem image (P6) and reassembles it.
 * @param keyPath a practice-format key: the image's true permutation, for the accuracy
 */
export function readBoard(path: string, command: Command, keyPath?: string): ReadBoard {
  const bytes = readBytes(path, command);
  const isImage = bytes[0] === 0x50 && bytes[1] === 0x36;
  if (!isImage) {
    if (keyPath) command.error(`--key is for problem images (P6); ${path} is a practice-format board`, { exitCode: EXIT.badInput });
    return { problem: readParsedFile(path, command, parseProconProblem) };
  }
  const found = reassemble(bytes);
  if (found.status === 'invalid') command.error(`${path}: ${found.reason}`, { exitCode: EXIT.badInput });
  const { problem, ms } = found;
  if (!keyPath) return { problem, reassembly: { ms } };
  const key = readParsedFile(keyPath, command, parseProconProblem);
  if (key.width !== problem.width || key.height !== problem.height) {
    command.error(`${keyPath}: a ${key.width}x${key.height} key for a ${problem.width}x${problem.height} problem`, { exitCode: EXIT.badInput });
  }
  return { problem, reassembly: { ms, accuracy: jigsawAccuracy(problem.pieces, key.pieces, problem.width, problem.height) } };
}
