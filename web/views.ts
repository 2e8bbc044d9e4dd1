// The page's two views, sliding puzzle and AHC011, as tabs. The address's #fragment names the view,
// so a link or a reload opens the same one, and the browser's Back button goes back to the other.
import { byId } from './dom.js';

export type ViewName = 'slide' | 'tree';

/** The AHC011 view's fragment (index.html's tabs link to it, and to '#' for the sliding view). */
const TREE_FRAGMENT = '#ahc011';
const VIEWS: readonly ViewName[] = ['slide', 'tree'];

/** Shows the view the address names, now and whenever it changes; `onShow` hears each change. */
export function startViews(onShow: (view: ViewName) => void): void {
  const show = () => {
    const current: ViewName = location.hash === TREE_FRAGMENT ? 'tree' : 'slide';
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
