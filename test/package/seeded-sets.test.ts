// A seed names a problem set (`slidepuzzle generate --seed`, `ahc011 generate --seed`, `procon
// generate --seed`): the same seed must give the same set on every machine and in every version.
// These pins were taken from the generators and checked equal to their output before the core's
// shuffle replaced the puzzles' own loops.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/core/random.js';
import { defaultGoal, formatBoard, parseBoard, scramble, shuffled } from '../../src/engine/index.js';
import { generateProblemFile } from '../../src/puzzles/devquiz/index.js';
import { formatTreeInput, generateTree } from '../../src/puzzles/ahc011/index.js';
import { formatProconProblem, generateProconProblem } from '../../src/puzzles/procon/index.js';

describe('seeded problem sets', () => {
  it('the engine scramblers', () => {
    expect(formatBoard(shuffled(defaultGoal(parseBoard('4,4,123456789ABCDEF0')), seededRandom(42)))).toBe('4,4,8D10524FBE639C7A');
    const walked = scramble(parseBoard('3,3,123456780'), 20, seededRandom(7));
    expect([formatBoard(walked.board), walked.answer]).toEqual(['3,3,265407813', 'DLURRDLURULDRULLDDRR']);
  });

  it('DevQuiz problem files', () => {
    const file = generateProblemFile({ count: 3, seed: 1 });
    expect(file.problems).toEqual(['5,3,=4E2==389C=07AD', '6,5,7245CB13==0ND8E=IH==FT6L===SOM', '5,6,=879A6H23FGELC4IMBJ=N5DPT===O0']);
    expect([...file.budget]).toEqual([59, 63, 50, 53]);
  });

  it('AHC011 inputs', () => {
    expect(formatTreeInput(generateTree(3).input)).toBe(
      '9 1458\n6e9da9d4c\n33a315cec\nbe8f4724d\n42398cfb9\n866c79712\n91a3c684a\nd963da52a\nae43aa206\n82827db31\n');
  });

  it('Procon boards', () => {
    expect(formatProconProblem(generateProconProblem({ width: 4, height: 3, selectLimit: 2, selectCost: 10, swapCost: 1, seed: 5 })))
      .toBe('4 3 2 10 1\n22 01 13 03\n21 12 10 00\n11 02 23 20\n');
  });
});
