// `slidepuzzle merge`: the candidates files of a batch's shards made into one answers file. The
// shards must cover the batch exactly once; every answer is replayed, and the shared budget's
// selection then runs over all of them, as if one machine had found them.
import { writeFileAtomic } from '../../core/atomic-file.js';
import { InputError } from '../../core/input-error.js';
import { AnswerBook } from './answer-book.js';
import { formatAnswers } from './answers-file.js';
import { type CandidateRecord, problemFileId } from './candidates-file.js';
import { type ProblemFile, lineNumberOf } from './problem-file.js';
import { type BatchSummary, summarize } from './summary.js';

/** A candidates file as read: its name (for messages) and its records. */
export interface CandidatesInput {
  readonly name: string;
  readonly records: readonly CandidateRecord[];
}

/**
 * Merges the candidates files into the answers file at `answersPath` and sums it up.
 * @param report told of each answer dropped, as `(index, reason)`
 * @throws {@link InputError} for candidates that do not fit the problem file
 */
export function mergeBatch(file: ProblemFile, inputs: readonly CandidatesInput[], answersPath: string, report: (index: number, reason: string) => void): BatchSummary {
  const started = performance.now();
  const book = new AnswerBook(file.problems, file.budget);
  mergeCandidates(book, file, inputs, report);
  const chosen = book.choose();
  writeFileAtomic(answersPath, formatAnswers(chosen.map((c) => c?.moves ?? '')));
  return summarize(book, chosen, { wallMs: performance.now() - started, interrupted: false, answersFile: answersPath, answersWritten: true });
}

/**
 * Fills `book` from candidates files: every answer replayed (one that fails is reported and
 * dropped), lower bounds and statuses kept.
 * @param files each file's name and records
 * @param report told of a dropped answer, as `(index, reason)`
 * @throws {@link InputError} when a file is from another problem file, a problem is in two files,
 * a problem index is past the file's end, or problems are in no file
 */
export function mergeCandidates(book: AnswerBook, file: ProblemFile, files: readonly CandidatesInput[], report: (index: number, reason: string) => void): void {
  const id = problemFileId(file);
  const from: (string | undefined)[] = book.problems.map(() => undefined);
  for (const { name, records } of files) {
    for (const record of records) {
      if (record.problemFile !== id) throw new InputError(`${name} is from another problem file (${record.problemFile}, not ${id})`);
      if (record.index >= book.problems.length) throw new InputError(`${name} has problem ${record.index}, past the file's ${book.problems.length} problems`);
      const other = from[record.index];
      if (other !== undefined) throw new InputError(`line ${lineNumberOf(record.index)} is in both ${other} and ${name}: the shards overlap`);
      from[record.index] = name;
      take(book, record, (reason) => report(record.index, `${name}: ${reason}`));
    }
  }
  const missing = from.flatMap((name, index) => (name === undefined ? [lineNumberOf(index)] : []));
  if (missing.length > 0) {
    const some = missing.slice(0, 5).join(', ');
    throw new InputError(`${missing.length} problem(s) are in no candidates file (lines ${some}${missing.length > 5 ? ', ...' : ''}): a shard is missing`);
  }
}

function take(book: AnswerBook, record: CandidateRecord, report: (reason: string) => void): void {
  const { index } = record;
  book.proveBound(index, record.lowerBound);
  if (record.ms !== undefined) book.solveMs[index] = record.ms;
  for (const { moves, optimal } of record.answers) {
    const reason = book.offer(index, moves, optimal);
    if (reason) report(`an answer fails the replay and is dropped (${reason})`);
  }
  if (book.status[index] !== 'answered' && record.status !== 'answered' && record.status !== 'pending' && record.status !== 'empty') {
    book.fail(index, record.status);
  }
  // A lower bound over an answer's length would be a lie: the bound cannot be trusted then.
  const shortest = book.shortest(index);
  if (shortest !== undefined && book.lowerBound[index] > shortest) {
    report(`its lower bound ${record.lowerBound} is over its answer's ${shortest} moves, and is dropped`);
    book.lowerBound[index] = 0;
  }
}
