// AHC011's sliding tree puzzle, public surface for Node and browsers alike. It is a sliding puzzle
// whose goal is any spanning tree of its pipes: it builds on the slide puzzle's boards, engines,
// reduction and shortening (through that puzzle's index.ts), and brings the tree's own target,
// matching and score.
export { type TreeInput, parseTreeInput, formatTreeInput, moveLimit, LEFT, UP, RIGHT, DOWN, EMPTY, MIN_TREE_SIDE, MAX_TREE_SIDE } from './tiles.js';
export { type TreeScore, scoreAnswer, scoreOf, largestTree } from './score.js';
export { type GeneratedTree, generateTree } from './generate.js';
export { type TreeSolveOptions, type TreeSolveResult, solveTree } from './solve-tree.js';
