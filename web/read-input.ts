// A text input read as it is typed, the same in every view: parsed, or its one-line error shown
// under it (the last good board stays on screen).
import { InputError } from '../src/engine/index.js';

/** The parsed value, with `errorLine` hidden; or undefined, with the InputError's message in `errorLine`. */
export function readInput<T>(text: string, errorLine: HTMLElement, parse: (text: string) => T): T | undefined {
  try {
    const value = parse(text);
    errorLine.hidden = true;
    return value;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    errorLine.textContent = error.message;
    errorLine.hidden = false;
    return undefined;
  }
}
