/** Bad input: a board, goal or move string that cannot be read. The message is one line for a user. */
export class InputError extends Error {
  override readonly name = 'InputError';
}
