// A write that fails mid-batch never stops it: the last good file stays, no temporary file is left,
// the failure is one line, and the next write tries again.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerWriter } from '../../src/puzzles/devquiz/answer-writer.js';

const dirs: string[] = [];
afterEach(() => { for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true }); });

function writerIn(content: { text: string }) {
  const dir = mkdtempSync(join(tmpdir(), 'answer-writer-'));
  dirs.push(dir);
  const folder = join(dir, 'out');
  mkdirSync(folder);
  const lines: string[] = [];
  const path = join(folder, 'answers.txt');
  return { folder, path, lines, writer: new AnswerWriter(path, () => content.text, (line) => lines.push(line)) };
}

describe('AnswerWriter', () => {
  it('throws when the first write fails: an unwritable path is bad input', () => {
    const writer = new AnswerWriter(join(tmpdir(), 'no-such-folder-here', 'x', 'answers.txt'), () => 'a');
    expect(() => writer.flush()).toThrow();
  });

  it('keeps the last good file when a later write fails, reports it once, and writes again when it can', () => {
    const content = { text: 'first\n' };
    const { folder, path, lines, writer } = writerIn(content);
    expect(writer.flush()).toBe(true);
    // The answers path turns into a folder: the temporary file is written, the rename fails.
    rmSync(path);
    mkdirSync(path);
    content.text = 'second\n';
    expect(writer.flush()).toBe(false);
    expect(writer.flush()).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^cannot write .*answers\.txt \(.*\): the last good file is kept; trying again$/);
    expect(readdirSync(folder).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    rmSync(path, { recursive: true });
    expect(writer.flush()).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe('second\n');
    expect(lines[1]).toMatch(/written again$/);
    writer.close();
  });

  it('gives up at the end with one line, leaving no retry behind', () => {
    const { path, lines, writer } = writerIn({ text: 'a\n' });
    writer.flush();
    rmSync(path);
    mkdirSync(path);
    expect(writer.close()).toBe(false);
    expect(lines.at(-1)).toMatch(/^gave up writing .*answers\.txt/);
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
  });
});
