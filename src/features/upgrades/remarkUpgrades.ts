/**
 * Renders the upgrades data into a page's Markdown at build time, so activation times, required
 * releases and support status are in the HTML (readable without JavaScript), the page's `.md`, the
 * search index and the table of contents, and are typed nowhere but in `data/`.
 *
 * Block elements (each on a line of its own):
 *   <HardForkTable [since="holocene"] />         every hard fork's Superchain activation times
 *   <UpgradeHistory [since="holocene"] />         every upgrade: kind, Sepolia and mainnet timing
 *   <ActivationTable upgrade="upgrade-19" />      one upgrade's activation times
 *   <RequiredReleases upgrade="upgrade-19" />     who must run which release, by when
 *   <CurrentReleases />                           the newest release of every component
 *   <SupportStatus />                             components whose sources give a support status
 *   <NoticeHistory />                             the notices that are not upgrades, with their dated events
 * Inline elements:
 *   <Activation upgrade="upgrade-19" network="mainnet-superchain" [event="BPO1"] />   `1783526401` (Wed 8 Jul 2026 16:00:01 UTC)
 *   <RequiredRelease upgrade="upgrade-19" component="op-node" [network="..."] />      `op-node/v1.19.1`
 *   <ActivationDate upgrade="upgrade-19" network="sepolia-superchain" [time="utc"] />  17 June 2026 [at 16:00:01 UTC]
 *   <SupportEnd component="op-geth" />                                               31 May 2026
 *   <LatestRelease component="op-deployer" />                                        `op-deployer/v0.7.1`, its newest final release
 *   <ContractUpgradeDate upgrade="upgrade-20" network="mainnet-superchain" />        24 September 2026
 *   <NoticeDate notice="preconfirmation-transition" event="op-mainnet" />            31 August 2026
 */
import {code, link, paragraph, replaceJsxElements, strong, table, text, type Node} from '../reference-tables/markdownNodes';
import {
  loadSiteUpgradesData,
  networks,
  upgradeKinds,
  upgradeTitle,
  type Activation,
  type ComponentReleases,
  type NetworkId,
  type Release,
  type RequiredRelease,
  type Upgrade,
  type UpgradesData,
} from './upgradesData';

type File = {path: string};

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** "Wed 8 Jul 2026 16:00:01 UTC": the form the registry's own comments use. */
export function utcDateTime(time: number): string {
  const date = new Date(time * 1000);
  return `${weekdays[date.getUTCDay()]} ${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} UTC`;
}

