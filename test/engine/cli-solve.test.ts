import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal, parseGoal } from '../../src/engine/board/goal.js';
import { checkSolution } from '../../src/engine/board/moves.js';
import { cli } from '../helpers/cli.js';
import { MEDIUM_4X4, PARITY_UNSOLVABLE, WALLED_3X3 } from '../fixtures/boards.js';

describe('slidepuzzle solve', () => {
  it('prints the moves on one line and exits 0', () => {
    const { code, stdout } = cli(['solve', WALLED_3X3]);
    expect(code).toBe(0);
    const board = parseBoard(WALLED_3X3);
    expect(checkSolution(board, defaultGoal(board), stdout.trim())).toBeUndefined();
  });

  it('--json has moves, length, optimal, nodes, ms and engine', () => {
    const { code, stdout } = cli(['solve', WALLED_3X3, '--json', '--optimal', '--engine', 'ts']);
    expect(code).toBe(0);
    const out = JSON.parse(stdout);
    expect(out).toMatchObject({ length: out.moves.length, optimal: true, engine: 'ts' });
    expect(out.nodes).toBeGreaterThan(0);
    expect(out.ms).toBeGreaterThanOrEqual(0);
  });

  it('--goal solves toward a custom goal', () => {
    const { code, stdout } = cli(['solve', '3,3,123456780', '--goal', '012345678']);
    expect(code).toBe(0);
    const board = parseBoard('3,3,123456780');
    expect(checkSolution(board, parseBoard('3,3,012345678'), stdout.trim())).toBeUndefined();
  });

  it('--heuristic picks the admissible heuristic: the same optimal length, fewer nodes', () => {
    const run = (heuristic: string) => JSON.parse(cli(['solve', MEDIUM_4X4, '--optimal', '--json', '--heuristic', heuristic]).stdout);
    const [manhattan, conflicts, patterns] = ['manhattan', 'linear-conflict', 'pdb'].map(run);
    expect(new Set([manhattan.length, conflicts.length, patterns.length]).size).toBe(1);
    expect(conflicts.nodes).toBeLessThan(manhattan.nodes);
    expect(patterns.nodes).toBeLessThan(conflicts.nodes);
  });

  it.each([
    ['a wrong cell count', ['solve', '3,3,1234567']],
    ['a second blank', ['solve', '3,3,123405670']],
    ['an out-of-range symbol', ['solve', '3,3,12345678Z']],
    ['duplicate tiles', ['solve', '3,3,112345670']],
    ['a size out of range', ['solve', '17,3,123']],
    ['a repeated number on a numeric line', ['solve', `8,8,${[2, ...Array.from({ length: 62 }, (_, i) => i + 2), 0].join(' ')}`]],
    ['a token that is not a number', ['solve', `8,8,${['x', ...Array.from({ length: 62 }, (_, i) => i + 2), 0].join(' ')}`]],
    ['a numeric line over 16x16', ['solve', `17,17,${[...Array.from({ length: 288 }, (_, i) => i + 1), 0].join(' ')}`]],
    ['non-ASCII text', ['solve', '3,3,1234567８0']],
    ['an empty line', ['solve', '']],
    ['a bad goal', ['solve', '3,3,123456780', '--goal', '1']],
    ['a bad engine', ['solve', '3,3,123456780', '--engine', 'gpu']],
    ['a bad heuristic', ['solve', '3,3,123456780', '--heuristic', 'magic']],
    ['a bad time limit', ['solve', '3,3,123456780', '--time-limit', '-1']],
    ['a missing board', ['solve']],
  ])('exits 2 on %s with one line on stderr', (_kind, args) => {
    const { code, stderr, stdout } = cli(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^slidepuzzle: /);
    expect(stderr).not.toMatch(/\bat .*\.js:\d+/);
  });

  it('solves an 8x8 board written in numbers, toward a --goal in the same form', () => {
    const tiles = Array.from({ length: 63 }, (_, i) => i + 1);
    const board = `8,8,${[...tiles.slice(0, 61), 62, 0, 63].join(' ')}`;
    const goal = [...tiles.slice(0, 61), 0, 62, 63].join(' ');
    const { code, stdout } = cli(['solve', board, '--goal', goal, '--json', '--time-limit', '10']);
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as { moves: string };
    expect(result.moves).toBe('L');
    expect(checkSolution(parseBoard(board), parseGoal(goal, parseBoard(board)), result.moves)).toBeUndefined();
  });

  it('exits 3 on an unsolvable board', () => {
    const { code, stderr } = cli(['solve', PARITY_UNSOLVABLE]);
    expect(code).toBe(3);
    expect(stderr).toMatch(/unsolvable: .*parity/);
  });

  it('exits 4 when the time limit runs out', () => {
    const { code, stderr } = cli(['solve', '4,4,0FEDCBA987654321', '--optimal', '--time-limit', '0.2', '--heuristic', 'manhattan']);
    expect(code).toBe(4);
    expect(stderr).toMatch(/no solution within the time limit/);
  });

  it('--help explains the command and the exit codes', () => {
    const { code, stdout } = cli(['solve', '--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/--time-limit/);
    expect(stdout).toMatch(/Exit codes: 0 solved, 2 bad input, 3 unsolvable, 4 time limit/);
  });
});
