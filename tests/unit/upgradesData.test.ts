import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  defaultDataDir,
  loadUpgradesData,
  upgradeTitle,
  validateComponentReleases,
  validateNotices,
  validateUpgrades,
} from '../../src/features/upgrades/upgradesData';
import remarkUpgrades, {utcDateTime} from '../../src/features/upgrades/remarkUpgrades';
import {feedItems, upgradeDate} from '../../src/features/upgrades/feedsPlugin';
import {loadRegistry} from '../../src/features/reference-tables/registryTables';
import type {Node} from '../../src/features/reference-tables/markdownNodes';
import registrySnapshot from '../../src/features/reference-tables/data/registry/chains.json';

const registryDir = path.join(__dirname, '../../src/features/reference-tables/data');
const registry = loadRegistry(registryDir, 'test');
const data = loadUpgradesData(defaultDataDir, registry);
const upgradesFile = JSON.parse(fs.readFileSync(path.join(defaultDataDir, 'upgrades.json'), 'utf8')) as {upgrades: Record<string, any>[]};
const copy = () => structuredClone(upgradesFile);
const karst = (file: {upgrades: Record<string, any>[]}) => file.upgrades.find((upgrade) => upgrade.id === 'upgrade-19')!;
const validate = (file: unknown, withRegistry = registry) =>
  validateUpgrades('src/features/upgrades/data/upgrades.json', file, data.releases, withRegistry);

describe('upgrades data validation', () => {
  it('accepts the committed data, and every Superchain activation equals the registry snapshot', () => {
    for (const upgrade of data.upgrades.filter((candidate) => candidate.kind === 'hard-fork')) {
      for (const activation of upgrade.activations!) {
        const target = registrySnapshot.superchains.find((superchain) => `${superchain.id}-superchain` === activation.network)!;
        expect((target.hardForks as Record<string, number>)[upgrade.hardFork!]).toBe(activation.time);
      }
    }
  });

  it('stops on an activation time that differs from the registry, naming the file, the field and the registry value', () => {
    const file = copy();
    karst(file).activations[1].time += 1;
    expect(() => validate(file)).toThrow(
      /src\/features\/upgrades\/data\/upgrades\.json:\n.*upgrades\[\d+\]\.activations\[1\]\.time has the invalid value \d+; expected \d+, the karst_time of superchain\/configs\/mainnet\/superchain\.toml/,
    );
  });

  it('stops when the registry schedules a fork that no upgrade describes', () => {
    const withNewFork = structuredClone(registry);
    withNewFork.superchains[0].hardForks.nextfork = 1900000000;
    expect(() => validate(copy(), withNewFork)).toThrow(/an upgrade with hardFork "nextfork"/);
  });

  it('stops on a required release its component file does not list, unless a source names it', () => {
    const file = copy();
    karst(file).requiredReleases[2].tag = 'op-challenger/v9.9.9';
    expect(() => validate(file)).toThrow(
      /requiredReleases\[2\]\.tag has the invalid value "op-challenger\/v9\.9\.9"; expected a tag listed in releases\/op-challenger\.json/,
    );
    karst(file).requiredReleases[2].source = {repository: 'ethereum-optimism/optimism', ref: 'a'.repeat(40), path: 'notice.mdx'};
    expect(() => validate(file)).not.toThrow();
  });

  it('stops on an unknown field and on an unknown component', () => {
    const file = copy();
    karst(file).activation = [];
    karst(file).requiredReleases[0].component = 'op-nod';
    expect(() => validate(file)).toThrow(
      /\.activation is not a field[\s\S]*requiredReleases\[0\]\.component has the invalid value "op-nod"/,
    );
  });

  it('checks a releases file: its name, dates newest first, the rc flag, and a source where no commit was read', () => {
    const bad = {
      component: 'op-node',
      description: 'x',
      repository: 'ethereum-optimism/optimism',
      tagPattern: 'op-node/v*',
      releases: [
        {tag: 'op-node/v1.0.0', version: '1.0.0', date: '2025-01-01', prerelease: false, commit: null, sourceRead: true},
        {tag: 'op-node/v1.1.0-rc.1', version: '1.1.0-rc.1', date: '2026-01-01', prerelease: false, commit: 'f'.repeat(40)},
      ],
    };
    expect(() => validateComponentReleases('releases/op-batcher.json', bad)).toThrow(
      /releases\/op-batcher\.json:\n[\s\S]*component has the invalid value "op-node"; expected "op-batcher"[\s\S]*releases\[0\]\.sourceRead has the invalid value true; expected true \(its source was read, so its commit is known\) or false[\s\S]*releases\[0\]\.source is missing[\s\S]*releases\[1\]\.date[\s\S]*releases\[1\]\.prerelease[\s\S]*releases\[1\]\.sourceRead is missing/,
    );
  });
});

