// Vitest global setup: the one line saying the browser tests are skipped, and why (see chromium.ts).
import { findChromium, onCI } from './chromium.js';

export default function setup(): void {
  const lookup = findChromium();
  if (lookup.found || onCI()) return;
  console.warn(`browser tests skipped: ${lookup.reason} (under CI=true they fail instead)`);
}
