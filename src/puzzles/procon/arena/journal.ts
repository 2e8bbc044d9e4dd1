// The arena's journal: every accepted submission, one JSON object a line, appended and flushed to
// the disk (fdatasync) before its reply goes out, so a reply that says ACCEPTED is never lost, even
// to kill -9 or a power cut. Appends waiting while a flush runs go out together in the next one
// (group commit): one flush for many submissions under load, in the order they were accepted.
import { type FileHandle, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { InputError } from '../../../core/input-error.js';

/** One accepted submission, as a journal line holds it. */
export interface JournalEntry {
  /** When it was accepted (ISO 8601, UTC). */
  readonly at: string;
  readonly player: string;
  readonly problem: string;
  /** Pieces not home after the answer was played on the key. */
  readonly misplaced: number;
  readonly cost: number;
  readonly selections: number;
  readonly swaps: number;
  /** The answer's text as submitted, for anyone to replay. */
  readonly answer: string;
}

/** A journal opened for appending, with what it held. */
export interface OpenedJournal {
  readonly journal: Journal;
  /** Its entries, oldest first. */
  readonly entries: readonly JournalEntry[];
  /**
   * Set when the file ended in a line cut short (a kill or a crash during a write): how long it
   * was. It was never acknowledged (replies wait for the flush), and it is cut from the file.
   */
  readonly tornBytes?: number;
}

interface Waiting {
  readonly line: string;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

export class Journal {
  private waiting: Waiting[] = [];
  private flushing: Promise<void> | undefined;
  /** Set when a failed batch could not be cut from the file: its end is unknown, so nothing more is appended. */
  private broken: unknown;

  /** `size`: the file's length in bytes, all of it acknowledged lines. */
  private constructor(private readonly handle: FileHandle, private size: number) {}

  /**
   * Opens the journal at `path` (made if missing) and reads what it holds. A last line without its
   * newline is torn: reported in `tornBytes` and cut off, so the next entry starts a line.
   * @throws {@link InputError} naming the line for any other line that is not an entry (the
   * journal is not this arena's, or was edited), or when the file cannot be opened
   */
  static async open(path: string): Promise<OpenedJournal> {
    let bytes = Buffer.alloc(0);
    try {
      bytes = await readFile(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new InputError(`cannot read the journal ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
    // Cut on the bytes: a torn line may end inside a character, which decoding would change.
    const whole = bytes.lastIndexOf(0x0a) + 1;
    const entries = bytes.toString('utf8', 0, whole).split('\n').slice(0, -1).map((line, at) => readEntry(line, `${path} line ${at + 1}`));
    let handle: FileHandle;
    try {
      handle = await open(path, 'a');
    } catch (error) {
      throw new InputError(`cannot open the journal ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
    if (whole < bytes.length) {
      await handle.truncate(whole);
      await handle.datasync();
    }
    // A new file's name is on the disk once its folder is flushed too.
    if (bytes.length === 0) await syncFolder(dirname(path));
    const torn = bytes.length - whole;
    return { journal: new Journal(handle, whole), entries, ...(torn > 0 && { tornBytes: torn }) };
  }

  /** Appends an entry; resolves once it is on the disk. */
  append(entry: JournalEntry): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ line: `${JSON.stringify(entry)}\n`, resolve, reject });
      this.flushing ??= this.flush();
    });
  }

  /** Waits for the appends under way, then closes the file. */
  async close(): Promise<void> {
    await this.flushing;
    await this.handle.close();
  }

  private async flush(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0);
      const text = batch.map(({ line }) => line).join('');
      try {
        if (this.broken !== undefined) throw this.broken;
        await this.handle.appendFile(text);
        await this.handle.datasync();
        this.size += Buffer.byteLength(text);
        for (const { resolve } of batch) resolve();
      } catch (error) {
        // Its clients hear "not counted": its lines, some perhaps in the file, are cut before they do.
        if (this.broken === undefined) await this.cutBack(error);
        for (const { reject } of batch) reject(error);
      }
    }
    this.flushing = undefined;
  }

  private async cutBack(error: unknown): Promise<void> {
    try {
      await this.handle.truncate(this.size);
      await this.handle.datasync();
    } catch {
      this.broken = error;
    }
  }
}

async function syncFolder(folder: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch (error) {
    throw new InputError(`cannot flush the journal's folder ${folder}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  } finally {
    await handle?.close();
  }
}

const COUNTS = ['misplaced', 'cost', 'selections', 'swaps'] as const;
const TEXTS = ['at', 'player', 'problem', 'answer'] as const;

/** A journal line read back, checked field by field. */
function readEntry(line: string, where: string): JournalEntry {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new InputError(`${where}: not JSON (a journal holds one submission a line)`);
  }
  const entry = value as Record<string, unknown>;
  const ok = typeof value === 'object' && value !== null
    && TEXTS.every((field) => typeof entry[field] === 'string')
    && COUNTS.every((field) => Number.isSafeInteger(entry[field]) && (entry[field] as number) >= 0);
  if (!ok) throw new InputError(`${where}: not a submission (${[...TEXTS, ...COUNTS].join(', ')})`);
  return value as JournalEntry;
}