/** "8 Jul 2026" from "2026-07-08". */
function dayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${months[month - 1]} ${year}`;
}

const longMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "17 June 2026", the day as a sentence names it; from a Unix time (UTC) or a YYYY-MM-DD date. */
export function proseDate(time: number | string): string {
  const date = typeof time === 'number' ? new Date(time * 1000) : new Date(`${time}T00:00:00Z`);
  return `${date.getUTCDate()} ${longMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const timeNodes = (activation: Activation): Node[] => [code(String(activation.time)), text(` (${utcDateTime(activation.time)})`)];

function titleNodes(upgrade: Upgrade): Node[] {
  const title = upgradeTitle(upgrade);
  return upgrade.notices[0] ? [link(upgrade.notices[0], [text(title)])] : [text(title)];
}

function releaseUrl(component: ComponentReleases, release: Release): string {
  const repository = release.repository ?? component.repository;
  return release.commit
    ? `https://github.com/${repository}/tree/${release.commit}`
    : `https://github.com/${repository}/releases/tag/${encodeURIComponent(release.tag)}`;
}

function findRelease(data: UpgradesData, componentName: string, tag: string): {component: ComponentReleases; release: Release | undefined} {
  const component = data.releases.get(componentName)!;
  return {component, release: component.releases.find((release) => release.tag === tag)};
}

function releaseNodes(data: UpgradesData, componentName: string, tag: string, withCommit: boolean): Node[] {
  const {component, release} = findRelease(data, componentName, tag);
  if (!release) {
    // Named by the upgrade's source only: no release page or tag could be read to date or pin it.
    return [link(`https://github.com/${component.repository}/releases/tag/${encodeURIComponent(tag)}`, [code(tag)])];
  }
  const nodes = [link(releaseUrl(component, release), [code(tag)])];
  if (withCommit) nodes.push(text(release.commit ? ` (${dayDate(release.date)}, commit ` : ` (${dayDate(release.date)})`));
  if (withCommit && release.commit) nodes.push(code(release.commit.slice(0, 7)), text(')'));
  return nodes;
}

/** The activation of an upgrade on a network, or undefined. */
function activationOn(upgrade: Upgrade, network: NetworkId, event?: string): Activation | undefined {
  return upgrade.activations?.find((activation) => activation.network === network && (event === undefined || activation.event === event));
}

function activationLabel(activation: Activation): string {
  return activation.event ? `${activation.event} on ${networks[activation.network].label}` : networks[activation.network].label;
}

/** An upgrade's contract upgrade on a network, or undefined. */
const contractUpgradeOn = (upgrade: Upgrade, network: string | undefined) =>
  upgrade.contractUpgrades?.find((contractUpgrade) => contractUpgrade.network === network);

function contractUpgradeText(upgrade: Upgrade, network: NetworkId): string | undefined {
  const entry = contractUpgradeOn(upgrade, network);
  if (!entry) return undefined;
  if (entry.status === 'executed') return entry.date ? `contracts upgraded ${dayDate(entry.date)}` : 'contracts upgraded';
  if (entry.status === 'planned-executed') return `contracts upgraded (planned for ${dayDate(entry.date!)})`;
  return `contracts upgrade scheduled for ${dayDate(entry.date!)}`;
}

function since(data: UpgradesData, id: string | undefined, where: string): Upgrade[] {
  if (id === undefined) return data.upgrades;
  const index = data.upgrades.findIndex((upgrade) => upgrade.id === id);
  if (index < 0) throw new Error(`${where}: since="${id}" is not an upgrade id of src/features/upgrades/data/upgrades.json`);
  return data.upgrades.slice(index);
}

function hardForkTable(data: UpgradesData, attributes: Map<string, string>, where: string): Node[] {
  const rows = since(data, attributes.get('since'), where)
    .filter((upgrade) => upgrade.kind === 'hard-fork')
    .map((upgrade) => {
      const cell = (network: NetworkId) => {
        const activation = activationOn(upgrade, network);
        return activation ? timeNodes(activation) : [text('not scheduled')];
      };
      return [titleNodes(upgrade), cell('sepolia-superchain'), cell('mainnet-superchain')];
    });
  return [table(['Hard fork', 'Sepolia Superchain', 'Mainnet Superchain'], rows), registryLine(data)];
}

function registryLine({registryCommit}: UpgradesData): Node {
  return paragraph([
    text('Activation times are the '),
    code('[hardforks]'),
    text(' defaults of the registry’s '),
    code('superchain.toml'),
    text(' files at '),
    link(`https://github.com/ethereum-optimism/superchain-registry/tree/${registryCommit}`, [text(`commit ${registryCommit.slice(0, 7)}`)]),
    text(', checked against them on every build.'),
  ]);
}

function timingCell(upgrade: Upgrade, superchain: NetworkId, l1: NetworkId): Node[] {
  const activation = activationOn(upgrade, superchain) ?? activationOn(upgrade, l1);
  const contracts = contractUpgradeText(upgrade, superchain);
  const nodes: Node[] = [];
  if (activation) nodes.push(...(activation.event ? [text(`${activation.event} `)] : []), ...timeNodes(activation));
  if (contracts) nodes.push(text(nodes.length > 0 ? `; ${contracts}` : contracts));
  return nodes.length > 0 ? nodes : [text('not scheduled')];
}

function upgradeHistory(data: UpgradesData, attributes: Map<string, string>, where: string): Node[] {
  const rows = since(data, attributes.get('since'), where).map((upgrade) => {
    const kind = [upgradeKinds[upgrade.kind], ...(upgrade.kind !== 'contracts' && upgrade.contractsRelease ? ['L1 contracts'] : [])].join(
      ' and ',
    );
    return [
      titleNodes(upgrade),
      [text(kind), ...(upgrade.contractsRelease ? [text(' '), code(upgrade.contractsRelease)] : [])],
      timingCell(upgrade, 'sepolia-superchain', 'ethereum-sepolia'),
      timingCell(upgrade, 'mainnet-superchain', 'ethereum-mainnet'),
    ];
  });
  return [table(['Upgrade', 'Kind', 'Sepolia', 'Mainnet'], rows)];
}

function upgradeById(data: UpgradesData, attributes: Map<string, string>, where: string): Upgrade {
  const id = attributes.get('upgrade');
  const upgrade = data.upgrades.find((candidate) => candidate.id === id);
  if (!upgrade) {
    throw new Error(
      `${where}: upgrade="${id ?? ''}" is not an upgrade id; the ids are ${data.upgrades.map((candidate) => candidate.id).join(', ')}`,
    );
  }
  return upgrade;
}

function activationTable(data: UpgradesData, attributes: Map<string, string>, where: string): Node[] {
  const upgrade = upgradeById(data, attributes, where);
  if (!upgrade.activations) throw new Error(`${where}: ${upgrade.id} is a contracts-only upgrade and has no activation times`);
  const rows = upgrade.activations.map((activation) => [
    [text(activationLabel(activation))],
    [code(String(activation.time))],
    [text(utcDateTime(activation.time))],
  ]);
  return [
    table([upgrade.kind === 'hard-fork' ? 'Network' : 'L1 event', 'Unix timestamp', 'Date'], rows),
    ...(upgrade.kind === 'hard-fork' ? [registryLine(data)] : []),
  ];
}

function deadlineNodes(upgrade: Upgrade, required: RequiredRelease): Node[] {
  if (required.deadline === 'contract-upgrade') return [text("Before the chain's contract upgrade")];
  // An L1 change's first event (Osaka, Prague) is the deadline; later ones (BPO forks) follow it.
  const activations = (upgrade.activations ?? []).filter(
    (activation) =>
      (required.network === undefined || activation.network === required.network) &&
      (upgrade.kind !== 'l1-change' || activation.event === upgrade.activations![0].event),
  );
  return [
    text('Before activation: '),
    ...activations.flatMap((activation, index) => [
      ...(index > 0 ? [text('; ')] : []),
      text(`${activationLabel(activation)} `),
      ...timeNodes(activation),
    ]),
  ];
}

function requiredReleases(data: UpgradesData, attributes: Map<string, string>, where: string): Node[] {
  const upgrade = upgradeById(data, attributes, where);
  const network = attributes.get('network');
  const entries = (upgrade.requiredReleases ?? []).filter(
    (required) => network === undefined || required.network === undefined || required.network === network,
  );
  if (entries.length === 0) throw new Error(`${where}: ${upgrade.id} names no required releases${network ? ` for ${network}` : ''}`);
  const rows = entries.map((required) => [
    [text(required.component)],
    [...releaseNodes(data, required.component, required.tag, true), ...(required.orLater ? [text(' or later')] : [])],
    [text(required.who), ...(required.note ? [text('. '), text(required.note)] : [])],
    deadlineNodes(upgrade, required),
  ]);
  return [table(['Component', 'Minimum release', 'Who runs it', 'By when'], rows)];
}

const newest = (component: ComponentReleases, prerelease: boolean) =>
  component.releases.find((release) => release.prerelease === prerelease);

/** OP Stack components still supported (an end-of-support one is in the support table instead, not shown as current; a library is not a component). */
function currentReleases(data: UpgradesData): Node[] {
  const rows = [...data.releases.values()]
    .filter((component) => component.support?.status !== 'end-of-support' && !component.library)
    .map((component) => {
      const stable = newest(component, false);
      const candidate = newest(component, true);
      const newerCandidate = candidate && (!stable || candidate.date >= stable.date) ? candidate : undefined;
      return [
        [text(component.component)],
        [text(component.description)],
        stable ? releaseNodes(data, component.component, stable.tag, true) : [text('no final release')],
        newerCandidate ? releaseNodes(data, component.component, newerCandidate.tag, true) : [text('none newer')],
      ];
    });
  return [table(['Component', 'What it is', 'Newest release', 'Newer release candidate'], rows)];
}

const supportLabels = {supported: 'Supported', deprecated: 'Deprecated', 'end-of-support': 'End of support'} as const;

function supportStatus(data: UpgradesData): Node[] {
  const rows = [...data.releases.values()]
    .filter((component) => component.support)
    .map((component) => {
      const support = component.support!;
      return [
        [text(component.component)],
        [strong(supportLabels[support.status]), ...(support.date ? [text(` since ${dayDate(support.date)}`)] : [])],
        [text(support.note), ...(support.replacedBy ? [text(' Replaced by '), code(support.replacedBy), text('.')] : [])],
        [
          link(`https://github.com/${support.source.repository}/blob/${support.source.ref}/${support.source.path}`, [
            code(support.source.path),
          ]),
        ],
      ];
    });
  return [table(['Component', 'Status', 'What it means', 'Source'], rows)];
}

function activationOf(data: UpgradesData, attributes: Map<string, string>, where: string): Activation {
  const upgrade = upgradeById(data, attributes, where);
  const network = attributes.get('network') as NetworkId;
  const activation = activationOn(upgrade, network, attributes.get('event'));
  if (!activation) {
    throw new Error(
      `${where}: ${upgrade.id} has no activation on network="${network}"${attributes.has('event') ? ` for event="${attributes.get('event')}"` : ''}`,
    );
  }
  return activation;
}

const inlineActivation = (data: UpgradesData, attributes: Map<string, string>, where: string): Node[] =>
  timeNodes(activationOf(data, attributes, where));

/** "17 June 2026", or with time="utc" "17 June 2026 at 16:00:01 UTC": an activation as prose gives it. */
function inlineActivationDate(data: UpgradesData, attributes: Map<string, string>, where: string): Node[] {
  const {time} = activationOf(data, attributes, where);
  const format = attributes.get('time');
  if (format !== undefined && format !== 'utc')
    throw new Error(`${where}: time="${format}" is not a format; use time="utc" or leave it out`);
  return [text(format ? `${proseDate(time)} at ${utcDateTime(time).split(' ').slice(-2).join(' ')}` : proseDate(time))];
}

/** The date a component's support ended (or ends), from its releases file. */
function inlineSupportEnd(data: UpgradesData, attributes: Map<string, string>, where: string): Node[] {
  const component = data.releases.get(attributes.get('component') ?? '');
  if (!component?.support?.date) {
    const dated = [...data.releases.values()].filter((candidate) => candidate.support?.date).map((candidate) => candidate.component);
    throw new Error(
      `${where}: component="${attributes.get('component') ?? ''}" has no support date; components with one: ${dated.join(', ')}`,
    );
  }
  return [text(proseDate(component.support.date))];
}

function inlineRequiredRelease(data: UpgradesData, attributes: Map<string, string>, where: string): Node[] {
  const upgrade = upgradeById(data, attributes, where);
  const component = attributes.get('component');
  const network = attributes.get('network');
  const matches = (upgrade.requiredReleases ?? []).filter(
    (required) => required.component === component && (network === undefined || required.network === network),
  );
  if (matches.length !== 1) {
    throw new Error(
      `${where}: ${upgrade.id} names ${matches.length} required releases of component="${component ?? ''}"${network ? ` on network="${network}"` : ''}; expected exactly one (add network="...")`,
    );
  }
  return releaseNodes(data, matches[0].component, matches[0].tag, false);
}

function noticeHistory(data: UpgradesData): Node[] {
  const rows = data.notices.map((notice) => [
    [link(notice.route, [text(notice.title)])],
    [text(notice.summary)],
    notice.events.flatMap((event, index) => [...(index > 0 ? [text('; ')] : []), text(`${event.label}: ${dayDate(event.date)}`)]),
  ]);
  return [table(['Notice', 'What changed', 'When'], rows)];
}

/** The newest final release of a component, as a linked tag. */
function inlineLatestRelease(data: UpgradesData, attributes: Map<string, string>, where: string): Node[] {
  const name = attributes.get('component') ?? '';
  const component = data.releases.get(name);
  const stable = component && newest(component, false);
  if (!stable) {
    throw new Error(`${where}: component="${name}" has no final release in releases/; components: ${[...data.releases.keys()].join(', ')}`);
  }
  return releaseNodes(data, name, stable.tag, false);
}

/** The day an upgrade's contracts were (or are to be) upgraded on a network, as prose gives it. */
function inlineContractUpgradeDate(data: UpgradesData, attributes: Map<string, string>, where: string): Node[] {
  const upgrade = upgradeById(data, attributes, where);
  const network = attributes.get('network');
  const entry = contractUpgradeOn(upgrade, network);
  if (!entry?.date) throw new Error(`${where}: ${upgrade.id} has no dated contract upgrade on network="${network ?? ''}"`);
  return [text(proseDate(entry.date))];
}

/** The day of one event of a notice that is not an upgrade (data/notices.json). */
function inlineNoticeDate(data: UpgradesData, attributes: Map<string, string>, where: string): Node[] {
  const notice = data.notices.find((candidate) => candidate.id === attributes.get('notice'));
  if (!notice) {
    throw new Error(
      `${where}: notice="${attributes.get('notice') ?? ''}" is not a notice id of src/features/upgrades/data/notices.json; the ids are ${data.notices.map((candidate) => candidate.id).join(', ')}`,
    );
  }
  const event = notice.events.find((candidate) => candidate.id === attributes.get('event'));
  if (!event)
    throw new Error(
      `${where}: ${notice.id} has no event="${attributes.get('event') ?? ''}"; its events are ${notice.events.map((candidate) => candidate.id).join(', ')}`,
    );
  return [text(proseDate(event.date))];
}

const blockElements = {
  HardForkTable: {attributes: ['since'], render: hardForkTable},
  UpgradeHistory: {attributes: ['since'], render: upgradeHistory},
  ActivationTable: {attributes: ['upgrade'], render: activationTable},
  RequiredReleases: {attributes: ['upgrade', 'network'], render: requiredReleases},
  CurrentReleases: {attributes: [], render: currentReleases},
  SupportStatus: {attributes: [], render: supportStatus},
  NoticeHistory: {attributes: [], render: noticeHistory},
} as const;
const inlineElements = {
  Activation: {attributes: ['upgrade', 'network', 'event'], render: inlineActivation},
  ActivationDate: {attributes: ['upgrade', 'network', 'event', 'time'], render: inlineActivationDate},
  SupportEnd: {attributes: ['component'], render: inlineSupportEnd},
  RequiredRelease: {attributes: ['upgrade', 'component', 'network'], render: inlineRequiredRelease},
  LatestRelease: {attributes: ['component'], render: inlineLatestRelease},
  ContractUpgradeDate: {attributes: ['upgrade', 'network'], render: inlineContractUpgradeDate},
  NoticeDate: {attributes: ['notice', 'event'], render: inlineNoticeDate},
} as const;

export default function remarkUpgrades() {
  const names = [...Object.keys(blockElements), ...Object.keys(inlineElements)];
  return (tree: Node, file: File): void =>
    replaceJsxElements(tree, file.path, names, (node, where) => {
      const block = blockElements[node.name as keyof typeof blockElements];
      const element = block ?? inlineElements[node.name as keyof typeof inlineElements];
      if (block && node.type === 'mdxJsxTextElement')
        throw new Error(`${where} must stand on a line of its own, with blank lines around it`);
      const allowed: readonly string[] = element.attributes;
      const attributes = new Map<string, string>();
      for (const attribute of node.attributes ?? []) {
        if (!attribute.name || !allowed.includes(attribute.name) || typeof attribute.value !== 'string') {
          throw new Error(
            `${where} has the attribute ${attribute.name}=${JSON.stringify(attribute.value)}; it takes ${allowed.map((key) => `${key}="..."`).join(', ') || 'no attributes'}`,
          );
        }
        attributes.set(attribute.name, attribute.value);
      }
      return element.render(loadSiteUpgradesData(where), attributes, where);
    });
}
