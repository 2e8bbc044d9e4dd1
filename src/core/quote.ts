// Input quoted in an error message: at most about 40 characters, control and non-ASCII characters
// escaped, so a binary file or a huge line never floods the one line a user reads.

/** Characters of input an error message shows at most. */
export const MAX_QUOTED = 40;

/**
 * `text` in single quotes for an error message: its first `max` characters, each control or
 * non-ASCII character escaped (`\x00`, `\u{FF10}`), and how long it was when it is cut.
 */
export function quote(text: string, max = MAX_QUOTED): string {
  let shown = '', count = 0;
  for (const character of text) {
    if (count++ < max) shown += escape(character);
  }
  return count > max ? `'${shown}...' (${count} characters)` : `'${shown}'`;
}

function escape(character: string): string {
  const code = character.codePointAt(0)!;
  if (code >= 0x20 && code <= 0x7e) return character;
  const hex = code.toString(16).toUpperCase();
  return code <= 0xff ? `\\x${hex.padStart(2, '0')}` : `\\u{${hex}}`;
}
