// The page's views, sliding puzzle, AHC011 and Procon 25, as tabs. The address's #fragment names
// the view, so a link or a reload opens the same one, and the browser's Back button goes back.
import { byId } from './dom.js';

export type ViewName = 'slide' | 'ahc011' | 'procon';

/** The views' fragments (index.html's tabs link to them, and to '#' for the sliding view). */
const FRAGMENTS: Readonly<Record<string, ViewName>> = { '#ahc011': 'ahc011', '#procon': 'procon' };
const VIEWS: readonly ViewName[] = ['slide', 'ahc011', 'procon'];

/** Shows the view the address names, now and whenever it changes; `onShow` hears each change. */
export function startViews(onShow: (view: ViewName) => void): void {
  const show = () => {
    const current: ViewName = FRAGMENTS[location.hash] ?? 'slide';
    for (const view of VIEWS) {
      byId(`${view}-page`).hidden = view !== current;
      byId(`tab-${view}`).setAttribute('aria-selected', String(view === current));
    }
    document.body.dataset.view = current;
    onShow(current);
  };
  window.addEventListener('hashchange', show);
  show();
}