/** Runs the plugin on a page made of `children` and returns the Markdown nodes it leaves. */
function render(children: Node[]): Node[] {
  const tree: Node = {type: 'root', children};
  remarkUpgrades()(tree, {path: path.join(__dirname, 'page.mdx')});
  return tree.children!;
}
const element = (name: string, attributes: Record<string, string>, type = 'mdxJsxFlowElement'): Node => ({
  type,
  name,
  attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
});
const textOf = (node: Node): string => (node.value ?? '') + (node.children ?? []).map(textOf).join(' ');

describe('remarkUpgrades', () => {
  it('renders every hard fork with its registry time and UTC date on both networks', () => {
    const rendered = render([element('HardForkTable', {})])
      .map(textOf)
      .join('\n');
    for (const upgrade of data.upgrades.filter((candidate) => candidate.kind === 'hard-fork')) {
      expect(rendered).toContain(upgradeTitle(upgrade));
      for (const activation of upgrade.activations!) expect(rendered).toContain(`${activation.time}  (${utcDateTime(activation.time)})`);
    }
    expect(rendered).toContain(registry.source.commit.slice(0, 7));
  });

  it('writes dates as the registry comments do, from the UTC clock', () => {
    for (const upgrade of data.upgrades) {
      for (const {time} of upgrade.activations ?? []) {
        const [weekday, day, month, year, clock] = new Date(time * 1000).toUTCString().replace(',', '').split(' ');
        expect(utcDateTime(time)).toBe(`${weekday} ${Number(day)} ${month} ${year} ${clock} UTC`);
      }
    }
  });

  it('renders a required-releases table with each release, who runs it and the deadline', () => {
    const upgrade = data.upgrades.find((candidate) => candidate.id === 'upgrade-17')!;
    const table = render([element('RequiredReleases', {upgrade: 'upgrade-17'})])[0];
    const rows = table.children!.slice(1).map(textOf);
    expect(rows).toHaveLength(upgrade.requiredReleases!.length);
    upgrade.requiredReleases!.forEach((required, index) => {
      expect(rows[index]).toContain(required.tag);
      expect(rows[index]).toContain(required.who);
      expect(rows[index]).toContain(String(upgrade.activations![0].time));
    });
  });

  it('renders inline times and releases inside a sentence', () => {
    const karstUpgrade = data.upgrades.find((candidate) => candidate.id === 'upgrade-19')!;
    const paragraph: Node = {
      type: 'paragraph',
      children: [
        {type: 'text', value: 'Karst at '},
        element('Activation', {upgrade: 'upgrade-19', network: 'mainnet-superchain'}, 'mdxJsxTextElement'),
        {type: 'text', value: ' needs '},
        element('RequiredRelease', {upgrade: 'upgrade-19', component: 'op-node'}, 'mdxJsxTextElement'),
      ],
    };
    const text = textOf(render([paragraph])[0]);
    expect(text).toContain(String(karstUpgrade.activations!.find((activation) => activation.network === 'mainnet-superchain')!.time));
    expect(text).toContain(karstUpgrade.requiredReleases!.find((required) => required.component === 'op-node')!.tag);
  });

  it('renders activation days and support end dates for sentences, from the data', () => {
    const karstUpgrade = data.upgrades.find((candidate) => candidate.id === 'upgrade-19')!;
    const sepolia = karstUpgrade.activations!.find((activation) => activation.network === 'sepolia-superchain')!;
    const inline = (name: string, attributes: Record<string, string>) =>
      textOf(render([{type: 'paragraph', children: [element(name, attributes, 'mdxJsxTextElement')]}])[0]).trim();
    const day = new Date(sepolia.time * 1000).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(inline('ActivationDate', {upgrade: 'upgrade-19', network: 'sepolia-superchain'})).toBe(day);
    expect(inline('ActivationDate', {upgrade: 'upgrade-19', network: 'sepolia-superchain', time: 'utc'})).toBe(
      `${day} at ${new Date(sepolia.time * 1000).toISOString().slice(11, 19)} UTC`,
    );
    const opGeth = data.releases.get('op-geth')!.support!;
    expect(inline('SupportEnd', {component: 'op-geth'})).toBe(
      new Date(`${opGeth.date}T00:00:00Z`).toLocaleDateString('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}),
    );
    expect(() => inline('SupportEnd', {component: 'op-batcher'})).toThrow(
      /component="op-batcher" has no support date; components with one: .*op-geth/,
    );
    expect(() => inline('ActivationDate', {upgrade: 'upgrade-19', network: 'sepolia-superchain', time: 'local'})).toThrow(
      /time="local" is not a format/,
    );
  });

  it('renders the newest final release, contract upgrade days and notice event days, from the data', () => {
    const inline = (name: string, attributes: Record<string, string>) =>
      textOf(render([{type: 'paragraph', children: [element(name, attributes, 'mdxJsxTextElement')]}])[0]).trim();
    const longDay = (iso: string) =>
      new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'});
    const opDeployer = data.releases.get('op-deployer')!;
    // The newest entry that is not a release candidate, wherever the candidates stand in the list.
    expect(inline('LatestRelease', {component: 'op-deployer'})).toBe(opDeployer.releases.find((release) => !release.prerelease)!.tag);
    const u20 = data.upgrades.find((upgrade) => upgrade.id === 'upgrade-20')!;
    const mainnet = u20.contractUpgrades!.find((entry) => entry.network === 'mainnet-superchain')!;
    expect(inline('ContractUpgradeDate', {upgrade: 'upgrade-20', network: 'mainnet-superchain'})).toBe(longDay(mainnet.date!));
    const transition = data.notices.find((notice) => notice.id === 'preconfirmation-transition')!;
    const opMainnet = transition.events.find((event) => event.id === 'op-mainnet')!;
    expect(inline('NoticeDate', {notice: 'preconfirmation-transition', event: 'op-mainnet'})).toBe(longDay(opMainnet.date));
    expect(() => inline('NoticeDate', {notice: 'preconfirmation-transition', event: 'base'})).toThrow(
      /preconfirmation-transition has no event="base"; its events are op-sepolia, op-mainnet/,
    );
    expect(() => inline('LatestRelease', {component: 'op-nothing'})).toThrow(/component="op-nothing" has no final release/);
    expect(() => inline('ContractUpgradeDate', {upgrade: 'upgrade-19', network: 'ethereum-mainnet'})).toThrow(
      /upgrade-19 has no dated contract upgrade on network="ethereum-mainnet"/,
    );
  });

  it('renders the notices that are not upgrades, each linked, with its events', () => {
    const [history] = render([element('NoticeHistory', {})]);
    const rows = history.children!.slice(1);
    expect(rows).toHaveLength(data.notices.length);
    data.notices.forEach((notice, index) => {
      expect(textOf(rows[index])).toContain(notice.title);
      for (const event of notice.events) expect(textOf(rows[index])).toContain(event.label);
    });
  });

  it('names the page, the element and the choices on a wrong attribute or id', () => {
    expect(() => render([element('ActivationTable', {upgrade: 'upgrade-99'})])).toThrow(
      /page\.mdx: <ActivationTable>: upgrade="upgrade-99" is not an upgrade id; the ids are canyon/,
    );
    expect(() => render([element('HardForkTable', {color: 'red'})])).toThrow(
      /<HardForkTable> has the attribute color="red"; it takes since="\.\.\."/,
    );
    expect(() => render([element('RequiredRelease', {upgrade: 'upgrade-15', component: 'op-node'}, 'mdxJsxTextElement')])).toThrow(
      /names 2 required releases of component="op-node"/,
    );
  });

  it('leaves end-of-support components out of the current releases and lists them with their status', () => {
    const [current] = render([element('CurrentReleases', {})]);
    const [support] = render([element('SupportStatus', {})]);
    const ended = [...data.releases.values()].filter((component) => component.support?.status === 'end-of-support');
    expect(ended.length).toBeGreaterThan(0);
    const currentNames = current.children!.slice(1).map((row) => textOf(row.children![0]).trim());
    const supportText = textOf(support);
    for (const component of ended) {
      expect(currentNames).not.toContain(component.component);
      expect(supportText).toContain(component.component);
    }
    // viem is named by Upgrade 20 but is an app library, not a component whose releases operators track.
    expect(data.releases.get('viem')?.library).toBe(true);
    expect(currentNames).not.toContain('viem');
    expect(currentNames).toContain('op-supernode');
  });
});

describe('feed items', () => {
  it('has one item per upgrade, dated when it first took effect, newest first, plus notices no upgrade names', () => {
    const notices = [
      {route: '/notices/upgrade-19', title: 'Upgrade 19', description: 'Karst.'},
      {route: '/notices/other', title: 'A test', description: 'A drill.', lastUpdatedAt: Date.parse('2025-04-14T00:00:00Z')},
    ];
    const items = feedItems('https://docs.example', data, notices);
    const retired = [...data.releases.values()].filter((component) => component.support?.date && component.support.status !== 'supported');
    expect(retired.map((component) => component.component)).toContain('op-geth');
    expect(items).toHaveLength(data.upgrades.length + data.notices.length + retired.length + 1);
    const dates = items.map((item) => item.date.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const karstItem = items.find((item) => item.title === 'Upgrade 19: Karst')!;
    expect(karstItem.link).toBe('https://docs.example/notices/upgrade-19');
    expect(karstItem.description.startsWith('Karst.')).toBe(true);
    expect(karstItem.date).toEqual(upgradeDate(data.upgrades.find((upgrade) => upgrade.id === 'upgrade-19')!));
    expect(items.find((item) => item.title === 'A test')!.link).toBe('https://docs.example/notices/other');
  });

  it('has an item per notice of notices.json, dated by its first event, and per retired component, linked to the support table', () => {
    const items = feedItems('https://docs.example', data, [
      // A notices.json page is listed once, from the data, not again from its page.
      {route: '/notices/preconfirmation-transition', title: 'Page title', description: 'Page.', lastUpdatedAt: Date.now()},
    ]);
    const transition = items.filter((item) => item.link === 'https://docs.example/notices/preconfirmation-transition');
    expect(transition).toHaveLength(1);
    expect(transition[0].title).toBe('Subblocks replace Flashblocks');
    expect(transition[0].date).toEqual(new Date('2026-08-17T00:00:00Z'));
    expect(transition[0].description).toContain('Subblocks live on OP Mainnet: 2026-08-31');
    const opGeth = items.find((item) => item.title === 'op-geth: end of support')!;
    expect(opGeth.link).toBe('https://docs.example/operators/node-operators/releases#support-status');
    expect(opGeth.date).toEqual(new Date('2026-05-31T00:00:00Z'));
    expect(opGeth.description).toContain('Replaced by op-reth.');
  });
});

describe('notices data', () => {
  const noticesFile = () =>
    JSON.parse(fs.readFileSync(path.join(defaultDataDir, 'notices.json'), 'utf8')) as {notices: Record<string, any>[]};
  const validate = (file: unknown) =>
    validateNotices('src/features/upgrades/data/notices.json', file, new Set(data.upgrades.flatMap((upgrade) => upgrade.notices)));

  it('accepts the site data', () => {
    expect(validate(noticesFile()).map((notice) => notice.id)).toEqual(data.notices.map((notice) => notice.id));
  });

  it('names the file and the field of events out of order, a route an upgrade names, and a missing summary', () => {
    const file = noticesFile();
    file.notices[0].events.reverse();
    file.notices[0].route = '/notices/upgrade-19';
    delete file.notices[0].summary;
    expect(() => validate(file)).toThrow(
      /notices\.json[\s\S]*notices\[0\]\.route[\s\S]*notices\[0\]\.summary is missing[\s\S]*notices\[0\]\.events\[1\]\.date/,
    );
  });

  it('stops on a component replaced by one with no releases file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrades-'));
    fs.cpSync(defaultDataDir, dir, {recursive: true});
    const file = path.join(dir, 'releases', 'op-geth.json');
    const opGeth = JSON.parse(fs.readFileSync(file, 'utf8'));
    opGeth.support.replacedBy = 'op-nothing';
    fs.writeFileSync(file, JSON.stringify(opGeth));
    expect(() => loadUpgradesData(dir, registry)).toThrow(
      /releases\/op-geth\.json[\s\S]*support\.replacedBy has the invalid value "op-nothing"/,
    );
  });
});

describe('loader', () => {
  it('names the file of a releases file that is not JSON', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrades-'));
    fs.cpSync(defaultDataDir, dir, {recursive: true});
    fs.writeFileSync(path.join(dir, 'releases', 'op-node.json'), '{');
    expect(() => loadUpgradesData(dir, registry)).toThrow(/Invalid upgrades data in .*releases\/op-node\.json/);
  });
});
