// `slidepuzzle cache [--info] [--clear]`: the pattern database disk cache's folder, size and bound,
// and a way to empty it. Databases are rebuilt when next needed, so clearing is always safe.
import { Command } from 'commander';
import { clearPatternCache, DEFAULT_CACHE_MAX_MB, patternCacheInfo } from '../../engine/index.js';

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;

export function cacheCommand(): Command {
  return new Command('cache')
    .description('show (--info, the default) or empty (--clear) the pattern database disk cache')
    .option('--info', 'print the folder, its files and their size, and the size bound')
    .option('--clear', 'remove every file of the cache (nothing else in its folder)')
    .addHelpText('after', [
      '',
      'Folder: $SLIDEPUZZLE_CACHE_DIR, else $XDG_CACHE_HOME/slidepuzzle, else ~/.cache/slidepuzzle;',
      'SLIDEPUZZLE_CACHE_DIR=off turns the cache off. Bound: $SLIDEPUZZLE_CACHE_MAX_MB MiB',
      `(default ${DEFAULT_CACHE_MAX_MB}); past it, the files used least recently are removed after each write.`,
    ].join('\n'))
    .action((options: { info?: boolean; clear?: boolean }) => {
      if (patternCacheInfo() === undefined) {
        console.log('pattern database cache: off (SLIDEPUZZLE_CACHE_DIR=off)');
        return;
      }
      if (options.clear) {
        const { dir } = patternCacheInfo()!;
        const removed = clearPatternCache()!;
        console.log(`removed ${removed.files} file${removed.files === 1 ? '' : 's'} (${mib(removed.bytes)}) from ${dir}`);
        if (!options.info) return;
      }
      const info = patternCacheInfo()!;
      console.log(`folder: ${info.dir}`);
      console.log(`files: ${info.files} (${mib(info.bytes)})`);
      console.log(`bound: ${mib(info.maxBytes)} (SLIDEPUZZLE_CACHE_MAX_MB)`);
    });
}
