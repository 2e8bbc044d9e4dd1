// A command's --time-limit is the whole process's, from its start to its exit: Node's
// performance.now() counts from the process's start, so the start-up already spent comes out of the
// limit, and so does what the command does after its solve.

/**
 * The time left to a solve, in milliseconds, of a process limit of `seconds`.
 * @param keptBackMs what follows the solve: its last step past the deadline, the replay, printing, exit
 * @param leastMs the solve gets at least this much, however late it starts
 */
export function solveTimeLeftMs(seconds: number, keptBackMs: number, leastMs = 1): number {
  return Math.max(leastMs, seconds * 1000 - performance.now() - keptBackMs);
}
