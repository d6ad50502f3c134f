import {sourceLabel, sourceUrl} from '../../src/features/page-sources/sources';

describe('a page source as a reader sees it', () => {
  const tagged = {
    repository: 'ethereum-optimism/optimism',
    ref: 'op-node/v1.13.4',
    commit: '7eedfced77eb30ae72cc8d0e7c793dd2d1b6f161',
    path: 'op-node/flags/flags.go',
    backs: 'Every flag.',
  };

  it('links a repository file at the commit, so the link still shows the same file if the tag moves', () => {
    expect(sourceUrl(tagged)).toBe(
      'https://github.com/ethereum-optimism/optimism/blob/7eedfced77eb30ae72cc8d0e7c793dd2d1b6f161/op-node/flags/flags.go',
    );
    expect(sourceLabel(tagged)).toBe('ethereum-optimism/optimism @ op-node/v1.13.4 (7eedfced77eb): op-node/flags/flags.go');
  });

  it('names a commit-pinned file once, and an npm package at its version', () => {
    const pinned = {repository: 'ethereum-optimism/specs', ref: 'fd72cf797df6778fca67177c5335563bc602757c', path: 'specs/a.md', backs: 'x'};
    expect(sourceLabel(pinned)).toBe('ethereum-optimism/specs @ fd72cf797df6778fca67177c5335563bc602757c: specs/a.md');
    const npm = {package: '@eth-optimism/viem', version: '0.4.13', path: 'package.json', backs: 'x'};
    expect(sourceUrl(npm)).toBe('https://www.npmjs.com/package/@eth-optimism/viem/v/0.4.13');
    expect(sourceLabel(npm)).toBe('@eth-optimism/viem@0.4.13: package.json');
  });
});
