// Compares an answers file for the DevQuiz 2011 set with the best public answers, problem by
// problem: total moves against 271,411, how many answers are shorter, equal or longer, and the
// totals by board size. Every answer is replayed first; an invalid one counts as unsolved.
//
//   npm run bench:compare -- [--answers answers.txt] [--problems FILE] [--best FILE]
//
// The batch's comparison in docs/benchmarks.md comes from
// `slidepuzzle batch <problems> -o answers.txt --workers 2` followed by this.
import { parseAnswerLines } from '../src/puzzles/devquiz/answers-file.js';
import { parseProblemFile } from '../src/puzzles/devquiz/problem-file.js';
import { parseBoard } from '../src/engine/board/board.js';
import { defaultGoal } from '../src/engine/board/goal.js';
import { checkSolution } from '../src/engine/board/moves.js';

import { benchArgs, readData } from './args.js';

const NAME = 'bench:compare';
const values = benchArgs(NAME, `
Compares an answers file for the DevQuiz 2011 set with the best public answers, problem by problem.

Usage: npm run bench:compare -- [options]
  --answers FILE   the answers file (default answers.txt)
  --problems FILE  the problem file (default ../shared/data/devquiz2011/problems.txt)
  --best FILE      best public answer lengths, one a line (default ../shared/data/devquiz2011/best-known-lengths.txt)
  -h, --help       this text
`, {
  answers: { type: 'string', default: 'answers.txt' },
  problems: { type: 'string', default: '../shared/data/devquiz2011/problems.txt' },
  best: { type: 'string', default: '../shared/data/devquiz2011/best-known-lengths.txt' },
});
const problems = parseProblemFile(readData(NAME, values.problems, 'the DevQuiz problem file', '--problems')).problems;
const answers = parseAnswerLines(readData(NAME, values.answers, 'the answers file', '--answers'));
const best = readData(NAME, values.best, 'the best known lengths', '--best').trim().split(/\s+/).map(Number);

interface Tally { problems: number; solved: number; ours: number; best: number; shorter: number; equal: number; longer: number }
const tally = (): Tally => ({ problems: 0, solved: 0, ours: 0, best: 0, shorter: 0, equal: 0, longer: 0 });
const total = tally();
const bySize = new Map<string, Tally>();
problems.forEach((line, i) => {
  const size = line.split(',').slice(0, 2).join('x');
  const rows = [total, bySize.get(size) ?? bySize.set(size, tally()).get(size)!];
  const board = parseBoard(line);
  const moves = answers[i] ?? '';
  const valid = checkSolution(board, defaultGoal(board), moves) === undefined;
  for (const row of rows) {
    row.problems++;
    if (!valid) continue;
    row.solved++;
    row.ours += moves.length;
    row.best += best[i];
    if (moves.length < best[i]) row.shorter++;
    else if (moves.length === best[i]) row.equal++;
    else row.longer++;
  }
});

const format = (name: string, t: Tally) =>
  `${name.padEnd(6)} ${String(t.solved).padStart(5)}/${String(t.problems).padEnd(5)} ours ${String(t.ours).padStart(7)}  best ${String(t.best).padStart(7)}  ` +
  `ratio ${(t.ours / Math.max(1, t.best)).toFixed(4)}  shorter ${t.shorter}  equal ${t.equal}  longer ${t.longer}`;
console.log(format('total', total));
for (const size of [...bySize.keys()].sort()) console.log(format(size, bySize.get(size)!));
console.log(`best public answers, all problems: ${best.reduce((a, b) => a + b, 0)} moves`);
