import {indexingPassesByVersion, type PostBuildProps} from '../../src/features/search/plugin';

const version = (name: string, path: string, isLast: boolean) => ({versionName: name, path, isLast, docs: []});
const docsPlugin = (versions: ReturnType<typeof version>[]) => ({
  name: 'docusaurus-plugin-content-docs',
  content: {loadedVersions: versions},
});
const otherPlugin = {name: 'docusaurus-plugin-sitemap', content: undefined};

function buildProps(plugins: unknown[]): PostBuildProps {
  return {
    baseUrl: '/',
    outDir: '/site/build',
    routesPaths: ['/', '/interop', '/interop/explainer', '/2026.11/interop', '/2026.11/interop/explainer', '/search'],
    plugins,
  } as unknown as PostBuildProps;
}

const versionsOf = (pass: PostBuildProps) =>
  (
    pass.plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs')!.content as {loadedVersions: {versionName: string}[]}
  ).loadedVersions.map((loaded) => loaded.versionName);

describe('search indexing passes, one per docs version', () => {
  it('indexes a site with one version in a single pass, unchanged', () => {
    const props = buildProps([docsPlugin([version('current', '/', true)]), otherPlugin]);
    expect(indexingPassesByVersion(props)).toEqual([props]);
  });

  it('indexes the latest version as the site, at the site root', () => {
    const props = buildProps([docsPlugin([version('current', '/', true), version('2026.11', '/2026.11', false)]), otherPlugin]);
    const [latest] = indexingPassesByVersion(props);
    expect(latest).toMatchObject({baseUrl: '/', outDir: '/site/build', routesPaths: props.routesPaths});
    expect(versionsOf(latest)).toEqual(['current']);
  });

  it('indexes a cut version as a site of its own under its version path', () => {
    const props = buildProps([docsPlugin([version('current', '/', true), version('2026.11', '/2026.11', false)]), otherPlugin]);
    const [, cut] = indexingPassesByVersion(props);
    expect(cut).toMatchObject({
      baseUrl: '/2026.11/',
      outDir: '/site/build/2026.11',
      routesPaths: ['/2026.11/interop', '/2026.11/interop/explainer'],
    });
    expect(versionsOf(cut)).toEqual(['2026.11']);
    // Other plugins are passed through untouched.
    expect(cut.plugins).toContain(otherPlugin);
  });

  it('leaves the props it was given unchanged', () => {
    const props = buildProps([docsPlugin([version('current', '/', true), version('2026.11', '/2026.11', false)])]);
    const before = JSON.stringify(props);
    indexingPassesByVersion(props);
    expect(JSON.stringify(props)).toBe(before);
  });
});
