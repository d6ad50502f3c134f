import config from '../../docusaurus.config';

describe('the build refuses bad input', () => {
  it('stops on broken links, anchors, markdown links and duplicate routes', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.onDuplicateRoutes).toBe('throw');
    expect(config.markdown?.hooks).toEqual({onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'});
  });

  it('validates every page through the front matter hook', () => {
    expect(config.markdown?.parseFrontMatter?.name).toBe('parseFrontMatter');
  });
});
