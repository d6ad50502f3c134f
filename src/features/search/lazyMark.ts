// Replaces mark.js in the browser bundle. The search bar removes highlights from the article on
// every page load (mark.js walks the whole article to do so) and adds them only on pages opened
// from a search result (`?_highlight=`); this stand-in skips the walk when the article has no
// highlight, and loads mark.js (its own chunk) only when there is something to mark or unmark.

type Mark = {mark(keywords: string[], options?: object): void; unmark(): void};
type MarkConstructor = new (root: Element) => Mark;

// Not the path replaced (…/dist/mark.js), so this import gets the library itself.
let loading: Promise<MarkConstructor> | undefined;
const loadMark = (): Promise<MarkConstructor> =>
  (loading ??= import('mark.js/dist/mark.es6.js').then((module: {default: MarkConstructor}) => module.default));

export default class LazyMark implements Mark {
  constructor(private readonly root: Element) {}

  mark(keywords: string[], options?: object): void {
    void loadMark().then((Library) => new Library(this.root).mark(keywords, options));
  }

  unmark(): void {
    if (this.root.querySelector('mark[data-markjs]') === null) return;
    void loadMark().then((Library) => new Library(this.root).unmark());
  }
}
