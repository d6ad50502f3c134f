// Replaces @easyops-cn/autocomplete.js for the navbar search bar in the browser bundle. The bar's
// suggestion source answers each query once; this wrapper runs the latest query's source again when
// another section's index has arrived (./searchBarWorker.ts), so the open suggestions grow to every
// section without the reader typing again. autocomplete.js draws a second answer for the same query
// (and drops it if the query has changed or the menu has closed).
// Tab moves on from the box, as from any field (`tabAutocomplete: false`, autocomplete.js's option:
// it closes the menu and lets the key through); by default Tab opened the highlighted suggestion.
// Enter still opens it.
// By file path: the replacement matches only the bare package request.
import original from '@easyops-cn/autocomplete.js/index.js';
import {onMoreSections} from './searchBarWorker';

type Source = (query: string, callback: (suggestions: unknown[]) => void) => void;
type Dataset = {source: Source} & Record<string, unknown>;

let searchAgain: (() => void) | undefined;
onMoreSections(() => searchAgain?.());

export default function autoComplete(input: unknown, options: Record<string, unknown>, datasets: Dataset[]) {
  const wrapped = datasets.map((dataset) => ({
    ...dataset,
    source: (query: string, callback: (suggestions: unknown[]) => void) => {
      searchAgain = () => dataset.source(query, callback);
      dataset.source(query, callback);
    },
  }));
  return original(input, {...options, tabAutocomplete: false}, wrapped);
}

autoComplete.noConflict = () => original.noConflict?.();
