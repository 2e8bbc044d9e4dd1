// The benchmarks' tables for the terminal: columns right-aligned, two spaces apart.

/** `header` and `rows` (one string per column) as lines of right-aligned columns. */
export function formatColumns(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  return [header, ...rows].map((row) => row.map((cell, i) => cell.padStart(widths[i])).join('  ')).join('\n');
}
