/**
 * Bad input: a board, goal or move string that cannot be read. The message is one line for a user.
 * `solve()` turns it into an `invalid` result; the board helpers (`parseBoard`, `replay`, ...) throw it.
 */
export class InputError extends Error {
  /** Always `'InputError'`: the name shown by `String(error)` and in stack traces. */
  override readonly name = 'InputError';
}
