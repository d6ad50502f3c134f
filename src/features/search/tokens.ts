// Pure: how words are cut out of the pages (at build, ./plugin.ts) and out of a query (in the
// browser, ./workerTokenize.ts and ./ranking.ts), the same way at both ends.
//
// lunr and the theme split at hyphens, so "op-reth" was searched as "op" and "reth", and with the
// theme's one-letter fuzziness as "on", "up" and "eth": pages about Ethereum came before the
// op-reth pages. A hyphenated word is a name here (op-reth, kona-node, op-batcher, cross-chain):
// the index keeps lunr's parts and adds the whole word, and the query keeps it whole, so "op-reth"
// matches the pages that say op-reth, and "reth" or "cross chain" still match the parts.

/** A hyphenated word in text cut at white space: non-space runs joined by hyphens. */
const hyphenatedWord = /[^\s-]+(?:-+[^\s-]+)+/g;

/** A query's words, lower case: split at white space, a hyphenated word kept whole, hyphens at a word's ends dropped. */
export function queryTokens(text: string): string[] {
  return text.toLowerCase().match(/[^\s-]+(?:-+[^\s-]+)*/g) ?? [];
}

/**
 * The hyphenated words of a text, as lunr's trimmer would leave them (no punctuation at either
 * end, which lunr's `\W` names), with their positions: `[start, length]` in the lower-cased text.
 */
export function hyphenatedWords(text: string): {word: string; position: [number, number]}[] {
  const words: {word: string; position: [number, number]}[] = [];
  for (const match of text.toLowerCase().matchAll(hyphenatedWord)) {
    const leading = /^\W*/.exec(match[0])![0].length;
    const word = match[0].slice(leading).replace(/\W+$/, '');
    if (word.includes('-')) words.push({word, position: [match.index + leading, word.length]});
  }
  return words;
}

type LunrToken = {toString(): string};
type LunrLike = {
  Token: new (text: string, metadata: object) => LunrToken;
  utils: {clone: (value: unknown) => object | undefined};
};
export type Tokenizer = ((input: unknown, metadata?: object) => LunrToken[]) & {separator?: RegExp};

/**
 * lunr's tokenizer with each hyphenated word added whole after lunr's own tokens (its parts), with
 * its position for the theme's highlighting. Arrays (lunr's way of passing tokens already cut) pass through.
 */
export function withHyphenatedWords(lunr: LunrLike, tokenizer: Tokenizer): Tokenizer {
  const tokenize: Tokenizer = (input, metadata) => {
    const tokens = tokenizer(input, metadata);
    if (input == null || Array.isArray(input)) return tokens;
    for (const {word, position} of hyphenatedWords(String(input))) {
      tokens.push(new lunr.Token(word, {...(lunr.utils.clone(metadata) ?? {}), position, index: tokens.length}));
    }
    return tokens;
  };
  // lunr's tokenizer reads its separator from `lunr.tokenizer.separator`, which is then this function.
  tokenize.separator = tokenizer.separator;
  return tokenize;
}
