// `slidepuzzle procon play`: a client of a practice arena (docs/procon-arena.md). What happens goes
// to stderr as it happens; at the end one line a problem on stdout (or, with --json, one JSON
// object a problem). The exit code is the player's standing, whichever client sent its answers: 0
// when its best answer to every problem puts every piece home; 1 when one leaves pieces misplaced
// (the reassembly was wrong); 4 when a problem has no accepted answer; 2 when the arena refused the
// player or a problem.
import { Command, InvalidArgumentError } from 'commander';
import { EXIT } from '../exit-codes.js';
import { seconds, wholeNumber } from '../option-values.js';
import { DEFAULT_PROCON_TIME_LIMIT_MS } from '../../puzzles/procon/index.js';
import type { ProblemPlay } from '../../puzzles/procon/node.js';

const count = (value: number) => value.toLocaleString('en-US');
const answers = (n: number) => `${count(n)} answer${n === 1 ? '' : 's'}`;

interface PlayCommandOptions { server: string; player: string; problem?: string[]; timeLimit: number; seed: number; json?: boolean }

export function playCommand(): Command {
  return new Command('play')
    .description('play an arena: each problem image fetched and reassembled, a quick answer sent, then better ones until the time limit')
    .requiredOption('--server <url>', 'the arena, e.g. http://127.0.0.1:8025/', serverUrl)
    .requiredOption('--player <id>', 'the player to play as')
    .option('--problem <id...>', 'the problems to play, in order (default: every problem the arena lists)')
    .option('--time-limit <seconds>', 'each problem\'s time, from its image\'s request', seconds, DEFAULT_PROCON_TIME_LIMIT_MS / 1000)
    .option('--seed <n>', 'the solver\'s settings: clients playing as one player do best with different seeds', wholeNumber(1, 0xffffffff), 1)
    .option('--json', 'print one JSON object a problem: problem, misplaced, cost, accepted, firstAcceptedMs, arenaBest, stopped')
    .action(async (options: PlayCommandOptions) => {
      const { playArena } = await import('../../puzzles/procon/node.js');
      const { plays, stopped, refused } = await playArena({
        server: options.server, player: options.player, problems: options.problem, timeLimitMs: options.timeLimit * 1000, seed: options.seed,
        onLine: (line) => console.error(line),
      });
      for (const play of plays) {
        const { problem, best, accepted, arenaBest, firstAcceptedMs } = play;
        if (options.json) {
          console.log(JSON.stringify({ problem, ...best, accepted, firstAcceptedMs: firstAcceptedMs && Math.round(firstAcceptedMs), arenaBest, stopped: play.stopped }));
          continue;
        }
        const mine = best
          ? `${best.misplaced} misplaced, cost ${count(best.cost)} (${answers(accepted)} accepted, the first after ${(firstAcceptedMs! / 1000).toFixed(2)} s)`
          : 'no answer accepted';
        const arena = arenaBest ? `; ${options.player}'s best on the arena: ${arenaBest.misplaced} misplaced, cost ${count(arenaBest.cost)} (${answers(arenaBest.submissions)})` : '';
        console.log(`${problem}: ${mine}${arena}${play.stopped ? `; stopped: ${play.stopped}` : ''}`);
      }
      if (stopped) console.error(`slidepuzzle procon play: stopped: ${stopped}`);
      // The player's standing decides, whichever of its clients sent the answer.
      const standing = (play: ProblemPlay) => play.arenaBest ?? play.best;
      if (refused || plays.some((play) => play.refused && !standing(play))) process.exitCode = EXIT.badInput;
      else if (stopped || plays.some((play) => !standing(play))) process.exitCode = EXIT.timeLimit;
      else if (plays.some((play) => standing(play)!.misplaced > 0)) process.exitCode = EXIT.invalid;
    });
}

function serverUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InvalidArgumentError('expected an http:// or https:// address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InvalidArgumentError('expected an http:// or https:// address');
  return url.href;
}
