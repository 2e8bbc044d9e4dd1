// `slidepuzzle proof split|run|merge`: one proof of optimality across machines (the engine's
// proof-jobs.ts). `split` writes an iteration's job file, `run` runs a part of it anywhere (and
// resumes where a killed run stopped), `merge` proves the length or writes the next iteration's
// file. recipes/proof-parallel.sh and recipes/proof-slurm.sh drive the loop. The engine's Node
// surface (worker threads, the bench's parts) is imported when a subcommand runs.
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Command } from 'commander';
import { heuristicName } from './arguments.js';
import { proofProgress } from './proof-progress.js';
import { shardOption, wholeNumber } from '../option-values.js';
import { writeFileAtomic } from '../../core/atomic-file.js';
import { EXIT } from '../exit-codes.js';
import { orBadInput, readParsedFile } from '../read-text-file.js';
import { type Shard, shardIndices } from '../../core/shard.js';
import { type Board, DEFAULT_HEURISTIC, type HeuristicName, checkSolution, defaultGoal, parseBoard, parseGoal, solvability } from '../../engine/index.js';
import type { JobResult } from '../../engine/node.js';

/** Jobs a proof is split into by default: enough for a few dozen cores to share without idling. */
const DEFAULT_JOBS = 1024;
/** How often a run looks for another part's --found-flag. */
const FLAG_POLL_MS = 500;
/** Nodes of the iterations split runs itself by default: a few seconds on one thread. */
const DEFAULT_HERE_NODES = 20_000_000;
/**
 * A whole number with its thousands grouped by commas, without Intl: the help texts are built on
 * every run of the CLI, and the first toLocaleString loads the locale data (about 24 ms).
 */
const grouped = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ',');
/** The engine's deepest bound (4095): a next bound past it means no path at all. */
const MAX_BOUND = 4095;

export function proofCommand(): Command {
  return new Command('proof')
    .description('one proof of optimality across machines: split it into jobs, run them anywhere, merge')
    .addHelpText('after', [
      '',
      'One iteration at a time: `split` writes the first job file; each machine runs a part of it',
      '(`run --part K/N`); `merge` of all the results prints the optimal answer, or writes the next',
      'iteration\'s job file to run the same way. recipes/proof-parallel.sh (GNU parallel, --sshlogin)',
      'and recipes/proof-slurm.sh (a Slurm job array) run the loop.',
    ].join('\n'))
    .addCommand(splitCommand())
    .addCommand(runCommand())
    .addCommand(mergeCommand());
}

function splitCommand(): Command {
  return new Command('split')
    .description('write the first iteration\'s job file of a proof (or print the answer if it is shorter than the split)')
    .argument('<board>', 'the board as W,H,CELLS, as solve takes it')
    .requiredOption('-o, --output <file>', 'the job file to write')
    .option('--goal <cells>', 'custom goal CELLS (same size, walls and tiles); default: the DevQuiz goal')
    .option('--heuristic <name>', 'the admissible heuristic the runs use: auto, manhattan, linear-conflict or pdb', heuristicName, DEFAULT_HEURISTIC)
    .option('--jobs <n>', `about how many jobs (subtrees) to split into (default ${DEFAULT_JOBS})`, wholeNumber(1, 100_000), DEFAULT_JOBS)
    .option('--here <nodes>', `iterations foreseen to take at most this many nodes run here first, as they would take the machines longer to start than to search (default ${grouped(DEFAULT_HERE_NODES)}, a few seconds; 0: none)`, wholeNumber(0), DEFAULT_HERE_NODES)
    .addHelpText('after', '\nExit codes: 0 written (or solved within the split), 2 bad input, 3 unsolvable.')
    .action(async (text: string, options: { output: string; goal?: string; heuristic: HeuristicName; jobs: number; here: number }, command: Command) => {
      const start = orBadInput(command, 'bad input', () => parseBoard(text));
      const goal = orBadInput(command, 'bad input', () => (options.goal === undefined ? defaultGoal(start) : parseGoal(options.goal, start)));
      const verdict = solvability(start, goal);
      if (verdict.kind === 'unsolvable') {
        console.error(`slidepuzzle: unsolvable: ${verdict.reason}`);
        process.exitCode = EXIT.unsolvable;
        return;
      }
      const { firstJobs, formatJobs, runSmallIterations } = await import('../../engine/node.js');
      const first = await firstJobs(start, goal, options.heuristic, options.jobs);
      if ('found' in first) {
        console.log(replayed(start, goal, first.found));
        console.error(`optimal: ${first.found.length} moves, found while splitting (no job file written)`);
        return;
      }
      const started = performance.now();
      const here = await runSmallIterations(first, options.here);
      const spent = `${here.nodes.toLocaleString('en-US')} nodes here, ${((performance.now() - started) / 1000).toFixed(1)} s`;
      if ('moves' in here) {
        console.log(replayed(start, goal, here.moves));
        console.error(`optimal: ${here.moves.length} moves, proven here (${spent}; no job file written)`);
        return;
      }
      const { jobs } = here;
      write(command, options.output, formatJobs(jobs));
      const small = jobs.bound > first.bound ? `every bound under ${jobs.bound} exhausted here (${spent}); ` : '';
      console.error(`${small}${jobs.prefixes.length} jobs at depth ${jobs.prefixes[0].length}, bound ${jobs.bound}, written to ${options.output}`);
    });
}

