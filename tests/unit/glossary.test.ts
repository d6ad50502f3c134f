import {readGlossary} from '../../src/features/glossary/glossaryData';
import remarkGlossaryTerms, {termId} from '../../src/features/glossary/remarkGlossaryTerms';
import {siteDir} from '../support/paths';

type Node = {
  type: string;
  name?: string;
  value?: string;
  url?: string;
  children?: Node[];
  attributes?: Record<string, string>;
  data?: unknown;
};
const term = (text: string, attributes: Record<string, string> = {}): Node => ({
  type: 'textDirective',
  name: 'term',
  attributes,
  children: [{type: 'text', value: text}],
});
const run = (children: Node[], as?: 'link') => {
  const tree: Node = {type: 'root', children: [{type: 'paragraph', children}]};
  remarkGlossaryTerms({siteDir, as})(tree as never, {path: 'docs/stack/example.mdx'});
  return tree.children![0].children!;
};

describe('glossary', () => {
  const entries = readGlossary(siteDir);

  it('reads every entry of the glossary page with its definition as plain text', () => {
    expect(entries.length).toBeGreaterThan(80);
    const aliasing = entries.find(({id}) => id === 'address-aliasing')!;
    expect(aliasing.term).toBe('Address aliasing');
    expect(aliasing.definition).toMatch(
      /^When a contract on L1 sends a deposit, the sender address seen on L2 is shifted by adding the constant 0x1111000000000000000000000000000000001111\./,
    );
    // Links keep their text, lose their address.
    expect(aliasing.definition).toContain('the differences from Ethereum page covers the details.');
    expect(entries.every(({definition}) => definition.length > 20)).toBe(true);
  });

  it('turns :term[...] into the element the card works on, or a Markdown link for the page Markdown', () => {
    const [element] = run([term('Safe block')]);
    expect(element).toEqual({
      type: 'mdxJsxTextElement',
      name: 'GlossaryTerm',
      attributes: [{type: 'mdxJsxAttribute', name: 'id', value: 'safe-block'}],
      children: [{type: 'text', value: 'Safe block'}],
    });
    expect(run([term('safe blocks', {id: 'safe-block'})])[0].attributes).toEqual([
      {type: 'mdxJsxAttribute', name: 'id', value: 'safe-block'},
    ]);
    expect(run([term('Safe block')], 'link')[0]).toEqual({
      type: 'link',
      url: '/connect/resources/glossary#safe-block',
      children: [{type: 'text', value: 'Safe block'}],
    });
    expect(termId("Citizens' House")).toBe('citizens-house');
  });

  it('stops the build on a term with no glossary entry, naming the page and the term', () => {
    expect(() => run([term('flux capacitor')])).toThrow(
      'docs/stack/example.mdx: :term[flux capacitor] names no glossary entry "#flux-capacitor" in docs/connect/resources/glossary.mdx',
    );
  });

  it('leaves other directives alone', () => {
    const other: Node = {type: 'textDirective', name: 'abbr', children: [{type: 'text', value: 'x'}]};
    expect(run([other])[0]).toBe(other);
  });
});
