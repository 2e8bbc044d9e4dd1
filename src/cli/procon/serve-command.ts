// `slidepuzzle procon serve`: a practice arena for Procon 25 as it was played (docs/procon-arena.md).
// One line on stdout names its address; warnings (a torn journal line, an arena open beyond this
// machine) go to stderr. Ctrl-C or SIGTERM lets the requests under way finish, then exits 0.
import { isIPv4, isIPv6 } from 'node:net';
import { Command } from 'commander';
import { EXIT } from '../exit-codes.js';
import { wholeNumber } from '../option-values.js';
import { InputError } from '../../puzzles/procon/index.js';

const NAME = 'slidepuzzle procon serve';

interface ServeOptions { problems: string; players: string; host?: string; port?: number; journal?: string; maxSubmissions?: number }

// The defaults are startArena()'s, stated in the help rather than imported: the arena's module
// loads only when the command runs, so that every other command starts without it.
export function serveCommand(): Command {
  return new Command('serve')
    .description('a practice arena: serves problem images, replays and scores answers sent to POST /SubmitAnswer, keeps the standings')
    .requiredOption('--problems <dir>', 'folder of problem images <id>.ppm, each with its key <id>.key.txt (procon generate --image ... --key)')
    .requiredOption('--players <file>', 'the player ids, one a line')
    .option('--host <address>', 'the interface to listen on (default: 127.0.0.1); anything but the loopback lets other machines in')
    .option('--port <n>', 'the port (default: 8025); 0 picks a free one', wholeNumber(0, 65535))
    .option('--journal <file>', 'the journal of accepted answers (default: journal.jsonl in the problem folder)')
    .option('--max-submissions <n>', 'accepted answers each player may send to each problem (default: 100)', wholeNumber(1))
    .action(async (options: ServeOptions, sub: Command) => {
      const { DEFAULT_ARENA_HOST, startArena } = await import('../../puzzles/procon/node.js');
      let arena;
      try {
        arena = await startArena({
          problemsDir: options.problems, playersFile: options.players, host: options.host, port: options.port,
          journal: options.journal, maxSubmissions: options.maxSubmissions,
        });
      } catch (error) {
        if (error instanceof InputError) sub.error(error.message, { exitCode: EXIT.badInput });
        throw error;
      }
      const { url, journal, replay } = arena;
      if (replay.tornBytes !== undefined) {
        console.error(`${NAME}: ${journal}: its last line was torn (${replay.tornBytes} bytes, a kill during a write, never acknowledged): cut off`);
      }
      if (replay.skipped > 0) console.error(`${NAME}: ${journal}: ${replay.skipped} answers left out of the standings: their player or problem is not served now`);
      const host = options.host ?? DEFAULT_ARENA_HOST;
      if (!isLoopback(host)) console.error(`${NAME}: listening on ${host}: any machine that reaches it can send answers as any player`);
      const stop = () => {
        arena.close().then(() => console.error(`${NAME}: stopped`), (error: unknown) => {
          console.error(`${NAME}: stopped, but the journal did not close cleanly: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
          process.exitCode = EXIT.internal;
        });
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      // Last, once a signal would stop it cleanly: whoever reads this line may signal at once.
      console.log(`${NAME}: ${url} (${some(arena.problems.length, 'problem')}, ${some(arena.players.length, 'player')}; journal ${journal}, ${some(replay.replayed, 'answer')} replayed)`);
    });
}

/** `n` and `noun`, plural unless n is 1. */
function some(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** Whether `host` is a loopback address or name. */
function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIPv4(host)) return host.startsWith('127.');
  return isIPv6(host) && (host === '::1' || host.startsWith('::ffff:127.'));
}
