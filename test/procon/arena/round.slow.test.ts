// A whole round as the contest ran one: problems generated from photos made here (procon generate
// --image ... --key), served, and played by three clients of one player with different seeds
// (recipes/procon-arena.sh); then the standings checked against the journal, every answer in it
// replayed on its key independently of the arena. And the recipe stopped by a signal mid-round.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { encode as encodePng } from 'fast-png';
import { describe, expect, it } from 'vitest';
import { parseProconAnswer, parseProconProblem, scoreProconAnswer } from '../../../src/puzzles/procon/index.js';
import { cli, slidepuzzleOnPath } from '../../helpers/cli.js';
import { scratch, until } from '../../helpers/batch-files.js';
import { picture } from '../../helpers/picture.js';

const RECIPE = fileURLToPath(new URL('../../../recipes/procon-arena.sh', import.meta.url));
const PROBLEMS = [{ id: 'r1', grid: '4x4', limit: '4', costs: '10,2', seed: 1 }, { id: 'r2', grid: '3x3', limit: '3', costs: '20,1', seed: 2 }];

describe('a whole round', () => {
  it('generates problems from photos, serves them, plays them with three clients of one player, and the standings hold up to replay', async () => {
    const at = scratch();
    mkdirSync(at('problems'));
    for (const { id, grid, limit, costs, seed } of PROBLEMS) {
      const photo = picture(200, 160, seed);
      writeFileSync(at(`${id}.png`), encodePng({ width: photo.width, height: photo.height, data: photo.data, channels: 3 }));
      const made = cli(['procon', 'generate', '--image', at(`${id}.png`), '--grid', grid, '--piece-size', '16', '--limit', limit, '--costs', costs,
        '--seed', String(seed), '-o', at(`problems/${id}.ppm`), '--key', at(`problems/${id}.key.txt`)]);
      expect(made.code, made.stderr).toBe(0);
    }
    writeFileSync(at('players.txt'), 'team\n');
    // 3 s a problem: three clients share the machine's cores, and each client's first answer to a 4x4 board may need one longer solve.
    const { stdout } = await promisify(execFile)('sh', [RECIPE, at('problems'), at('players.txt'), 'team', '3'], { env: slidepuzzleOnPath() })
      .catch((error: { message: string; stdout: string; stderr: string }) => { throw new Error(`${error.message}\n${error.stdout}\n${error.stderr}`); });
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^arena: http:\/\/127\.0\.0\.1:\d+\/$/);
    for (const client of [1, 2, 3]) {
      for (const { id } of PROBLEMS) {
        // A client may send nothing where another of the player's clients is ahead: it says the player's best then.
        expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^client ${client}: ${id}: (0 misplaced, cost [\\d,]+ \\(\\d+ answers? accepted.*|no answer accepted); team's best on the arena: 0 misplaced`)));
      }
    }
    const standings = JSON.parse(lines.at(-1)!);
    const journal = readFileSync(at('problems/journal.jsonl'), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line));
    for (const { id } of PROBLEMS) {
      const key = parseProconProblem(readFileSync(at(`problems/${id}.key.txt`), 'utf8'));
      const entries = journal.filter((entry) => entry.problem === id);
      expect(entries.length).toBeGreaterThan(0);
      // Every answer replayed here on the key scores as the arena recorded it.
      const scores = entries.map((entry) => {
        const score = scoreProconAnswer(key, parseProconAnswer(key, entry.answer));
        expect({ misplaced: entry.misplaced, cost: entry.cost }).toEqual({ misplaced: score.misplaced, cost: score.cost });
        return score;
      });
      // The standings: the best by fewest misplaced then cost, and the count.
      const best = scores.reduce((a, b) => (b.misplaced < a.misplaced || (b.misplaced === a.misplaced && b.cost < a.cost) ? b : a));
      expect(standings.problems[id]).toEqual({ team: { misplaced: 0, cost: best.cost, submissions: entries.length } });
    }
  });

  it('leaves no arena, client or log behind when stopped by SIGTERM mid-round', async () => {
    const at = scratch();
    mkdirSync(at('problems'));
    mkdirSync(at('tmp'));
    const photo = picture(64, 64, 1);
    writeFileSync(at('r1.png'), encodePng({ width: photo.width, height: photo.height, data: photo.data, channels: 3 }));
    const made = cli(['procon', 'generate', '--image', at('r1.png'), '--grid', '4x4', '--piece-size', '16', '--limit', '4', '--costs', '10,2', '-o', at('problems/r1.ppm'), '--key', at('problems/r1.key.txt')]);
    expect(made.code, made.stderr).toBe(0);
    writeFileSync(at('players.txt'), 'team\n');
    // The recipe's logs go to TMPDIR (mktemp): here a folder of the test's own.
    const recipe = spawn('sh', [RECIPE, at('problems'), at('players.txt'), 'team', '60'], { env: { ...slidepuzzleOnPath(), TMPDIR: at('tmp') }, stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    recipe.stdout.setEncoding('utf8').on('data', (text: string) => { stdout += text; });
    const ended = new Promise<number | null>((resolve) => recipe.on('close', resolve));
    // Stopped once the three clients are playing (each with its log).
    await until(() => readdirSync(at('tmp')).length === 4);
    const url = /^arena: (\S+)$/m.exec(stdout)![1];
    recipe.kill('SIGTERM');
    expect(await ended).toBe(143);
    expect(readdirSync(at('tmp'))).toEqual([]);
    // Their command lines name the problem folder (the arena) and its address (the clients).
    const left = () => execFileSync('ps', ['-A', '-o', 'args='], { encoding: 'utf8' }).split('\n').filter((args) => args.includes(at('problems')) || args.includes(url));
    await until(() => left().length === 0, 10_000);
  });
});
