import {readDocPages, withoutCodeBlocks, type DocPage} from '../support/docsContent';
import {loadSiteUpgradesData, upgradeTitle} from '../../src/features/upgrades/upgradesData';
import {proseDate} from '../../src/features/upgrades/remarkUpgrades';

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

  it('lists, for Upgrades 13 to 20, the pages each one changed', () => {
    const numbered = data.upgrades.filter((upgrade) => upgrade.number && Number.parseInt(upgrade.number, 10) >= 13);
    expect(numbered.map((upgrade) => upgrade.number)).toEqual(['13', '14', '15', '16', '16a', '17', '18', '19', '20']);
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

  // What Upgrade 20 and the 2026 transitions overtook: the dispute games and the services that play
  // them, SystemConfig's functions, withdrawal proofs, Flashblocks (Subblocks at OP Labs) and
  // op-supervisor (op-supernode). Notices are records of their own upgrade and are left out.
  const overtakenByUpgrade20 =
    /game type|respected game|dispute game|prestate|super root|SystemConfig\.\w|setGasConfig|batchInbox|overhead\(\)|withdrawal proof|prove (a |the |your )?withdrawal|op-proposer|op-challenger|op-dispute-mon|flashblock|op-supervisor/i;
  const executionClients = /op-geth|op-reth|execution client/i;
  /** The pages (notices aside) whose prose names `topic` and that are verified against nothing as new as `id`. */
  const leftBehind = (topic: RegExp, id: string) =>
    pages
      .filter((page) => !page.route.startsWith('/notices'))
      .flatMap((page) => {
        const match = withoutCodeBlocks(page.body).match(topic);
        const verified = page.frontMatter.verified_against as string | undefined;
        const current = verified !== undefined && order.get(verified)! >= order.get(id)!;
        return match && !current ? [`${page.file} (names "${match[0]}")`] : [];
      });

  it('every page that speaks of what Upgrade 20 overtook (dispute games, SystemConfig, withdrawal proofs, Flashblocks, op-supervisor) is verified against it', () => {
    expect(leftBehind(overtakenByUpgrade20, 'upgrade-20')).toEqual([]);
  });

  it('every page that names an execution client is verified against Upgrade 19, which ended op-geth support, or later', () => {
    expect(leftBehind(executionClients, 'upgrade-19')).toEqual([]);
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

  it('no page types the day an upgrade activated, in its prose or tables', () => {
    const typed = pages.flatMap((page) => {
      // A date inside a code block is a log line or a diagram label, not a statement of the schedule.
      const prose = withoutCodeBlocks(page.body);
      return data.upgrades.flatMap((upgrade) =>
        (upgrade.activations ?? []).flatMap((activation) => {
          const [day, month, year] = proseDate(activation.time).split(' ');
          const written = new RegExp(`\\b${day} (${month}|${month.slice(0, 3)}) ${year}\\b`);
          return written.test(prose)
            ? [`${page.file}: ${proseDate(activation.time)} (${upgradeTitle(upgrade)}); use <ActivationDate>`]
            : [];
        }),
      );
    });
    expect(typed).toEqual([]);
  });

  it('no page types the date a component’s support ended', () => {
    const ended = [...data.releases.values()].filter((component) => component.support?.date);
    expect(ended.length).toBeGreaterThan(0);
    const typed = pages.flatMap((page) => {
      const prose = withoutCodeBlocks(page.body);
      return ended
        .filter((component) => prose.includes(proseDate(component.support!.date!)))
        .map((component) => `${page.file}: ${proseDate(component.support!.date!)} (${component.component}); use <SupportEnd>`);
    });
    expect(typed).toEqual([]);
  });

  it('no page types a release an upgrade requires, in its prose or tables', () => {
    const typed = pages.flatMap((page) => {
      // Code blocks show commands and logs, and front matter names sources: neither states a requirement.
      const lines = withoutCodeBlocks(page.body).split('\n');
      return required.flatMap(({upgrade, component, tag}) => {
        // A prefixed tag (op-node/v1.19.1) is unambiguous. Its version alone (v1.19.1) counts on a line that
        // names the component and states a requirement; a package's pin of the same version states none.
        const version = tag.slice(tag.lastIndexOf('/') + 1);
        const statesRequirement = (line: string) => /minimum|or later|at least|require|upgrade (it |them )?to/i.test(line);
        const hits = lines.filter(
          (line) => line.includes(`\`${tag}\``) || (line.includes(`\`${version}\``) && line.includes(component) && statesRequirement(line)),
        );
        return hits.map(() => `${page.file}: ${tag} (${component}, ${upgradeTitle(upgrade)}); use <RequiredRelease>`);
      });
    });
    expect([...new Set(typed)]).toEqual([]);
  });
});
