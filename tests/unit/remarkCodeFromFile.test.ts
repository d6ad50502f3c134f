import path from 'node:path';
import remarkCodeFromFile from '../../src/features/code-blocks/remarkCodeFromFile';

const page = {path: path.join(__dirname, '../fixtures/code-from-file/page.mdx')};
const codeBlock = (meta: string, value = '') => ({type: 'code', lang: 'solidity', meta, value});
const transform = (node: ReturnType<typeof codeBlock>) => {
  remarkCodeFromFile()({type: 'root', children: [{type: 'paragraph', children: [node]}]}, page);
  return node;
};

describe('remark-code-from-file', () => {
  it('fills an empty code block with the file, keeping the other attributes', () => {
    const node = transform(codeBlock('title="src/Example.sol" file=./Example.sol'));
    expect(node.value).toBe('contract Example {}');
    expect(node.meta).toBe('title="src/Example.sol"');
  });

  it('leaves code blocks without a file attribute alone', () => {
    expect(transform(codeBlock('title="inline.sol"', 'contract Inline {}'))).toEqual(codeBlock('title="inline.sol"', 'contract Inline {}'));
  });

  it('stops the build, naming the page and the path, when the file is missing', () => {
    expect(() => transform(codeBlock('file=./Missing.sol'))).toThrow(
      'tests/fixtures/code-from-file/page.mdx: code block file=./Missing.sol does not exist',
    );
  });

  it('refuses a block that also has code written in the page', () => {
    expect(() => transform(codeBlock('file=./Example.sol', 'contract Stale {}'))).toThrow('must be empty in the page');
  });
});
