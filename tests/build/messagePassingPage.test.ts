import fs from 'node:fs';
import path from 'node:path';
import {parse, type HTMLElement} from 'node-html-parser';
import {buildDir, docsDir} from '../support/paths';
import {resolveFile} from '../support/staticServer';
import {devnets, predeploys, supersim, supersimDevAccount, tutorialEnvironment} from '../fixtures/interopTutorial';

const tutorialDir = path.join(docsDir, 'interop/tutorials/message-passing');
// node-html-parser keeps <pre> as raw text unless told otherwise; code blocks must be parsed. What
// the page shows a reader without JavaScript (<noscript>: "On this page" again) is left out.
const pageOf = (route: string) =>
  parse(fs.readFileSync(resolveFile(buildDir, route)!, 'utf8'), {blockTextElements: {script: true, style: true, noscript: false}})
    .querySelector('article')!;

/** The text of a rendered code block (a <pre>), line by line as the reader sees it. */
const codeText = (block: HTMLElement) =>
  block.querySelectorAll('.token-line').map((line) => line.text.trimEnd()).join('\n');

/** Every `file=` a page's source names, with that file's contents. */
function filesShownBy(mdxFile: string) {
  const source = fs.readFileSync(path.join(tutorialDir, mdxFile), 'utf8');
  return [...source.matchAll(/```\w+[^\n]*\bfile=(\S+)/g)].map(([, file]) =>
    fs.readFileSync(path.join(tutorialDir, file), 'utf8').replace(/\n$/, ''),
  );
}

describe.each([
  ['/interop/tutorials/message-passing', 'index.mdx'],
  ['/interop/tutorials/message-passing/manual-relay', 'manual-relay.mdx'],
])('%s', (route, mdxFile) => {
  const page = pageOf(route);
  const text = page.text;

  it('shows every code file exactly as the tests run it', () => {
    const shown = page.querySelectorAll('pre').map(codeText);
    const files = filesShownBy(mdxFile);
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) expect(shown).toContain(file);
  });

  it('uses only the tutorial constants: addresses, ports and variables', () => {
    const addresses = new Set(text.match(/0x[0-9a-fA-F]{40}\b/g));
    const allowedAddresses = [predeploys.l2ToL2CrossDomainMessenger, predeploys.superchainTokenBridge, supersimDevAccount.address];
    expect([...addresses].filter((address) => !allowedAddresses.includes(address as never))).toEqual([]);

    const ports = new Set([...text.matchAll(/(?:127\.0\.0\.1|localhost):(\d+)|port (\d+)/g)].map((m) => Number(m[1] ?? m[2])));
    expect([...ports].filter((port) => ![8545, 9545, 9546].includes(port))).toEqual([]);

    const variables = new Set([...text.matchAll(/\$([A-Z][A-Z_]+)\b/g)].map((m) => m[1]));
    expect([...variables].filter((name) => ![...tutorialEnvironment, 'TX_HASH'].includes(name))).toEqual([]);

    expect(text).not.toMatch(/--interop\.(?!autorelay\b)/);
  });
});

describe('the message passing tutorial page', () => {
  const page = pageOf('/interop/tutorials/message-passing');
  const text = page.text;

  it('has the tutorial table of contents, in order', () => {
    // Headings end with a zero-width space inside their anchor link.
    // The page's own headings (the Sources list the theme adds after them is not part of the tutorial).
    expect(page.querySelectorAll('.theme-doc-markdown h2, .theme-doc-markdown h3').map((heading) => heading.text.replace(/\u200b/g, '').trim())).toEqual([
      'Overview',
      "What You'll Build",
      'Setting up your development environment',
      'Implementing onchain message passing (in Solidity)',
      'Setting up test networks',
      'Create the contracts',
      'Send a message',
      'Sender information',
      'Modify the Greeter contract',
      'Verify you can see cross chain sender information',
      'Next steps',
    ]);
    expect(page.querySelector('h1')?.text).toBe('Interop message passing tutorial');
  });

  it('numbers the steps of every list without gaps', () => {
    for (const list of page.querySelectorAll('ol')) {
      expect(list.getAttribute('start') ?? '1').toBe('1');
    }
  });

  it('names all the tutorial constants', () => {
    for (const value of [
      supersim.l1.chainId, supersim.chainA.chainId, supersim.chainB.chainId,
      devnets.l1.chainId, devnets.chainA.chainId, devnets.chainB.chainId, devnets.chainA.chainIdHex,
      supersim.autorelayFlag, predeploys.l2ToL2CrossDomainMessenger, predeploys.superchainTokenBridge,
      supersim.chainA.rpcUrl, supersim.chainB.rpcUrl, '0x385',
    ]) {
      expect(text).toContain(String(value));
    }
    for (const name of tutorialEnvironment) expect(text).toContain(name);
  });

  it('names the three things it builds', () => {
    const section = text.slice(text.indexOf("What You'll Build"), text.indexOf('Setting up your development environment'));
    for (const thing of ['Greeter', 'GreetingSender', 'manual relay script']) expect(section).toContain(thing);
  });

  it('lists the prerequisites and the tools by kind', () => {
    for (const item of ['Intermediate Solidity', 'Basic TypeScript', 'Node.js 18 or higher', 'Git', 'Unix-like', 'Smart-contract toolkit', 'Foundry', 'Local multichain simulator (optional)', 'Supersim', 'Chain client library', 'viem']) {
      expect(text).toContain(item);
    }
  });

  // The diagram renders in the browser only; tests/browser/tutorial.test.ts checks it.
  it('has the Supersim and Devnets tab groups, collapsible sanity checks and explanations', () => {
    const tabGroups = page.querySelectorAll('[role="tablist"]');
    expect(tabGroups).toHaveLength(2);
    for (const group of tabGroups) {
      expect(group.querySelectorAll('[role="tab"]').map((tab) => tab.text)).toEqual(['Supersim', 'Devnets']);
    }
    const summaries = page.querySelectorAll('details summary').map((summary) => summary.text);
    expect(summaries).toContain('About this tutorial');
    expect(summaries.filter((summary) => summary === 'Sanity check').length).toBeGreaterThanOrEqual(2);
    expect(summaries.filter((summary) => summary === 'Explanation').length).toBeGreaterThanOrEqual(4);
  });

  it('links to the pages it builds on and to its child page', () => {
    const links = page.querySelectorAll('a').map((a) => a.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining([
        '/interop/message-passing',
        '/interop/explainer',
        '/interop/tools/supersim',
        '/interop/tools/devnet',
        '/app-developers/tutorials/supersim/getting-started/installation',
        '/interop/tutorials/message-passing/manual-relay',
      ]),
    );
  });
});
