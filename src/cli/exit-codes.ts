/** Exit codes of the CLI, a contract for the scripts that call it: see the README's "Command line" section. */
export const EXIT = {
  solved: 0,
  badInput: 2,
  unsolvable: 3,
  timeLimit: 4,
  /** verify: an invalid answer or a broken budget. */
  invalid: 1,
  /** batch and solve: stopped by Ctrl-C (SIGINT) after writing what it had, as shells number it (128 + 2). */
  interrupted: 130,
  /** An internal error (a bug, or the machine failing): sysexits' EX_SOFTWARE, apart from every verdict. */
  internal: 70,
} as const;
