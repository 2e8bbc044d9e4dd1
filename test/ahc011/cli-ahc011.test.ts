import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { scratch } from '../helpers/batch-files.js';
import { formatTreeInput, generateTree, parseTreeInput } from '../../src/puzzles/ahc011/index.js';

describe('slidepuzzle ahc011', () => {

  it('--attempts makes the answer depend on the seed alone: two runs agree', () => {
    // A small board and a limit far beyond what two targets need, so the clock never decides.
    const at = scratch({ 'in.txt': formatTreeInput(generateTree(1, 6).input) });
    const run = (seed: string) => JSON.parse(cli(['ahc011', at('in.txt'), '--attempts', '2', '--seed', seed, '--time-limit', '60', '--json']).stdout);
    const [first, again] = [run('4'), run('4')];
    expect(first.attempts).toBe(2);
    expect(again.moves).toBe(first.moves);
  });

  it('scores an output, and names what is wrong with a bad one (exit 2)', () => {
    const at = scratch({ 'in.txt': '3 54\ncd9\naaa\n220\n', 'ok.txt': 'UD\n', 'far.txt': 'UD'.repeat(28), 'bad.txt': 'UL?\n' });
    expect(cli(['ahc011', 'score', at('in.txt'), at('ok.txt')]).stdout).toBe('score 981481 (2 moves, tree of 8 of 8 tiles, spanning)\n');
    expect(JSON.parse(cli(['ahc011', 'score', at('in.txt'), at('ok.txt'), '--json']).stdout)).toEqual({ score: 981481, moves: 2, treeSize: 8, fullTree: true });
    for (const [file, reason] of [['far.txt', /56 moves are more than T = 54/], ['bad.txt', /move 3 '\?' is not one of/]] as const) {
      const { code, stdout, stderr } = cli(['ahc011', 'score', at('in.txt'), at(file)]);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toMatch(reason);
      expect(stderr.trim().split('\n')).toHaveLength(1);
    }
  });

  it('generates inputs by seed into a directory, or on stdout', () => {
    const at = scratch({});
    expect(cli(['ahc011', 'generate', '--seed', '5', '-n', '3', '-o', at('inputs')]).code).toBe(0);
    const files = readdirSync(at('inputs')).sort();
    expect(files).toEqual(['0005.txt', '0006.txt', '0007.txt']);
    expect(parseTreeInput(readFileSync(join(at('inputs'), '0007.txt'), 'utf8')).n).toBe(8);
    expect(cli(['ahc011', 'generate', '--seed', '5']).stdout).toBe(formatTreeInput(generateTree(5).input));
  });

  it.each([
    [['ahc011', 'missing.txt'], /cannot read missing\.txt/],
    [['ahc011', 'generate'], /required option '--seed <n>'/],
    [['ahc011', 'generate', '--seed', '1', '--size', '40'], /expected a whole number from 2 to 16/],
    [['ahc011', 'in.txt', '--attempts', '0'], /--attempts <n>.*expected a whole number from 1/],
  ])('bad input %j: exit 2, one line', (args, reason) => {
    const { code, stderr } = cli(args);
    expect(code).toBe(2);
    expect(stderr).toMatch(reason);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('a malformed input file: exit 2, one line, no stack', () => {
    const at = scratch({ 'in.txt': '\u0000\u0001binary' });
    const { code, stderr } = cli(['ahc011', at('in.txt')]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/is not "N T"/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
