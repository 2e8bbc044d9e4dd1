// Draws a Procon board in an SVG. Without a photo, each piece is a square coloured by its target
// cell, hue across the columns and lightness down the rows, so the picture is a smooth gradient
// once every piece is home and the disorder shows at a glance before. With a photo (the jigsaw's
// pieces, procon-photo.ts), each piece shows its own part of it, the pieces the reassembly placed
// wrong outlined in red. The selected piece is outlined. A frame is redrawn whole (at most 256
// pieces); a photo's pieces are images defined once and placed by reference.

/** The gap around a piece, in cells. */
const GAP = 0.04;

/** One frame of a Procon answer: the pieces (each cell's target), the selected cell (-1: none), what it cost so far. */
export interface ProconFrame {
  readonly pieces: Uint16Array;
  readonly selected: number;
  readonly selections: number;
  readonly swaps: number;
}

/** A photo's pieces: each one's image (a data URL), which piece has which target, which were placed wrong. */
export interface PhotoPieces {
  readonly urls: readonly string[];
  readonly pieceOf: ArrayLike<number>;
  readonly wrong: ReadonlySet<number>;
}

/** A piece's colour: hue by its target column, lightness by its target row. */
export function pieceColour(target: number, width: number, height: number): string {
  const x = target % width, y = Math.floor(target / width);
  const hue = Math.round((300 * x) / Math.max(1, width - 1));
  const lightness = Math.round(28 + (52 * y) / Math.max(1, height - 1));
  return `hsl(${hue} 70% ${lightness}%)`;
}

export class ProconView {
  private photo: PhotoPieces | undefined;

  constructor(private readonly root: SVGSVGElement) {
    this.usePhoto(undefined);
  }

  /** Draws pieces as parts of a photo from now on (undefined: as colours again). */
  usePhoto(photo: PhotoPieces | undefined): void {
    this.photo = photo;
    this.root.innerHTML = photo
      ? `<defs>${photo.urls.map((url, piece) => `<image id="procon-piece-${piece}" href="${url}" width="1" height="1" preserveAspectRatio="none"/>`).join('')}</defs><g class="frame"></g>`
      : '<g class="frame"></g>';
  }

  /** Draws a frame; returns how many pieces are away from home. */
  show(width: number, height: number, frame: ProconFrame): number {
    const parts: string[] = [];
    let misplaced = 0, selected = '';
    frame.pieces.forEach((target, cell) => {
      if (target !== cell) misplaced++;
      const x = cell % width, y = Math.floor(cell / width);
      const box = `x="${x + GAP}" y="${y + GAP}" width="${1 - 2 * GAP}" height="${1 - 2 * GAP}"`;
      if (this.photo) {
        const piece = this.photo.pieceOf[target];
        parts.push(`<use href="#procon-piece-${piece}" transform="translate(${x} ${y})"/>`);
        if (this.photo.wrong.has(piece)) parts.push(`<rect class="wrong" ${box}/>`);
      } else {
        parts.push(`<rect ${box} fill="${pieceColour(target, width, height)}"/>`);
      }
      // The selected piece's outline last, drawn over its neighbours.
      if (cell === frame.selected) selected = `<rect class="selected" ${box}/>`;
    });
    this.root.setAttribute('viewBox', `0 0 ${width} ${height}`);
    this.root.querySelector('.frame')!.innerHTML = parts.join('') + selected;
    // What is on screen, for tests and for people.
    this.root.dataset.pieces = Array.from(frame.pieces).join(',');
    this.root.dataset.selected = String(frame.selected);
    this.root.dataset.misplaced = String(misplaced);
    this.root.setAttribute('aria-label', `${width} x ${height} board: ${misplaced} of ${width * height} pieces away from home`);
    return misplaced;
  }
}
