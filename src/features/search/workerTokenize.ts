// Replaces the theme's `../utils/tokenize` in its search worker (browser bundle): the worker cuts a
// query into words with it, at spaces and hyphens; this keeps a hyphenated word whole, as the index
// now holds it (./tokens.ts). The site's search language is English only, the one case of the
// original this keeps.
import {queryTokens} from './tokens';

export function tokenize(text: string, _language: string[]): string[] {
  return queryTokens(text);
}
