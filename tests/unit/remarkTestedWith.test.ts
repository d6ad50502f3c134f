import path from 'node:path';
import remarkTestedWith, {lockedVersions} from '../../src/features/tested-with/remarkTestedWith';
import {siteDir} from '../support/paths';

type Node = {type: string; value?: string; children?: Node[]; data?: unknown};
const textOf = (node: Node): string => node.value ?? (node.children ?? []).map(textOf).join('');

const runs = {
  '/guides/run': {test: 'tests/tutorial/run.test.ts', tools: ['forge' as const, 'viem' as const]},
  '/guides/skip': {notRun: 'it needs Sepolia'},
};

/** Runs the plugin over a one-paragraph page at `file` (under docs/ of the real site, for the real lockfile). */
function render(file: string, contentType = 'tutorial'): Node[] {
  const tree: Node = {type: 'root', children: [{type: 'paragraph', children: [{type: 'text', value: 'Body.'}]}]};
  remarkTestedWith({siteDir, runs})(tree as never, {path: path.join(siteDir, file), data: {frontMatter: {content_type: contentType}}});
  return tree.children!;
}

describe('remark-tested-with', () => {
  const versions = lockedVersions(siteDir);

  it('starts a tested tutorial with the tools and the versions package-lock.json pins', () => {
    const [line, body] = render('docs/guides/run.mdx');
    expect(textOf(line)).toBe(
      `Tested with forge ${versions['@foundry-rs/forge']} and viem ${versions.viem}: the site's tests run this page's steps as written on every change (tests/tutorial/run.test.ts).`,
    );
    expect(versions['@foundry-rs/forge']).toMatch(/^\d+\.\d+\.\d+/);
    expect(textOf(body)).toBe('Body.');
  });

  it('says why a tutorial is not run', () => {
    expect(textOf(render('docs/guides/skip.mdx')[0])).toBe('Not run by the site’s tests: it needs Sepolia.');
  });

  it('stops the build for a tutorial with no entry, naming the file', () => {
    expect(() => render('docs/guides/other.mdx')).toThrow(
      'docs/guides/other.mdx: tutorial /guides/other has no entry in src/features/tested-with/tutorialRuns.ts',
    );
  });

  it('leaves other pages, partials and tutorials of a cut version without an entry alone', () => {
    expect(render('docs/guides/run.mdx', 'guide')).toHaveLength(1);
    expect(render('docs/guides/_run.mdx')).toHaveLength(1);
    expect(render('versioned_docs/version-1.0/guides/other.mdx')).toHaveLength(1);
  });
});