function runCommand(): Command {
  return new Command('run')
    .description('run a part of a job file, one result line per job appended as it ends (a rerun resumes)')
    .argument('<jobs>', 'the job file (proof split or proof merge wrote it)')
    .requiredOption('-o, --output <file>', 'the results file: appended to, and read first to skip the jobs it holds')
    .option('--part <K/N>', 'run the jobs whose index is K modulo N (0 <= K < N), as a Slurm array task or GNU parallel numbers them', shardOption, { index: 0, count: 1 })
    .option('--threads <n>', `worker threads (default: this machine's ${availableParallelism()} cores)`, wholeNumber(1, 256))
    .option('--heuristic <name>', 'an admissible heuristic other than the file\'s (any proves the same; nodes differ)', heuristicName)
    .option('--found-flag <file>', 'a file this run creates when it finds a path, and stops at once when another part has created (on a shared folder, parts stop together)')
    .addHelpText('after', '\nProgress goes to stderr. Ctrl-C keeps every result written; a rerun runs the rest.'
      + '\nExit codes: 0 the part is done (or a path was found), 2 bad input, 130 stopped by Ctrl-C.')
    .action(async (path: string, options: { output: string; part: Shard; threads?: number; heuristic?: HeuristicName; foundFlag?: string }, command: Command) => {
      const { formatResult, parseJobs, parseResults, runJobs, threadRunners } = await import('../../engine/node.js');
      const jobs = readParsedFile(path, command, parseJobs);
      const done = existsSync(options.output) ? readParsedFile(options.output, command, (text) => parseResults(text, jobs, options.output)) : [];
      // Written again without a line cut short by a killed run, so that new lines start on a line of their own.
      write(command, options.output, done.map(formatResult).join(''));
      const held = new Set(done.map((result) => result.job));
      if (done.some((result) => result.status === 'found')) {
        console.error(`a path is already in ${options.output}: nothing to run`);
        return;
      }
      const indices = shardIndices(options.part, jobs.prefixes.length).filter((job) => !held.has(job));
      const stop = new AbortController();
      let interrupted = false, foundElsewhere = false;
      const interrupt = () => { interrupted = true; stop.abort(); };
      process.once('SIGINT', interrupt);
      const lookForFlag = () => {
        if (options.foundFlag !== undefined && existsSync(options.foundFlag)) { foundElsewhere = true; stop.abort(); }
      };
      lookForFlag();
      if (indices.length === 0 || foundElsewhere) {
        process.off('SIGINT', interrupt);
        console.error(indices.length === 0 ? `every job of the part is in ${options.output}: nothing to run` : `another part found a path (${options.foundFlag}): nothing to run`);
        return;
      }
      const watch = options.foundFlag === undefined ? undefined : setInterval(lookForFlag, FLAG_POLL_MS);
      const { runners, close } = threadRunners(jobs.goal, Math.min(options.threads ?? availableParallelism(), indices.length), options.heuristic ?? jobs.heuristic);
      const progress = proofProgress();
      const started = performance.now();
      let nodes = 0, ran = 0;
      try {
        await runJobs(jobs, indices, runners, (result: JobResult) => {
          appendFileSync(options.output, formatResult(result));
          if (result.status === 'found' && options.foundFlag !== undefined) writeFileSync(options.foundFlag, `${options.output}\n`);
          nodes += result.nodes;
          ran++;
          progress.update({ nodes, bound: jobs.bound, share: ran / indices.length, elapsedMs: performance.now() - started, stage: 'proof run' });
        }, stop.signal);
      } finally {
        clearInterval(watch);
        process.off('SIGINT', interrupt);
        progress.stop();
        await close();
      }
      const summary = `${ran} of ${indices.length} jobs run (${held.size} held before), ${nodes.toLocaleString('en-US')} nodes, ${((performance.now() - started) / 1000).toFixed(1)} s`;
      if (interrupted) {
        console.error(`slidepuzzle: stopped: ${summary}; the results are kept in ${options.output}, a rerun runs the rest`);
        process.exitCode = EXIT.interrupted;
      } else {
        console.error(`${summary}, bound ${jobs.bound}${foundElsewhere ? `; stopped: another part found a path (${options.foundFlag})` : ''}`);
      }
    });
}

