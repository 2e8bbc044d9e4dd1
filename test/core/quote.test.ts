// Error messages quote input short and printable, whatever the input.
import { describe, expect, it } from 'vitest';
import { MAX_QUOTED, quote } from '../../src/core/quote.js';

describe('quote', () => {
  it('keeps short printable text as it is', () => {
    expect(quote('3,3,168452=30')).toBe("'3,3,168452=30'");
  });

  it('escapes control and non-ASCII characters', () => {
    expect(quote('a\tb\u0000c\u00e9\uff10')).toBe("'a\\x09b\\x00c\\xE9\\u{FF10}'");
  });

  it(`cuts long text at ${MAX_QUOTED} characters and says how long it was`, () => {
    const quoted = quote('x'.repeat(5000));
    expect(quoted).toBe(`'${'x'.repeat(MAX_QUOTED)}...' (5000 characters)`);
  });

  it('keeps binary input to one short line', () => {
    const binary = String.fromCharCode(...Array.from({ length: 2048 }, (_, i) => i % 256));
    const quoted = quote(binary);
    expect(quoted).not.toMatch(/[\x00-\x1f\x7f-\uffff]/);
    expect(quoted.length).toBeLessThan(200);
  });
});
