import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import headersFile from '../../scripts/headers-file';
import securityHeaders from '../../scripts/security-headers';

const {inlineScripts, scriptHashSource, inlineScriptHashes, contentSecurityPolicy, headerRules, writeHeadersFile} = securityHeaders;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it("match the CSP specification example for alert('Hello, world.');", () => {
    // The example of CSP Level 2 ("Script hash usage") and MDN's script-src page.
    expect(scriptHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('read each inline script as the browser does: not external ones, not inside comments', () => {
    const html = [
      '<!DOCTYPE html><html><head>',
      '<script src="/assets/js/main.js" defer></script>',
      '<!-- <script>commentedOut()</script> -->',
      '<SCRIPT>upperCase()</SCRIPT>',
      '<script type="application/ld+json">{"@type":"TechArticle"}</script>',
      "<script type='module'>import('/a.js')</script>",
      '<script data-note="a > b">attributeWithAngle()</script>',
      '<script>var closing = "</scr" + "ipt>";</script >',
      '</head><body><script>\r\nlineEndings()\r\n</script></body></html>',
    ].join('\n');
    expect(inlineScripts(html)).toEqual([
      {type: '', text: 'upperCase()'},
      {type: 'application/ld+json', text: '{"@type":"TechArticle"}'},
      {type: 'module', text: "import('/a.js')"},
      {type: '', text: 'attributeWithAngle()'},
      {type: '', text: 'var closing = "</scr" + "ipt>";'},
      {type: '', text: '\nlineEndings()\n'},
    ]);
  });

  it('keep the raw text between the tags byte for byte, wherever the parser alone would misplace it', () => {
    const html = [
      // Character references are not decoded in a script; "İ" lowercases to two characters, which
      // must not shift where a later script's text ends.
      '<p>İstanbul &amp; Zürich</p><script>if (a &amp;&amp; b) say("İ &lt; ü");</script>',
      '<Script type="Module">mixedCase()</sCRIPT>',
      // The first </script ends the text, even inside a JavaScript comment or string.
      '<script>/* </script> */</script>',
      '<script>  \n </script><script></script>',
      // Scripts inside elements whose content is text are text, not scripts.
      '<textarea><script>inTextarea()</script></textarea><style>/* <script>inStyle()</script> */</style>',
      '<pre><script>inPre()</script></pre>',
    ].join('\n');
    expect(inlineScripts(html)).toEqual([
      {type: '', text: 'if (a &amp;&amp; b) say("İ &lt; ü");'},
      {type: 'module', text: 'mixedCase()'},
      {type: '', text: '/* '},
      {type: '', text: '  \n '},
      {type: '', text: ''},
      {type: '', text: 'inPre()'},
    ]);
  });

  it('hash only the scripts that run, each once', () => {
    const page = '<script>a()</script><script type="application/ld+json">{}</script><script type="text/javascript">b()</script>';
    const hashes = inlineScriptHashes([page, page, '<script>a()</script>']);
    expect(hashes).toEqual([sha256('a()'), sha256('b()')].sort());
  });
});

describe('the headers file of a build', () => {
  let buildDir: string;
  beforeEach(() => {
    buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
    fs.mkdirSync(path.join(buildDir, 'interop'), {recursive: true});
    fs.writeFileSync(path.join(buildDir, 'index.html'), '<script>theme()</script><script src="/assets/js/main.js"></script>');
    fs.writeFileSync(path.join(buildDir, 'interop/explainer.html'), '<script>theme()</script><script>redirect()</script>');
    fs.writeFileSync(path.join(buildDir, 'interop/explainer.md'), '# Explainer');
  });
  afterEach(() => fs.rmSync(buildDir, {recursive: true, force: true}));

  it('allows exactly the inline scripts of its pages, with the other security headers', () => {
    const {headersFile: written, htmlFiles, hashes} = writeHeadersFile(buildDir);
    expect(htmlFiles).toBe(2);
    expect(hashes).toEqual([sha256('theme()'), sha256('redirect()')].sort());
    const rules = headersFile.parseHeadersFile(fs.readFileSync(written, 'utf8'), written);
    const headers = Object.fromEntries(headersFile.headersForPath(rules, '/interop/explainer').map(({name, value}) => [name, value]));
    const scriptSrc = headers['Content-Security-Policy'].split('; ').find((directive: string) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${hashes.join(' ')}`);
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)(, |$)/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    const markdown = headersFile.headersForPath(rules, '/interop/explainer.md').find(({name}) => name === 'Content-Type');
    expect(markdown?.value).toBe('text/markdown; charset=utf-8');
  });

  it('stops when the build has no pages', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-empty-'));
    expect(() => writeHeadersFile(empty)).toThrow(`${empty} has no HTML files`);
    fs.rmSync(empty, {recursive: true, force: true});
  });

  it('never sets one header in two rules for a path, where hosts disagree', () => {
    const rules = headersFile.parseHeadersFile(headersFile.formatHeadersFile(headerRules([sha256('a()')])), '_headers');
    for (const urlPath of [
      '/',
      '/interop/explainer',
      '/interop/explainer.md',
      '/llms.txt',
      '/assets/js/main.0123abcd.js',
      '/img/logo.svg',
    ]) {
      expect([urlPath, headersFile.overlappingHeaders(rules, urlPath)]).toEqual([urlPath, []]);
    }
  });

  it('never allows scripts the build did not write', () => {
    const policy = contentSecurityPolicy([sha256('a()')]);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${sha256('a()')}`);
    expect(policy).not.toContain('unsafe-eval');
  });
});
