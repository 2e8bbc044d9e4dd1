// The DevQuiz 2011 batch's browser-safe surface: the problem and answers files, shards, generated
// problem sets and the replaying verifier. In Node, `slidepuzzle/devquiz` is node.ts.
export { InputError } from '../../core/input-error.js';
export { type ProblemSolveOptions } from './problem-options.js';
export { type Budget, type ProblemFile, parseProblemFile, formatProblemFile, lineNumberOf } from './problem-file.js';
export { type Shard, parseShard, formatShard, shardIndices } from '../../core/shard.js';
export { type GenerateOptions, type GeneratedProblem, DEFAULT_GENERATE, generateProblems, generateProblemFile } from './generate.js';
export { type VerifyReport, verifyAnswers } from './verify.js';
export { type BudgetReport, formatBudgetReport } from './budget-report.js';
export { DEFAULT_TARGET_TIME_MS, DEFAULT_TIME_LIMIT_MS } from './problem-options.js';
