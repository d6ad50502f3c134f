import fs from 'node:fs';
import path from 'node:path';

type Node = {type: string; children?: Node[]; meta?: string | null; value?: string};
type File = {path: string};

const fileAttribute = /(?:^|\s)file=(\S+)/;

/**
 * Fills a fenced code block from a file, so a page shows exactly the code the tests run:
 *
 *     ```solidity title="src/Greeter.sol" file=./_code/src/Greeter.sol
 *     ```
 *
 * The path is relative to the page. The block must be empty in the page; a missing file
 * stops the build with the page and the path in the message.
 */
export default function remarkCodeFromFile() {
  return (tree: Node, file: File): void => {
    const visit = (node: Node): void => {
      const match = node.type === 'code' ? node.meta?.match(fileAttribute) : null;
      if (match) {
        const source = path.resolve(path.dirname(file.path), match[1]);
        const where = `${path.relative(process.cwd(), file.path)}: code block file=${match[1]}`;
        if (!fs.existsSync(source)) {
          throw new Error(`${where} does not exist (looked for ${path.relative(process.cwd(), source)})`);
        }
        if (node.value?.trim()) {
          throw new Error(`${where} must be empty in the page: its content comes from the file`);
        }
        node.value = fs.readFileSync(source, 'utf8').replace(/\n$/, '');
        node.meta = node.meta!.replace(fileAttribute, '').trim() || null;
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
