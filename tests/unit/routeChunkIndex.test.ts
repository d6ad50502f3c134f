import {chunkNamesByRoutePath} from '../../src/features/route-loading/chunkIndex';

describe('route chunk index', () => {
  const chunkNamesOf = chunkNamesByRoutePath({
    '/-5e9': {__comp: '5e95c892', __context: {plugin: 'aba21aa0'}},
    '/-e5f': {__comp: '1df93b7f', __context: {plugin: 'a7456010'}, config: '5e9f5e1a'},
    '/app-developers/bridging/basics-0a1': {__comp: '17896441', content: '22dd74f7'},
    '/2026.11/interop-b2c': {__comp: 'a94703ab', __props: {version: 'db590af9'}},
  });

  it('finds a route by its path without the hash, dashes in the path included', () => {
    expect(chunkNamesOf('/app-developers/bridging/basics')).toEqual(['17896441', '22dd74f7']);
  });

  it('gathers the chunks of every entry that shares a path (a layout and its page)', () => {
    expect(chunkNamesOf('/')).toEqual(['5e95c892', 'aba21aa0', '1df93b7f', 'a7456010', '5e9f5e1a']);
  });

  it('reads chunk names nested at any depth', () => {
    expect(chunkNamesOf('/2026.11/interop')).toEqual(['a94703ab', 'db590af9']);
  });

  it('knows nothing of paths the site does not have', () => {
    expect(chunkNamesOf('/app-developers/bridging')).toBeUndefined();
  });
});
