// Draws a Procon board in an SVG: each piece a square coloured by its target cell, hue across the
// columns and lightness down the rows, so the picture is a smooth gradient once every piece is home
// and the disorder shows at a glance before. The selected piece is outlined. Redrawn whole on every
// frame: at most 256 pieces.

/** The gap around a piece, in cells. */
const GAP = 0.04;

/** One frame of a Procon answer: the pieces (each cell's target), the selected cell (-1: none), what it cost so far. */
export interface ProconFrame {
  readonly pieces: Uint16Array;
  readonly selected: number;
  readonly selections: number;
  readonly swaps: number;
}

/** A piece's colour: hue by its target column, lightness by its target row. */
export function pieceColour(target: number, width: number, height: number): string {
  const x = target % width, y = Math.floor(target / width);
  const hue = Math.round((300 * x) / Math.max(1, width - 1));
  const lightness = Math.round(28 + (52 * y) / Math.max(1, height - 1));
  return `hsl(${hue} 70% ${lightness}%)`;
}

export class ProconView {
  constructor(private readonly root: SVGSVGElement) {}

  /** Draws a frame; returns how many pieces are away from home. */
  show(width: number, height: number, frame: ProconFrame): number {
    const parts: string[] = [];
    let misplaced = 0;
    frame.pieces.forEach((target, cell) => {
      if (target !== cell) misplaced++;
      const x = cell % width, y = Math.floor(cell / width);
      const selected = cell === frame.selected ? ' class="selected"' : '';
      parts.push(`<rect${selected} x="${x + GAP}" y="${y + GAP}" width="${1 - 2 * GAP}" height="${1 - 2 * GAP}" fill="${pieceColour(target, width, height)}"/>`);
    });
    // The selected piece last, so its outline is drawn over its neighbours.
    const at = parts.findIndex((part) => part.startsWith('<rect class="selected"'));
    if (at >= 0) parts.push(...parts.splice(at, 1));
    this.root.setAttribute('viewBox', `0 0 ${width} ${height}`);
    this.root.innerHTML = parts.join('');
    // What is on screen, for tests and for people.
    this.root.dataset.pieces = Array.from(frame.pieces).join(',');
    this.root.dataset.selected = String(frame.selected);
    this.root.dataset.misplaced = String(misplaced);
    this.root.setAttribute('aria-label', `${width} x ${height} board: ${misplaced} of ${width * height} pieces away from home`);
    return misplaced;
  }
}
