// A request the arena refuses: its HTTP status and the one line that says why.

export class ArenaError extends Error {
  override readonly name = 'ArenaError';

  /**
   * @param status the HTTP status (4xx for the caller's fault, 5xx for the arena's)
   * @param message one line, sent after `ERROR `
   */
  constructor(readonly status: number, message: string) {
    super(message);
  }
}
