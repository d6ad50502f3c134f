import {findDuplicateTopics} from '../../src/features/page-metadata/plugin';

describe('topic uniqueness', () => {
  it('names every file that shares a topic', () => {
    expect(
      findDuplicateTopics([
        {source: 'docs/a.mdx', topic: 'shared'},
        {source: 'docs/b.mdx', topic: 'own'},
        {source: 'docs/c.mdx', topic: 'shared'},
      ]),
    ).toEqual(['topic "shared" is used by docs/a.mdx, docs/c.mdx']);
  });

  it('accepts distinct topics', () => {
    expect(
      findDuplicateTopics([
        {source: 'docs/a.mdx', topic: 'one'},
        {source: 'docs/b.mdx', topic: 'two'},
      ]),
    ).toEqual([]);
  });
});
