import headersFile from '../../scripts/headers-file';

const {parseHeadersFile, formatHeadersFile, headersForPath, overlappingHeaders} = headersFile;

const example = [
  '# A comment, then two rules',
  '/*',
  '  X-Content-Type-Options: nosniff',
  '  Link: <https://example.org/a>; rel=preload',
  '',
  '/assets/*',
  '  Cache-Control: public, max-age=31536000, immutable',
  '/*.md',
  '  Content-Type: text/markdown; charset=utf-8',
  '/docs/:page/raw',
  '  X-Raw: yes',
].join('\n');

describe('the headers file parser', () => {
  it('reads each path with its headers, values that contain colons whole', () => {
    const rules = parseHeadersFile(example, 'build/_headers');
    expect(rules.map(({pattern, headers}) => [pattern, headers.map(({name}) => name)])).toEqual([
      ['/*', ['X-Content-Type-Options', 'Link']],
      ['/assets/*', ['Cache-Control']],
      ['/*.md', ['Content-Type']],
      ['/docs/:page/raw', ['X-Raw']],
    ]);
    expect(rules[0].headers[1].value).toBe('<https://example.org/a>; rel=preload');
  });

  it('gives a path the headers of every rule that matches it', () => {
    const rules = parseHeadersFile(example, '_headers');
    const names = (urlPath: string) => headersForPath(rules, urlPath).map(({name}) => name);
    expect(names('/interop/explainer')).toEqual(['X-Content-Type-Options', 'Link']);
    expect(names('/interop/explainer.md')).toEqual(['X-Content-Type-Options', 'Link', 'Content-Type']);
    expect(names('/assets/js/main.0123abcd.js')).toEqual(['X-Content-Type-Options', 'Link', 'Cache-Control']);
    // A dot in a pattern is a dot, and `:page` is one segment only.
    expect(names('/interop/explainerxmd')).toEqual(['X-Content-Type-Options', 'Link']);
    expect(names('/docs/intro/raw')).toContain('X-Raw');
    expect(names('/docs/a/b/raw')).not.toContain('X-Raw');
    expect(names('/img/assets/logo.svg')).not.toContain('Cache-Control');
  });

  it('joins a header that two matching rules set, and names it as an overlap', () => {
    const rules = parseHeadersFile('/*\n  Cache-Control: no-cache\n/assets/*\n  Cache-Control: immutable\n', '_headers');
    expect(headersForPath(rules, '/assets/a.js')).toEqual([{name: 'Cache-Control', value: 'no-cache, immutable'}]);
    expect(overlappingHeaders(rules, '/assets/a.js')).toEqual(['cache-control']);
    expect(overlappingHeaders(rules, '/interop')).toEqual([]);
  });

  it('reads back what it writes', () => {
    const rules = parseHeadersFile(example, '_headers');
    const written = formatHeadersFile(rules, ['Written by a test.']);
    expect(written.startsWith('# Written by a test.\n\n/*\n  X-Content-Type-Options: nosniff\n')).toBe(true);
    const reread = parseHeadersFile(written, '_headers');
    expect(reread.map(({pattern, headers}) => ({pattern, headers}))).toEqual(rules.map(({pattern, headers}) => ({pattern, headers})));
  });

  it.each([
    ['a header before any path', '  X-A: 1\n/*\n  X-B: 2', '_headers:1: header "X-A" comes before any path'],
    ['a path without a slash', 'assets/*\n  X-A: 1', '_headers:1: expected a path starting with "/"'],
    ['a header without a value', '/*\n  X-A:', '_headers:2: header "X-A" has no value'],
    ['a line that is not a header', '/*\n  nosniff', '_headers:2: expected "Name: value"'],
    ['a path without headers', '/*\n\n/assets/*\n  X-A: 1', '_headers:1: path "/*" has no headers'],
    ['two splats', '/*/assets/*\n  X-A: 1', '_headers:1: path "/*/assets/*" has more than one "*"'],
    ['a Cloudflare-only detach', '/*\n  ! X-A', '_headers:2: "! X-A" detaches a header'],
    ['a line longer than Cloudflare reads', `/*\n  X-A: ${'a'.repeat(2000)}`, '_headers:2: line is 2007 characters long'],
  ])('stops at %s, naming the file and line', (_, text, message) => {
    expect(() => parseHeadersFile(text, '_headers')).toThrow(message);
  });

  it('stops at more rules than Cloudflare Pages reads', () => {
    const text = Array.from({length: 101}, (_, index) => `/page-${index}\n  X-A: 1`).join('\n');
    expect(() => parseHeadersFile(text, 'build/_headers')).toThrow('build/_headers:1: 101 rules; Cloudflare Pages reads at most 100');
  });
});
