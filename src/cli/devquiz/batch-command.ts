// `slidepuzzle batch <problems.txt>`: a DevQuiz problem file solved on worker threads, the answers
// file written as answers come (within the shared budget), progress on stderr, a summary at the end.
import { existsSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Command } from 'commander';
import { duration, seconds, shardOption, wholeNumber } from '../option-values.js';
import { EXIT } from '../exit-codes.js';
import { readProblemFile } from './input-files.js';
import { readTextFile } from '../read-text-file.js';
import { DEFAULT_TARGET_TIME_MS, DEFAULT_TIME_LIMIT_MS, type Shard } from '../../puzzles/devquiz/index.js';
import type { RunningBatch } from '../../puzzles/devquiz/node.js';

interface BatchFlags {
  output: string;
  timeLimit: number;
  targetTime: number;
  workers: number;
  resume?: boolean;
  retrySolved?: boolean;
  jsonSummary?: string;
  deadline?: number;
  shard?: Shard;
  candidates?: string;
}

export function batchCommand(): Command {
  return new Command('batch')
    .description('solve a DevQuiz problem file on worker threads and write its answers file within the shared budget')
    .argument('<problems>', 'the problem file: a budget line (L R U D), a count line, one W,H,CELLS per line')
    .option('-o, --output <file>', 'the answers file, written as answers come', 'answers.txt')
    .option('--time-limit <seconds>', 'time limit per problem', seconds, DEFAULT_TIME_LIMIT_MS / 1000)
    .option('--target-time <seconds>', 'time each problem\'s strategies are planned over; a problem still without an answer, or with a poor one, then searches on until the time limit', seconds, DEFAULT_TARGET_TIME_MS / 1000)
    .option('--deadline <duration>', 'end the whole batch by then (90s, 10m, 1h): every board answered first, then the answers improved, furthest over their lower bounds for their solve time first', duration)
    .option('--shard <K/N>', 'solve only the problems whose index (0-based, in file order) is K modulo N; K runs from 0 to N-1', shardOption)
    .option('--candidates <file>', 'also write every answer kept, per problem, as JSON Lines for `slidepuzzle merge`')
    .option('--workers <n>', 'worker threads (default: one per core)', wholeNumber(1, 1024), availableParallelism())
    .option('--resume', 'continue from the answers file: keep its valid answers and solve only the lines it leaves empty')
    .option('--retry-solved', 'with --resume: solve the answered lines again too, and keep the better answer of each')
    .option('--json-summary <file>', 'also write the summary as JSON to this file')
    .addHelpText('after', [
      '',
      'With --deadline, a first pass answers every board, easiest first: with the first round of',
      'improvement itself when the deadline leaves time for it, else as fast as it can. Rounds of',
      'improvement with ever larger searches then take the boards without an answer, then those',
      'furthest over their proven lower bound for the time their last solve took. Progress shows the',
      'moves, their excess over the lower bounds, the count proven optimal and the time left.',
      'With --shard K/N, only the problems of shard K are solved (the answers file holds theirs alone);',
      'with --candidates, each problem\'s answers, lower bound and status go to a JSON Lines file, and',
      '`slidepuzzle merge` makes one answers file of all the shards\' candidates files.',
      'Every answer is replayed before it is written. When the answers would break the budget, the',
      'answers kept are chosen so that the most problems stay solved (then the fewest moves).',
      'Bad or unsolvable lines are reported on stderr as "line N: reason" and answered with an empty line.',
      `Exit codes: 0 done, 2 bad input, ${EXIT.interrupted} interrupted (Ctrl-C; the answers found are written), ${EXIT.internal} the answers file could not be written at the end (an earlier write stays).`,
    ].join('\n'))
    .action(async (problemsPath: string, flags: BatchFlags, command: Command) => {
      if (flags.retrySolved && !flags.resume) command.error('--retry-solved needs --resume', { exitCode: EXIT.badInput });
      const timed = ['timeLimit', 'targetTime'].filter((name) => command.getOptionValueSource(name) === 'cli');
      if (flags.deadline !== undefined && timed.length > 0) {
        command.error('--deadline plans each board\'s time itself: leave out --time-limit and --target-time', { exitCode: EXIT.badInput });
      }
      const file = readProblemFile(problemsPath, command);
      // Loaded when the command runs: the worker pool and the progress bar (cli-progress).
      const [{ startBatch, formatSummary }, { createProgress }] = await Promise.all([
        import('../../puzzles/devquiz/node.js'), import('./batch-progress.js'),
      ]);
      const progress = createProgress();
      const resumeFrom = flags.resume && existsSync(flags.output) ? readTextFile(flags.output, command) : undefined;
      if (flags.resume && resumeFrom === undefined) progress.report(`no ${flags.output} to resume from: starting afresh`);
      let batch: RunningBatch;
      try {
        batch = startBatch(file, {
          answersPath: flags.output,
          solve: { timeLimitMs: flags.timeLimit * 1000, portfolio: { plannedMs: Math.min(flags.targetTime, flags.timeLimit) * 1000 } },
          workers: flags.workers,
          deadlineMs: flags.deadline,
          shard: flags.shard,
          candidatesPath: flags.candidates,
          resume: resumeFrom === undefined ? undefined : { text: resumeFrom, retrySolved: flags.retrySolved ?? false },
          progress,
        });
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === undefined) throw error;
        const path = (error as NodeJS.ErrnoException).path ?? flags.output;
        command.error(`cannot write ${path}: ${code}`, { exitCode: EXIT.badInput });
      }
      const interrupt = () => void batch.interrupt();
      process.once('SIGINT', interrupt);
      const summary = await batch.finished;
      process.off('SIGINT', interrupt);
      console.log(formatSummary(summary));
      if (flags.jsonSummary) writeFileSync(flags.jsonSummary, `${JSON.stringify(summary, null, 2)}\n`);
      // An answers file that could not be written in the end is the machine failing, not a verdict.
      process.exitCode = !summary.answersWritten ? EXIT.internal : summary.interrupted ? EXIT.interrupted : 0;
    });
}
