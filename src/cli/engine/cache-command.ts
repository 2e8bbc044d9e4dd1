// `slidepuzzle cache [--info] [--clear] [--build [15|24]]`: the pattern database disk cache's
// folder, size and bound, a way to empty it, and the build of Korf & Felner's large sets (the
// 15-puzzle's 7-8, the 24-puzzle's 6-6-6-6), which no solve starts by itself (minutes). Databases
// are rebuilt when next needed, so clearing is always safe.
import { Command, InvalidArgumentError } from 'commander';
import { type LargeSetPuzzle, buildLargeSet, clearPatternCache, DEFAULT_CACHE_MAX_MB, patternCacheInfo } from '../../engine/index.js';
import { EXIT } from '../exit-codes.js';

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

/**
 * Each large set's name, and its databases' shares of the build by entries: the eight-tile one has
 * nine times the entries of the seven-tile one; the 24-puzzle's four are equal, and the third is
 * the second turned, not built.
 */
const SETS: Record<LargeSetPuzzle, { readonly name: string; readonly weights: readonly number[] }> = {
  15: { name: '7-8 databases', weights: [9 / 10, 1 / 10] },
  24: { name: '6-6-6-6 databases', weights: [1 / 3, 1 / 3, 0, 1 / 3] },
};

/** `--build`'s value, 15 or 24 (none, which commander gives as true, is the 15-puzzle's, as before there was a choice). */
function largeSetPuzzle(value: string): LargeSetPuzzle {
  if (value === '15') return 15;
  if (value === '24') return 24;
  throw new InvalidArgumentError('the large sets are 15 (the 15-puzzle\'s 7-8 databases) and 24 (the 24-puzzle\'s 6-6-6-6)');
}

export function cacheCommand(): Command {
  return new Command('cache')
    .description('show (--info, the default) or empty (--clear) the pattern database disk cache, or build Korf & Felner\'s databases of the 15- or 24-puzzle into it (--build)')
    .option('--info', 'print the folder, its files and their size, and the size bound')
    .option('--clear', 'remove every file of the cache (nothing else in its folder)')
    .option('--build [puzzle]', 'build Korf & Felner\'s databases, unless cached: 15 (the default), the 15-puzzle\'s 7-8 set'
      + ' (275 MiB; minutes, 1.6 GB of memory); 24, the 24-puzzle\'s 6-6-6-6 set (182 MiB; about ten minutes, 0.7 GB)', largeSetPuzzle)
    .addHelpText('after', [
      '',
      'Folder: $SLIDEPUZZLE_CACHE_DIR, else $XDG_CACHE_HOME/slidepuzzle, else ~/.cache/slidepuzzle;',
      'SLIDEPUZZLE_CACHE_DIR=off turns the cache off. Bound: $SLIDEPUZZLE_CACHE_MAX_MB MiB',
      `(default ${DEFAULT_CACHE_MAX_MB}); past it, the files used least recently are removed after each write.`,
      'Solves of the 15-puzzle use the 7-8 databases where the cache holds them, else 6-6-3;',
      'solves of the 24-puzzle (5x5, blank last) the 6-6-6-6 ones, else groups of four tiles.',
    ].join('\n'))
    .action(async (options: { info?: boolean; clear?: boolean; build?: LargeSetPuzzle | true }, command: Command) => {
      if (patternCacheInfo() === undefined) {
        if (options.build) command.error('the pattern database cache is off (SLIDEPUZZLE_CACHE_DIR=off): --build needs it', { exitCode: EXIT.badInput });
        console.log('pattern database cache: off (SLIDEPUZZLE_CACHE_DIR=off)');
        return;
      }
      if (options.clear) {
        const { dir } = patternCacheInfo()!;
        const removed = clearPatternCache()!;
        console.log(`removed ${removed.files} file${removed.files === 1 ? '' : 's'} (${mib(removed.bytes)}) from ${dir}`);
        if (!options.info && !options.build) return;
      }
      if (options.build) {
        // The progress bar's library loads only here: --help and the other commands never need it.
        const puzzle = options.build === true ? 15 : options.build;
        const { name, weights } = SETS[puzzle];
        const progress = (await import('./build-progress.js')).buildProgress(name, weights);
        let built;
        try {
          built = await buildLargeSet(progress.update, {}, puzzle);
        } catch (error) {
          progress.stop();
          command.error(`cannot build the ${name}: ${(error as Error).message}`, { exitCode: EXIT.badInput });
        }
        progress.stop();
        console.log(built!.source === 'disk'
          ? `the ${name} are cached already: ${built!.file}`
          : `built the ${name} (${mib(built!.bytes)}) in ${(built!.ms / 1000).toFixed(0)} s, `
            + `peak build memory ${mib(built!.buildBytes ?? 0)}: ${built!.file}`);
        if (!options.info) return;
      }
      const info = patternCacheInfo()!;
      console.log(`folder: ${info.dir}`);
      console.log(`files: ${info.files} (${mib(info.bytes)})`);
      console.log(`bound: ${mib(info.maxBytes)} (SLIDEPUZZLE_CACHE_MAX_MB)`);
    });
}
