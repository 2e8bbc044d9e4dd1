/** Exit codes of the CLI (architecture.md contract). */
export const EXIT = {
  solved: 0,
  badInput: 2,
  unsolvable: 3,
  timeLimit: 4,
  /** verify: an invalid answer or a broken budget. */
  invalid: 1,
} as const;
