import {readDocPages, withoutCodeBlocks, type DocPage} from '../support/docsContent';
import {loadSiteUpgradesData, upgradeTitle} from '../../src/features/upgrades/upgradesData';

const data = loadSiteUpgradesData('upgrades test');
const order = new Map(data.upgrades.map((upgrade, index) => [upgrade.id, index]));
let pages: DocPage[];
beforeAll(async () => {
  pages = await readDocPages();
});
const pageAt = (route: string) => pages.find((page) => page.route === route);

describe('upgrades data', () => {
  it("names only routes the site has, for each upgrade's notices and the pages it changed", () => {
    const missing = data.upgrades.flatMap((upgrade) =>
      [...upgrade.notices, ...upgrade.changes].filter((route) => !pageAt(route)).map((route) => `${upgrade.id}: ${route}`),
    );
    expect(missing).toEqual([]);
  });

  it('lists, for Upgrades 13 to 19, the pages each one changed', () => {
    const numbered = data.upgrades.filter((upgrade) => upgrade.number && Number.parseInt(upgrade.number, 10) >= 13);
    expect(numbered.map((upgrade) => upgrade.number)).toEqual(['13', '14', '15', '16', '16a', '17', '18', '19']);
    expect(numbered.filter((upgrade) => upgrade.changes.length === 0).map(upgradeTitle)).toEqual([]);
  });
});

describe('pages an upgrade changed are verified against it', () => {
  it('every page an upgrade lists records in verified_against that upgrade or a newer one', () => {
    const stale = data.upgrades.flatMap((upgrade) =>
      upgrade.changes.flatMap((route) => {
        const page = pageAt(route);
        const verified = page?.frontMatter.verified_against as string | undefined;
        if (!page || (verified !== undefined && order.get(verified)! >= order.get(upgrade.id)!)) return [];
        return [
          `${page.file} (${route}) is changed by ${upgradeTitle(upgrade)} but ${verified ? `verified only against ${verified}` : 'has no verified_against'}`,
        ];
      }),
    );
    expect(stale).toEqual([]);
  });

  it('every operator page that speaks of game types, proof programs, execution clients, prestates or required versions is verified', () => {
    const topic = /game type|respected game|prestate|op-program|kona-client|op-geth|op-reth|execution client|required (release|version)/i;
    const unverified = pages
      .filter(
        (page) =>
          page.route.startsWith('/operators/') &&
          topic.test(withoutCodeBlocks(page.body)) &&
          page.frontMatter.verified_against === undefined,
      )
      .map((page) => page.file);
    expect(unverified).toEqual([]);
  });
});

describe('activation times and required releases are rendered from data, never typed', () => {
  const times = data.upgrades.flatMap((upgrade) =>
    (upgrade.activations ?? []).map((activation) => ({upgrade, time: String(activation.time)})),
  );
  const required = data.upgrades.flatMap((upgrade) => (upgrade.requiredReleases ?? []).map((release) => ({upgrade, ...release})));

  it('no page types an activation timestamp that the data holds', () => {
    const typed = pages.flatMap((page) =>
      times
        .filter(({time}) => new RegExp(`\\b${time}\\b`).test(page.body))
        .map(({upgrade, time}) => `${page.file}: ${time} (${upgradeTitle(upgrade)}); use <Activation>`),
    );
    expect(typed).toEqual([]);
  });

  it('no page types a release an upgrade requires, in its prose or tables', () => {
    const typed = pages.flatMap((page) => {
      // Code blocks show commands and logs, and front matter names sources: neither states a requirement.
      const lines = withoutCodeBlocks(page.body).split('\n');
      return required.flatMap(({upgrade, component, tag}) => {
        // A prefixed tag (op-node/v1.19.1) is unambiguous; a bare one (v2.3.3) counts next to its component's name.
        const bare = !tag.includes('/');
        const hits = lines.filter((line) => line.includes(`\`${tag}\``) && (!bare || line.includes(component)));
        return hits.map(() => `${page.file}: ${tag} (${component}, ${upgradeTitle(upgrade)}); use <RequiredRelease>`);
      });
    });
    expect([...new Set(typed)]).toEqual([]);
  });
});
