// Finding the page's elements by id.

/** The element with this id; a missing one is a mistake in index.html, so it throws. */
export function byId<T extends Element = HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`index.html has no element #${id}`);
  return element as Element as T;
}
