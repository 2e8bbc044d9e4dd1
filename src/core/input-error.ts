/**
 * Bad input: a board, goal or move string that cannot be read. The message is one line for a user.
 * `solve()` turns it into an `invalid` result; the board helpers (`parseBoard`, `replay`, ...) throw it.
 */
export class InputError extends Error {
  /** Always `'InputError'`: the name shown by `String(error)` and in stack traces. */
  override readonly name = 'InputError';
}

/**
 * An object given in place of a text (a tree input, a Procon problem), written as that text so the
 * text's parser checks it. An object not of the expected shape (a `TypeError` while writing it: a
 * missing field, `null`, a plain array where a typed one is expected) is bad input too, not a crash.
 * @param value the object as the caller gave it
 * @param what what it should be, for the message, e.g. `a TreeInput`
 * @param format the text's writer
 * @throws {@link InputError} naming `what` when `format` throws
 */
export function formatGiven<T>(value: T, what: string, format: (value: T) => string): string {
  try {
    return format(value);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`not ${what}: ${(error as Error).message}`);
  }
}
