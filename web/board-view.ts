// Draws a board: walls in place and one element per tile, moved with a CSS transition, so playing
// an answer back animates each slide. Clicks are reported as cell indexes.
import { type Board, formatBoard, BLANK, MAX_SYMBOL_CELLS, WALL, symbolOf } from '../src/engine/index.js';

export class BoardView {
  private readonly tiles = new Map<number, HTMLElement>();
  private board: Board | undefined;

  constructor(private readonly root: HTMLElement, onCellClick: (cell: number) => void) {
    root.addEventListener('click', (event) => {
      const cell = this.cellAt(event.clientX, event.clientY);
      if (cell !== undefined) onCellClick(cell);
    });
  }

  show(board: Board): void {
    const { width, height, cells } = board;
    this.board = board;
    this.root.style.setProperty('--w', String(width));
    this.root.style.setProperty('--h', String(height));
    // Past 36 cells tiles are numbers, as in the board line; three digits take a smaller font.
    const numbers = cells.length > MAX_SYMBOL_CELLS;
    this.root.style.setProperty('--label-scale', cells.length > 100 ? '0.72' : '1');
    this.root.dataset.board = formatBoard(board); // what is on screen, for tests and for people
    for (const wall of this.root.querySelectorAll('.wall')) wall.remove();
    const present = new Set<number>();
    cells.forEach((code, cell) => {
      if (code === BLANK) return;
      const element = code === WALL ? this.newPiece('wall', '') : this.tile(code, numbers ? String(code) : symbolOf(code));
      if (code !== WALL) present.add(code);
      element.style.transform = `translate(${(cell % width) * 100}%, ${Math.floor(cell / width) * 100}%)`;
      element.classList.toggle('home', code === cell + 1); // on its DevQuiz goal cell
    });
    for (const [code, element] of this.tiles) {
      if (!present.has(code)) { element.remove(); this.tiles.delete(code); }
    }
  }

  private tile(code: number, label: string): HTMLElement {
    let element = this.tiles.get(code);
    if (!element) {
      element = this.newPiece('tile', label);
      this.tiles.set(code, element);
    }
    element.textContent = label;
    return element;
  }

  private newPiece(kind: 'tile' | 'wall', text: string): HTMLElement {
    const element = document.createElement('div');
    element.className = kind;
    element.textContent = text;
    this.root.append(element);
    return element;
  }

  private cellAt(clientX: number, clientY: number): number | undefined {
    if (!this.board) return undefined;
    const { width, height } = this.board;
    const rect = this.root.getBoundingClientRect();
    const x = Math.floor(((clientX - rect.left) / rect.width) * width);
    const y = Math.floor(((clientY - rect.top) / rect.height) * height);
    return x >= 0 && x < width && y >= 0 && y < height ? y * width + x : undefined;
  }
}
