// The candidates file of `batch --candidates` (JSON Lines), which `slidepuzzle merge` reads (merge.ts): per
// problem its non-dominated answers with their L R U D counts, its proven lower bound, whether an
// answer is proven optimal, and why it has none if so. Every line names the problem file by a hash
// of its contents, so a merge never mixes batches.
import { createHash } from 'node:crypto';
import { InputError } from '../../core/input-error.js';
import { quote } from '../../core/quote.js';
import type { AnswerBook, ProblemStatus } from './answer-book.js';
import { type ProblemFile, formatProblemFile } from './problem-file.js';

/** One line of a candidates file: one problem. */
export interface CandidateRecord {
  /** The problem file's identifier (a hash of its text). */
  readonly problemFile: string;
  /** The problem's index in the file, 0-based. */
  readonly index: number;
  /** Its non-dominated answers (none if unsolved), each with its L R U D counts. */
  readonly answers: readonly { readonly moves: string; readonly counts: readonly number[]; readonly optimal: boolean }[];
  /** The largest lower bound IDA* proved (0: none). */
  readonly lowerBound: number;
  /** Whether its shortest answer is proven optimal. */
  readonly optimal: boolean;
  /** `answered`, or why it has no answer (`timeout`, `unsolvable`, `invalid`, `crashed`, `empty`, `pending`). */
  readonly status: ProblemStatus;
  /** The solver's time on it in ms, for the merged summary's slowest problems (absent: not solved here). */
  readonly ms?: number;
}

const STATUSES: readonly ProblemStatus[] = ['pending', 'empty', 'answered', 'timeout', 'unsolvable', 'invalid', 'crashed'];

/** `sha256:` and the hash of the file's budget and problem lines (line ends and trailing blanks do not count). */
export function problemFileId(file: ProblemFile): string {
  return `sha256:${createHash('sha256').update(formatProblemFile(file)).digest('hex')}`;
}

/** The candidates file of `indices`: one JSON line per problem, in index order. */
export function formatCandidates(book: AnswerBook, indices: readonly number[], problemFile: string): string {
  return indices.map((index) => {
    const record: CandidateRecord = {
      problemFile,
      index,
      answers: book.candidates[index].map(({ moves, counts, optimal }) => ({ moves, counts, optimal })),
      lowerBound: book.lowerBound[index],
      optimal: book.status[index] === 'answered' && book.optimal(index),
      status: book.status[index],
      ms: book.solveMs[index] === undefined ? undefined : Math.round(book.solveMs[index]!),
    };
    return `${JSON.stringify(record)}\n`;
  }).join('');
}

/**
 * Reads a candidates file, checking each line's shape (not its answers: a merge replays them).
 * @param name the file's name, for messages
 * @throws {@link InputError} naming the line that is not a candidate record
 */
export function parseCandidates(text: string, name: string): CandidateRecord[] {
  return text.split(/\r?\n/).flatMap((line, at) => {
    if (line.trim() === '') return [];
    const bad = (what: string) => new InputError(`${name} line ${at + 1}: ${what}`);
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw bad(`not JSON: ${quote(line)}`);
    }
    const record = value as CandidateRecord;
    if (typeof record !== 'object' || record === null || typeof record.problemFile !== 'string') throw bad('no problemFile');
    if (!Number.isSafeInteger(record.index) || record.index < 0) throw bad('no problem index');
    if (!Number.isSafeInteger(record.lowerBound) || record.lowerBound < 0) throw bad('no lower bound');
    if (!STATUSES.includes(record.status)) throw bad(`unknown status ${quote(String(record.status))}`);
    if (record.ms !== undefined && !(typeof record.ms === 'number' && record.ms >= 0)) throw bad('ms must be a number of milliseconds');
    const answerOk = (answer: CandidateRecord['answers'][number]) => typeof answer?.moves === 'string' && typeof answer.optimal === 'boolean';
    if (!Array.isArray(record.answers) || !record.answers.every(answerOk)) throw bad('answers must be a list of { moves, counts, optimal }');
    return [record];
  });
}
