// `slidepuzzle cache [--info] [--clear] [--build]`: the pattern database disk cache's folder, size
// and bound, a way to empty it, and the build of the 15-puzzle's 7-8 databases, which no solve
// starts by itself (minutes). Databases are rebuilt when next needed, so clearing is always safe.
import { Command } from 'commander';
import { buildLargeSet, clearPatternCache, DEFAULT_CACHE_MAX_MB, patternCacheInfo } from '../../engine/index.js';
import { EXIT } from '../exit-codes.js';

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

export function cacheCommand(): Command {
  return new Command('cache')
    .description('show (--info, the default) or empty (--clear) the pattern database disk cache, or build the 15-puzzle\'s 7-8 databases into it (--build)')
    .option('--info', 'print the folder, its files and their size, and the size bound')
    .option('--clear', 'remove every file of the cache (nothing else in its folder)')
    .option('--build', 'build Korf & Felner\'s 7-8 databases of the 15-puzzle (275 MiB; minutes, 1.6 GB of memory), unless cached')
    .addHelpText('after', [
      '',
      'Folder: $SLIDEPUZZLE_CACHE_DIR, else $XDG_CACHE_HOME/slidepuzzle, else ~/.cache/slidepuzzle;',
      'SLIDEPUZZLE_CACHE_DIR=off turns the cache off. Bound: $SLIDEPUZZLE_CACHE_MAX_MB MiB',
      `(default ${DEFAULT_CACHE_MAX_MB}); past it, the files used least recently are removed after each write.`,
      'Solves of the 15-puzzle use the 7-8 databases where the cache holds them, else 6-6-3.',
    ].join('\n'))
    .action(async (options: { info?: boolean; clear?: boolean; build?: boolean }, command: Command) => {
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
        const progress = (await import('./build-progress.js')).buildProgress();
        let built;
        try {
          built = await buildLargeSet(progress.update);
        } catch (error) {
          progress.stop();
          command.error(`cannot build the 7-8 databases: ${(error as Error).message}`, { exitCode: EXIT.badInput });
        }
        progress.stop();
        console.log(built!.source === 'disk'
          ? `the 7-8 databases are cached already: ${built!.file}`
          : `built the 7-8 databases (${mib(built!.bytes)}) in ${(built!.ms / 1000).toFixed(0)} s, `
            + `peak build memory ${mib(built!.buildBytes ?? 0)}: ${built!.file}`);
        if (!options.info) return;
      }
      const info = patternCacheInfo()!;
      console.log(`folder: ${info.dir}`);
      console.log(`files: ${info.files} (${mib(info.bytes)})`);
      console.log(`bound: ${mib(info.maxBytes)} (SLIDEPUZZLE_CACHE_MAX_MB)`);
    });
}
