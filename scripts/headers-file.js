// @ts-check
// The static host headers file, build/_headers, in the syntax Netlify and Cloudflare Pages share:
// a path pattern on a line of its own, then its headers indented as `Name: value`.
// One parser for everything that reads it: `npm run serve` and the tests' server
// (scripts/static-server.js) send exactly what it says, and scripts/security-headers.js writes it.
//
// Path patterns: a literal path, `*` (one per pattern) matching any characters including `/`, and
// `:name` matching one path segment; both hosts read these the same way. Cloudflare Pages joins the
// values of a header that several matching rules set, while Netlify keeps one of them, so
// `overlappingHeaders` lets the writer refuse such a file instead of leaving the result to the host.

// Cloudflare Pages' documented limits (developers.cloudflare.com/pages/configuration/headers).
const hostLimits = {rules: 100, lineLength: 2000};

/**
 * @typedef {{name: string, value: string}} Header
 * @typedef {{pattern: string, headers: Header[], line: number}} HeaderRule
 */

/**
 * Reads a headers file; a line the hosts would not read the same way stops with the file and line.
 * @param {string} text
 * @param {string} fileName named in errors
 * @returns {HeaderRule[]}
 */
function parseHeadersFile(text, fileName) {
  /** @type {HeaderRule[]} */
  const rules = [];
  /**
   * @param {number} lineNumber
   * @param {string} message
   * @returns {never}
   */
  const fail = (lineNumber, message) => {
    throw new Error(`${fileName}:${lineNumber}: ${message}`);
  };
  text.split(/\r?\n/).forEach((line, index) => {
    const lineNumber = index + 1;
    if (line.length > hostLimits.lineLength)
      fail(lineNumber, `line is ${line.length} characters long; Cloudflare Pages reads at most ${hostLimits.lineLength}`);
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/')) fail(lineNumber, `expected a path starting with "/", found "${trimmed}"`);
      if ((trimmed.match(/\*/g) ?? []).length > 1)
        fail(lineNumber, `path "${trimmed}" has more than one "*" (Cloudflare Pages allows one)`);
      if (/\s/.test(trimmed)) fail(lineNumber, `path "${trimmed}" contains a space`);
      rules.push({pattern: trimmed, headers: [], line: lineNumber});
      return;
    }
    if (trimmed.startsWith('!')) fail(lineNumber, `"${trimmed}" detaches a header, which only Cloudflare Pages understands`);
    const match = /^([A-Za-z0-9-]+):\s*(.*)$/.exec(trimmed);
    if (!match) fail(lineNumber, `expected "Name: value", found "${trimmed}"`);
    const [, name, value] = /** @type {RegExpExecArray} */ (match);
    if (value === '') fail(lineNumber, `header "${name}" has no value`);
    const rule = rules.at(-1);
    if (!rule) return fail(lineNumber, `header "${name}" comes before any path`);
    rule.headers.push({name, value});
  });
  for (const rule of rules) {
    if (rule.headers.length === 0) fail(rule.line, `path "${rule.pattern}" has no headers`);
  }
  if (rules.length > hostLimits.rules) fail(1, `${rules.length} rules; Cloudflare Pages reads at most ${hostLimits.rules}`);
  return rules;
}

/**
 * Writes rules as a headers file, after an optional comment block.
 * @param {{pattern: string, headers: Header[]}[]} rules
 * @param {string[]} [commentLines]
 */
function formatHeadersFile(rules, commentLines = []) {
  const comment = commentLines.map((line) => `# ${line}`.trimEnd());
  const blocks = rules.map(({pattern, headers}) => [pattern, ...headers.map(({name, value}) => `  ${name}: ${value}`)].join('\n'));
  return `${[...(comment.length ? [comment.join('\n')] : []), ...blocks].join('\n\n')}\n`;
}

/**
 * The regular expression a path pattern stands for.
 * @param {string} pattern
 */
function patternToRegExp(pattern) {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '(.*)' : part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The rules whose pattern matches a request path (without its query).
 * @param {HeaderRule[]} rules
 * @param {string} urlPath
 */
function matchingRules(rules, urlPath) {
  return rules.filter((rule) => patternToRegExp(rule.pattern).test(urlPath));
}

/**
 * The headers a host sends for a request path: every matching rule's, a header set by several of
 * them joined with ", " as Cloudflare Pages documents (the writer never lets that happen).
 * @param {HeaderRule[]} rules
 * @param {string} urlPath
 * @returns {Header[]}
 */
function headersForPath(rules, urlPath) {
  /** @type {Map<string, Header>} */
  const byName = new Map();
  for (const {name, value} of matchingRules(rules, urlPath).flatMap((rule) => rule.headers)) {
    const key = name.toLowerCase();
    const previous = byName.get(key);
    byName.set(key, previous ? {name: previous.name, value: `${previous.value}, ${value}`} : {name, value});
  }
  return [...byName.values()];
}

/**
 * Header names that more than one rule sets for this path, where the hosts disagree on the result.
 * @param {HeaderRule[]} rules
 * @param {string} urlPath
 */
function overlappingHeaders(rules, urlPath) {
  const counts = new Map();
  for (const rule of matchingRules(rules, urlPath)) {
    for (const key of new Set(rule.headers.map(({name}) => name.toLowerCase()))) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1).map(([key]) => key);
}

module.exports = {hostLimits, parseHeadersFile, formatHeadersFile, patternToRegExp, matchingRules, headersForPath, overlappingHeaders};
