// Pattern databases against brute force: a 0-1 breadth-first search over whole boards, where only
// the group's tiles' moves cost 1, gives each placement's entry independently of the wasm build.
import { describe, expect, it } from 'vitest';
import { type Board, parseBoard } from '../../src/engine/board/board.js';
import { defaultGoal } from '../../src/engine/board/goal.js';
import { WALL } from '../../src/engine/board/symbols.js';
import { type Partition, buildPatternSet, buildPatternSetSliced, databaseSpec } from '../../src/engine/heuristics/pattern-database.js';
import { startDatabaseBuild } from '../../src/engine/search/wasm-pattern-build.js';
import { blockPartition } from '../../src/engine/heuristics/partition.js';
import { allDistances, successors } from '../helpers/bfs.js';

/** The index of a placement: the group's cells as open-cell ranks (reading order), digits in base open cells. */
function indexOf(goal: Board, tiles: readonly number[], cells: Uint16Array): number {
  const rank = new Map<number, number>();
  goal.cells.forEach((code, cell) => { if (code !== WALL) rank.set(cell, rank.size); });
  return tiles.reduce((index, tile, digit) => index + rank.get(cells.indexOf(tile))! * rank.size ** digit, 0);
}

/** The fewest moves of `tiles` from every board to the goal, other tiles moving for free (0-1 BFS by cost levels). */
function groupMoves(goal: Board, tiles: readonly number[]): Map<string, number> {
  const cost = new Map<string, number>();
  let level: Uint16Array[] = [goal.cells];
  for (let c = 0; level.length > 0; c++) {
    const next: Uint16Array[] = [];
    for (let i = 0; i < level.length; i++) {
      const key = level[i].join(',');
      if (cost.has(key)) continue;
      cost.set(key, c);
      for (const { cells, tile } of successors(level[i], goal.width, goal.height)) (tiles.includes(tile) ? next : level).push(cells);
    }
    level = next;
  }
  return cost;
}

function expectBruteForce(goal: Board, partition: Partition, databases: readonly Uint8Array[]) {
  partition.forEach((tiles, g) => {
    const best = new Map<number, number>();
    for (const [key, moves] of groupMoves(goal, tiles)) {
      const index = indexOf(goal, tiles, Uint16Array.from(key.split(',').map(Number)));
      best.set(index, Math.min(best.get(index) ?? Infinity, moves));
    }
    const database = databases[g];
    expect(database.length).toBe(goal.cells.filter((c) => c !== WALL).length ** tiles.length);
    database.forEach((entry, index) => {
      if ((best.get(index) ?? 255) !== entry) expect.fail(`group ${tiles}: entry ${index} is ${entry}, brute force says ${best.get(index)}`);
    });
  });
}

describe('pattern databases hold the fewest moves of their own tiles', () => {
  for (const line of ['4,2,12345670', '3,3,=23456780', '4,3,12=45678=AB0', '5,2,1=34567=90', '3,2,123450']) {
    const goal = defaultGoal(parseBoard(line));
    for (const size of [1, 2, 3]) {
      it(`${line}, groups of ${size}`, () => {
        const partition = blockPartition(goal, size);
        expectBruteForce(goal, partition, buildPatternSet(goal, partition).databases);
      });
    }
  }

  it('a database of every tile is the true distance of every board', () => {
    for (const line of ['3,2,123450', '4,2,12345670', '3,3,=23456780']) {
      const goal = defaultGoal(parseBoard(line));
      const tiles = [...goal.cells].filter((c) => c !== 0 && c !== WALL);
      const [database] = buildPatternSet(goal, [tiles]).databases;
      for (const { cells, distance } of allDistances(goal)) expect(database[indexOf(goal, tiles, cells)]).toBe(distance);
    }
  });

  it('the sliced build gives the same bytes, and stops at its deadline', async () => {
    const goal = defaultGoal(parseBoard('3,3,123456780'));
    const partition = blockPartition(goal, 4);
    const sliced = await buildPatternSetSliced(goal, partition);
    expect(sliced?.databases).toEqual(buildPatternSet(goal, partition).databases);
    expect(await buildPatternSetSliced(goal, partition, { deadline: performance.now() })).toBeUndefined();
    expect(await buildPatternSetSliced(goal, partition, { signal: AbortSignal.abort() })).toBeUndefined();
  });

  it('builds under way at once on one thread, or after a larger one, give the same bytes', () => {
    // A finished build hands its wasm instance to the next: memory left over from a larger build,
    // or another build under way, must not change a database.
    const large = defaultGoal(parseBoard('4,3,123456789AB0'));
    const small = defaultGoal(parseBoard('4,3,12=45678=AB0'));
    const [largeTiles] = blockPartition(large, 4);
    const [largeAlone] = buildPatternSet(large, [largeTiles]).databases;
    const smallAfter = buildPatternSet(small, blockPartition(small, 2));
    expectBruteForce(small, smallAfter.partition, smallAfter.databases);
    const [smallTiles] = blockPartition(small, 3);
    const builds = [startDatabaseBuild(databaseSpec(small, smallTiles)), startDatabaseBuild(databaseSpec(large, largeTiles))];
    let turns = 0;
    while (!builds.map((build) => build.run(100)).every(Boolean)) turns++;
    expect(turns).toBeGreaterThan(3);
    expectBruteForce(small, [smallTiles], [builds[0].database()]);
    expect(builds[1].database()).toEqual(largeAlone);
  });
});