function mergeCommand(): Command {
  return new Command('merge')
    .description('merge the results of a job file: print the optimal answer, or write the next iteration\'s job file')
    .argument('<jobs>', 'the job file the results are of')
    .argument('<results...>', 'the results files (proof run), in any number and order; repeats count once')
    .requiredOption('-o, --output <file>', 'where the next iteration\'s job file goes when no job found a path')
    .option('--json', 'print a JSON object: status (proven, exhausted), moves, length, bound, nextBound, nodes')
    .addHelpText('after', [
      '',
      'Proven: the answer on stdout (nothing written). Every job exhausted: no path within the bound;',
      'the next job file is written. Jobs without a result: they are listed and nothing is proven.',
      'Exit codes: 0 proven or next file written, 2 bad input (jobs without a result, a result of another file).',
    ].join('\n'))
    .action(async (path: string, resultPaths: string[], options: { output: string; json?: boolean }, command: Command) => {
      const { formatJobs, mergeResults, nextJobs, parseJobs, parseResults } = await import('../../engine/node.js');
      const jobs = readParsedFile(path, command, parseJobs);
      const results = resultPaths.flatMap((results) => readParsedFile(results, command, (text) => parseResults(text, jobs, results)));
      const merged = orBadInput(command, 'bad input', () => mergeResults(jobs, results));
      if (merged.status === 'incomplete') {
        const listed = merged.missing.slice(0, 10).join(', ') + (merged.missing.length > 10 ? ', ...' : '');
        command.error(`bad input: ${merged.missing.length} of ${jobs.prefixes.length} jobs have no result (jobs ${listed}): run their parts again (proof run resumes) and merge`, { exitCode: EXIT.badInput });
      }
      if (merged.status === 'proven') {
        console.log(options.json ? JSON.stringify({ status: 'proven', moves: merged.moves, length: merged.moves.length, bound: jobs.bound, nodes: merged.nodes }) : merged.moves);
        if (!options.json) console.error(`optimal: ${merged.moves.length} moves (every shorter bound exhausted), ${merged.nodes.toLocaleString('en-US')} nodes in this iteration`);
        return;
      }
      if (merged.nextBound >= MAX_BOUND) command.error(`bad input: no path within the deepest bound (${jobs.bound})`, { exitCode: EXIT.badInput });
      write(command, options.output, formatJobs(nextJobs(jobs, merged.nextBound)));
      if (options.json) console.log(JSON.stringify({ status: 'exhausted', bound: jobs.bound, nextBound: merged.nextBound, nodes: merged.nodes }));
      else console.error(`no path of ${jobs.bound} moves or fewer (${merged.nodes.toLocaleString('en-US')} nodes); the next iteration, bound ${merged.nextBound}, is in ${options.output}`);
    });
}

/**
 * Writes a file the command was told to write, whole or not at all (a kill while a rerun rewrites
 * its results file loses none of them): one that cannot be written is bad input, one line, exit 2.
 */
function write(command: Command, path: string, text: string): void {
  try {
    writeFileAtomic(path, text);
  } catch (error) {
    command.error(`cannot write ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, { exitCode: EXIT.badInput });
  }
}

/** `moves` once replayed from `start` to `goal`; a path that fails is a bug, never a result. */
function replayed(start: Board, goal: Board, moves: string): string {
  const wrong = checkSolution(start, goal, moves);
  if (wrong !== undefined) throw new Error(`internal error: the proof's path fails its replay (${wrong})`);
  return moves;
}
