// `slidepuzzle bench`: the wasm vs TS head-to-head on Korf's instances, as a table.
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { heuristicName } from './arguments.js';
import { wholeNumber } from '../option-values.js';
import { EXIT } from '../exit-codes.js';
import type { HeuristicName } from '../../engine/index.js';
import { orBadInput } from '../read-text-file.js';

export function benchCommand(): Command {
  return new Command('bench')
    .description('wasm vs TS engine on the same Korf 15-puzzle searches (IDA*, or beams with --beam): median times, nodes, nodes per second, ratio')
    .option('--korf <file>', 'Korf\'s 100 instances file (default: ../shared/data/korf/korf100.txt, beside the repository)')
    .option('--ids <list>', 'comma-separated instance ids (default: the --count easiest)')
    .option('--count <n>', 'how many of the easiest instances to run', wholeNumber(1, 100), 10)
    .option('--iterations <n>', 'timed runs per engine and instance (the median is reported)', wholeNumber(1, 1000), 5)
    .option('--heuristic <name>', 'the heuristic both engines use: manhattan, linear-conflict or pdb', heuristicName, 'manhattan')
    .option('--beam <width>', 'race the two beams of this width (distance table, as the portfolio without databases) instead of IDA*', wholeNumber(1, 1 << 20))
    .option('--json', 'print the rows as JSON')
    .action(async (options: { korf?: string; ids?: string; count: number; iterations: number; heuristic: HeuristicName; beam?: number; json?: boolean }, command: Command) => {
      // Loaded when the command runs: the benchmark and tinybench.
      const { DEFAULT_KORF_FILE, easiest, parseKorfFile, formatTable, headToHead, totalRow, beamRace, formatBeamTable } = await import('../../engine/node.js');
      const { defaultGoal, optimalProblem } = await import('../../engine/index.js');
      const korf = options.korf ?? DEFAULT_KORF_FILE;
      let text: string;
      try {
        text = readFileSync(korf, 'utf8');
      } catch {
        command.error(`cannot read Korf's instances at ${korf}: run from the repository root next to ../shared, or pass --korf FILE`, { exitCode: EXIT.badInput });
      }
      const all = orBadInput(command, korf, () => parseKorfFile(text));
      const ids = options.ids?.split(',').map((id) => Number(id.trim()));
      const chosen = ids ? all.filter((k) => ids.includes(k.id)) : easiest(all, options.count);
      if (ids && chosen.length !== ids.length) command.error(`unknown instance id in --ids ${options.ids}`, { exitCode: EXIT.badInput });
      if (options.beam !== undefined) {
        const cases = chosen.map((k) => ({ name: `korf ${k.id}`, problem: optimalProblem(k.board, defaultGoal(k.board), 'manhattan') }));
        const rows = await beamRace(cases, options.beam, options.iterations);
        console.log(options.json ? JSON.stringify(rows, null, 2) : formatBeamTable(rows));
        return;
      }
      const rows = await headToHead(chosen.map((k) => ({ name: `korf ${k.id}`, board: k.board })), options.iterations, options.heuristic);
      for (const [i, row] of rows.entries()) {
        if (row.length !== chosen[i].optimal) throw new Error(`korf ${chosen[i].id}: length ${row.length}, known optimum ${chosen[i].optimal}`);
      }
      const table = [...rows, totalRow(rows)];
      console.log(options.json ? JSON.stringify(table, null, 2) : formatTable(table));
    });
}
