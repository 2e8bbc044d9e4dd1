// Parsers for the engine commands' option values (`--engine`, `--heuristic`): each rejects bad
// input with a one-line reason (exit code 2).
import { InvalidArgumentError } from 'commander';
import { type EngineName, ENGINE_NAMES, HEURISTIC_NAMES, type HeuristicName } from '../../engine/index.js';

export function engineName(text: string): EngineName {
  if (!(ENGINE_NAMES as readonly string[]).includes(text)) throw new InvalidArgumentError(`expected one of ${ENGINE_NAMES.join(', ')}`);
  return text as EngineName;
}

export function heuristicName(text: string): HeuristicName {
  if (!(HEURISTIC_NAMES as readonly string[]).includes(text)) throw new InvalidArgumentError(`expected one of ${HEURISTIC_NAMES.join(', ')}`);
  return text as HeuristicName;
}
