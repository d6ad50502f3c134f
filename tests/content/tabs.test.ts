import fs from 'node:fs';
import path from 'node:path';
import {docsDir, siteDir} from '../support/paths';
import {tabChoices} from '../../src/features/tabs/choices';

type TabsBlock = {file: string; groupId?: string; queryString?: string; values: string[]};

/** Every <Tabs> of the docs (partials included) with its group, query key and the values of its items. */
function tabsBlocks(): TabsBlock[] {
  const files = fs
    .readdirSync(docsDir, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('.mdx') && !file.split(path.sep).includes('_code'))
    .map((file) => path.join(docsDir, file));
  return files.flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    return [...text.matchAll(/<Tabs\b([^>]*)>([\s\S]*?)<\/Tabs>/g)].map(([, attributes, body]) => ({
      file: path.relative(siteDir, file),
      groupId: attributes.match(/groupId="([^"]+)"/)?.[1],
      queryString: attributes.match(/queryString="([^"]+)"/)?.[1],
      values: [...body.matchAll(/<TabItem\b[^>]*\bvalue="([^"]+)"/g)].map(([, value]) => value),
    }));
  });
}

describe('tabs', () => {
  const blocks = tabsBlocks();

  it('finds the tabs of the docs', () => {
    expect(blocks.length).toBeGreaterThan(40);
  });

  it('offer each choice under its one group and address key, so a pick follows the reader and a link carries it', () => {
    const wrong = blocks.flatMap(({file, groupId, queryString, values}) => {
      const offered = tabChoices.filter((choice) => values.some((value) => choice.values.includes(value)));
      const listed = tabChoices.find((choice) => choice.groupId === groupId);
      if (groupId && !listed) return [`${file}: groupId "${groupId}" is not a choice of src/features/tabs/choices.ts`];
      if (offered.length === 0) return [];
      const [choice] = offered;
      const problems: string[] = [];
      if (offered.length > 1 || groupId !== choice.groupId)
        problems.push(`${file}: tabs ${values.join('/')} offer the "${choice.groupId}" choice under groupId "${groupId ?? '(none)'}"`);
      if (queryString !== choice.queryString)
        problems.push(`${file}: tabs of "${choice.groupId}" need queryString="${choice.queryString}", not ${queryString ?? 'none'}`);
      const unknown = values.filter((value) => !choice.values.includes(value));
      if (unknown.length > 0) problems.push(`${file}: ${unknown.join(', ')} is not a value of "${choice.groupId}"`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });
});
