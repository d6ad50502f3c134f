/**
 * The upgrades and releases data (`data/upgrades.json`, `data/releases/<component>.json`): the one
 * place where activation times, required releases and support status are written. Every page that
 * shows one renders it from here (remarkUpgrades.ts), the feeds list the upgrades (feeds.ts), and a
 * page's `verified_against` names an upgrade id. The loader stops the build on bad data with the
 * file and the field, and checks every Superchain activation time against the registry snapshot.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PageSource} from '../page-sources/sources';
import {sourcesProblems} from '../page-sources/sources';
import type {RegistryData} from '../reference-tables/registryData';
import {loadRegistry} from '../reference-tables/registryTables';
import {DataProblems} from '../../utils/dataProblems';

export const networks = {
  'sepolia-superchain': {label: 'Sepolia Superchain', short: 'Sepolia', registryTarget: 'sepolia'},
  'mainnet-superchain': {label: 'Mainnet Superchain', short: 'Mainnet', registryTarget: 'mainnet'},
  'ethereum-holesky': {label: 'Holesky', short: 'Holesky', registryTarget: undefined},
  'ethereum-sepolia': {label: 'Sepolia', short: 'Sepolia', registryTarget: undefined},
  'ethereum-mainnet': {label: 'Ethereum mainnet', short: 'Mainnet', registryTarget: undefined},
} as const;
export type NetworkId = keyof typeof networks;

export const upgradeKinds = {
  'hard-fork': 'hard fork',
  contracts: 'L1 contracts',
  'l1-change': 'L1 change',
} as const;
export type UpgradeKind = keyof typeof upgradeKinds;

export type Activation = {network: NetworkId; time: number; event?: string};
export type ContractUpgrade = {
  network: NetworkId;
  chains: string;
  date: string | null;
  /** executed: recorded as executed on `date`; planned-executed: planned for `date`, recorded as executed; scheduled: planned for `date`. */
  status: 'executed' | 'planned-executed' | 'scheduled';
};
export type RequiredRelease = {
  component: string;
  tag: string;
  who: string;
  /** activation: before the upgrade activates (on `network`, or on each network); contract-upgrade: before the chain's contract upgrade. */
  deadline: 'activation' | 'contract-upgrade';
  network?: NetworkId;
  orLater?: boolean;
  note?: string;
  /**
   * Flags the release takes that the component's reference (an older release, the newest whose
   * source the site reads) lacks, as `source` names them: pages may write these in commands.
   */
  flags?: {name: string; env: string}[];
  /** Where the tag (or its `flags`) is named, for a release whose tag, date and commit no source read here gives. */
  source?: SourceRef;
};
export type Upgrade = {
  id: string;
  number?: string;
  name?: string;
  kind: UpgradeKind;
  /** The fork's key in the registry's `[hardforks]` tables (`karst` for `karst_time`). */
  hardFork?: string;
  activations?: Activation[];
  contractsRelease?: string;
  contractUpgrades?: ContractUpgrade[];
  requiredReleases?: RequiredRelease[];
  /** The notice routes about this upgrade; the first is its main notice. */
  notices: string[];
  /** Routes whose content this upgrade changed: each must be verified against it (front matter `verified_against`). */
  changes: string[];
  sources: PageSource[];
};

export type SourceRef = {repository: string; ref: string; path: string};
export type Release = {
  tag: string;
  version: string;
  date: string;
  prerelease: boolean;
  commit: string | null;
  /**
   * Whether the tag's source is in the checkouts the data scripts read (npm run data:flags, the drift
   * report): a reference generated from the source must document the newest final release that has it.
   */
  sourceRead: boolean;
  /** The repository the tag lives in, when not the component's. */
  repository?: string;
  /** Where the tag and date were read, when no commit could be (a release page at a pinned commit). */
  source?: SourceRef;
};
export type ComponentReleases = {
  component: string;
  description: string;
  repository: string;
  tagPattern: string;
  /** An app developers' library (viem) that an upgrade names, not an OP Stack component: left out of the current releases table. */
  library?: true;
  support?: {
    status: 'supported' | 'deprecated' | 'end-of-support';
    date: string | null;
    note: string;
    source: SourceRef;
    /** The component that takes over from this one (op-reth for op-geth), with a releases file of its own. */
    replacedBy?: string;
  };
  releases: Release[];
};

/** One dated step of a notice: Subblocks live on OP Mainnet. */
export type NoticeEvent = {id: string; date: string; label: string};
/** A notice that is not an upgrade (no fork, no contract release): a change of architecture, a retirement. */
export type Notice = {
  id: string;
  title: string;
  /** The notice page. */
  route: string;
  summary: string;
  /** Oldest first; the first is when the notice took effect. */
  events: NoticeEvent[];
  sources: PageSource[];
};

/** The commit of the registry snapshot the activation times were checked against. */
export type UpgradesData = {upgrades: Upgrade[]; notices: Notice[]; releases: Map<string, ComponentReleases>; registryCommit: string};

/** An upgrade's name as readers know it: "Upgrade 19: Karst", "Upgrade 13", "Holocene". */
export function upgradeTitle(upgrade: Upgrade): string {
  if (upgrade.number && upgrade.name) return `Upgrade ${upgrade.number}: ${upgrade.name}`;
  return upgrade.number ? `Upgrade ${upgrade.number}` : (upgrade.name ?? upgrade.id);
}

const commitPattern = /^[0-9a-f]{40}$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isRoute = (value: unknown) => typeof value === 'string' && /^\/[a-z0-9/-]*$/.test(value);
const isDate = (value: unknown) => typeof value === 'string' && datePattern.test(value) && !Number.isNaN(Date.parse(value));

function checkSourceRef(problems: DataProblems, where: string, source: unknown): void {
  const value = (source ?? {}) as Record<string, unknown>;
  if (!problems.expect(where, source, typeof source === 'object' && source !== null, 'a {repository, ref, path} object')) return;
  problems.onlyFields(where, value, ['repository', 'ref', 'path']);
  problems.expect(
    `${where}.repository`,
    value.repository,
    typeof value.repository === 'string' && /^[\w.-]+\/[\w.-]+$/.test(value.repository),
    'owner/name',
  );
  problems.expect(
    `${where}.ref`,
    value.ref,
    typeof value.ref === 'string' && commitPattern.test(value.ref),
    'the 40-character commit read',
  );
  problems.expect(`${where}.path`, value.path, text(value.path), 'the file read');
}

/** Throws unless `data` is one component's releases file; `file` (…/releases/<component>.json) names it in the error. */
export function validateComponentReleases(file: string, data: unknown): ComponentReleases {
  const problems = new DataProblems('upgrades data');
  const record = (data ?? {}) as Record<string, unknown>;
  const component = path.basename(file, '.json');
  problems.onlyFields('', record, ['component', 'description', 'repository', 'tagPattern', 'library', 'support', 'releases']);
  if (record.library !== undefined) problems.expect('library', record.library, record.library === true, 'true, or no field');
  problems.expect('component', record.component, record.component === component, `"${component}", the file's name`);
  problems.expect('description', record.description, text(record.description), 'a sentence saying what the component is');
  problems.expect(
    'repository',
    record.repository,
    typeof record.repository === 'string' && /^[\w.-]+\/[\w.-]+$/.test(record.repository),
    'owner/name',
  );
  problems.expect('tagPattern', record.tagPattern, text(record.tagPattern), 'how its tags look, such as op-node/v*');
  if (record.support !== undefined) {
    const support = (record.support ?? {}) as Record<string, unknown>;
    problems.onlyFields('support', support, ['status', 'date', 'note', 'source', 'replacedBy']);
    if (support.replacedBy !== undefined)
      problems.expect('support.replacedBy', support.replacedBy, text(support.replacedBy), 'the component that replaces it');
    problems.expect(
      'support.status',
      support.status,
      ['supported', 'deprecated', 'end-of-support'].includes(support.status as string),
      'supported, deprecated or end-of-support',
    );
    problems.expect('support.date', support.date, support.date === null || isDate(support.date), 'a YYYY-MM-DD date or null');
    problems.expect('support.note', support.note, text(support.note), 'a sentence');
    checkSourceRef(problems, 'support.source', support.source);
  }
  if (
    problems.expect(
      'releases',
      record.releases,
      Array.isArray(record.releases) && record.releases.length > 0,
      'a non-empty list, newest first',
    )
  ) {
    const tags = new Set<string>();
    let previousDate = '9999-12-31';
    (record.releases as Record<string, unknown>[]).forEach((release, index) => {
      const at = `releases[${index}]`;
      problems.onlyFields(at, release, ['tag', 'version', 'date', 'prerelease', 'commit', 'sourceRead', 'repository', 'source']);
      problems.expect(`${at}.tag`, release.tag, text(release.tag) && !tags.has(release.tag as string), 'a tag listed once');
      tags.add(String(release.tag));
      problems.expect(
        `${at}.version`,
        release.version,
        typeof release.version === 'string' &&
          /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(release.version) &&
          String(release.tag).endsWith(release.version),
        'the version the tag ends with, such as 1.19.2 or 1.6.0-rc.2',
      );
      problems.expect(
        `${at}.date`,
        release.date,
        isDate(release.date) && (release.date as string) <= previousDate,
        'a YYYY-MM-DD date, no later than the release listed before it',
      );
      if (isDate(release.date)) previousDate = release.date as string;
      problems.expect(
        `${at}.prerelease`,
        release.prerelease,
        typeof release.prerelease === 'boolean' && release.prerelease === String(release.version).includes('-'),
        'true exactly when the version has a -rc, -alpha or -beta suffix',
      );
      problems.expect(
        `${at}.commit`,
        release.commit,
        release.commit === null || (typeof release.commit === 'string' && commitPattern.test(release.commit)),
        'the 40-character commit of the tag, or null',
      );
      problems.expect(
        `${at}.sourceRead`,
        release.sourceRead,
        release.sourceRead === false || (release.sourceRead === true && release.commit !== null),
        'true (its source was read, so its commit is known) or false',
      );
      if (release.repository !== undefined)
        problems.expect(
          `${at}.repository`,
          release.repository,
          typeof release.repository === 'string' && /^[\w.-]+\/[\w.-]+$/.test(release.repository),
          'owner/name',
        );
      if (release.commit === null || release.source !== undefined) checkSourceRef(problems, `${at}.source`, release.source);
    });
  }
  problems.throwIfAny(file);
  return data as ComponentReleases;
}

/**
 * Throws unless `data` is the upgrades file and agrees with the releases and the registry snapshot:
 * every Superchain activation equals the registry's `<fork>_time`, every fork the registry schedules
 * has an upgrade, every required release is listed in its component's releases file.
 */
export function validateUpgrades(file: string, data: unknown, releases: Map<string, ComponentReleases>, registry: RegistryData): Upgrade[] {
  const problems = new DataProblems('upgrades data');
  const record = (data ?? {}) as Record<string, unknown>;
  problems.onlyFields('', record, ['upgrades']);
  if (
    !problems.expect(
      'upgrades',
      record.upgrades,
      Array.isArray(record.upgrades) && record.upgrades.length > 0,
      'a non-empty list, oldest first',
    )
  ) {
    problems.throwIfAny(file);
  }
  const ids = new Set<string>();
  const forks = new Set<string>();
  (record.upgrades as Record<string, unknown>[]).forEach((upgrade, index) => {
    const at = `upgrades[${index}]`;
    problems.onlyFields(at, upgrade, [
      'id',
      'number',
      'name',
      'kind',
      'hardFork',
      'activations',
      'contractsRelease',
      'contractUpgrades',
      'requiredReleases',
      'notices',
      'changes',
      'sources',
    ]);
    problems.expect(
      `${at}.id`,
      upgrade.id,
      typeof upgrade.id === 'string' && kebab.test(upgrade.id) && !ids.has(upgrade.id),
      'a kebab-case id used once',
    );
    ids.add(String(upgrade.id));
    if (upgrade.number !== undefined)
      problems.expect(
        `${at}.number`,
        upgrade.number,
        typeof upgrade.number === 'string' && /^\d+[a-z]?$/.test(upgrade.number),
        'the governance number as text, such as "16a"',
      );
    if (upgrade.name !== undefined) problems.expect(`${at}.name`, upgrade.name, text(upgrade.name), 'the hard fork or change name');
    problems.expect(`${at}`, upgrade.id, upgrade.number !== undefined || upgrade.name !== undefined, 'a number, a name or both');
    const kind = upgrade.kind as UpgradeKind;
    problems.expect(`${at}.kind`, upgrade.kind, kind in upgradeKinds, Object.keys(upgradeKinds).join(', '));
    const activations = (upgrade.activations ?? []) as Record<string, unknown>[];
    if (kind === 'hard-fork') {
      problems.expect(
        `${at}.hardFork`,
        upgrade.hardFork,
        typeof upgrade.hardFork === 'string' && /^[a-z0-9_]+$/.test(upgrade.hardFork),
        "the fork's key in the registry's [hardforks] tables",
      );
      forks.add(String(upgrade.hardFork));
    } else {
      problems.expect(
        `${at}.hardFork`,
        upgrade.hardFork,
        upgrade.hardFork === undefined,
        'no hardFork on an upgrade that is not a hard fork',
      );
    }
    if (kind === 'contracts') {
      problems.expect(
        `${at}.activations`,
        upgrade.activations,
        upgrade.activations === undefined,
        'no activations: a contracts-only upgrade takes effect by contract upgrades',
      );
    } else {
      problems.expect(
        `${at}.activations`,
        upgrade.activations,
        Array.isArray(upgrade.activations) && activations.length > 0,
        'a non-empty list of {network, time}',
      );
    }
    let previousTime = 0;
    activations.forEach((activation, a) => {
      const where = `${at}.activations[${a}]`;
      problems.onlyFields(where, activation, ['network', 'time', 'event']);
      const network = activation.network as NetworkId;
      const superchainNetwork = network === 'sepolia-superchain' || network === 'mainnet-superchain';
      problems.expect(
        `${where}.network`,
        activation.network,
        network in networks && superchainNetwork === (kind === 'hard-fork'),
        kind === 'hard-fork' ? 'sepolia-superchain or mainnet-superchain' : 'ethereum-holesky, ethereum-sepolia or ethereum-mainnet',
      );
      const time = activation.time as number;
      problems.expect(
        `${where}.time`,
        activation.time,
        Number.isSafeInteger(time) && time > 1_500_000_000 && time < 4_000_000_000,
        'a Unix timestamp in seconds',
      );
      if (kind === 'l1-change')
        problems.expect(`${where}.event`, activation.event, text(activation.event), 'the L1 fork or event, such as Osaka or BPO1');
      else problems.expect(`${where}.event`, activation.event, activation.event === undefined, 'no event: the hard fork is the event');
      if (kind === 'hard-fork' && superchainNetwork && typeof upgrade.hardFork === 'string') {
        const target = registry.superchains.find((superchain) => superchain.id === networks[network].registryTarget);
        const registered = target?.hardForks[upgrade.hardFork];
        problems.expect(
          `${where}.time`,
          activation.time,
          registered === time,
          `${registered ?? 'no value'}, the ${upgrade.hardFork}_time of superchain/configs/${networks[network].registryTarget}/superchain.toml at registry commit ${registry.source.commit.slice(0, 12)} (src/features/reference-tables/data/registry/chains.json)`,
        );
      }
      if (network !== activations[a - 1]?.network) previousTime = 0;
      problems.expect(`${where}.time`, activation.time, time >= previousTime, 'times of one network in order');
      previousTime = time;
    });
    if (upgrade.contractsRelease !== undefined) {
      problems.expect(
        `${at}.contractsRelease`,
        upgrade.contractsRelease,
        typeof upgrade.contractsRelease === 'string' && /^op-contracts\/v\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(upgrade.contractsRelease),
        'an op-contracts/vX.Y.Z release',
      );
    }
    problems.expect(
      `${at}.contractUpgrades`,
      upgrade.contractUpgrades,
      kind !== 'contracts' || Array.isArray(upgrade.contractUpgrades),
      'a list of contract upgrades for a contracts upgrade',
    );
    ((upgrade.contractUpgrades ?? []) as Record<string, unknown>[]).forEach((contractUpgrade, c) => {
      const where = `${at}.contractUpgrades[${c}]`;
      problems.onlyFields(where, contractUpgrade, ['network', 'chains', 'date', 'status']);
      problems.expect(
        `${where}.network`,
        contractUpgrade.network,
        contractUpgrade.network === 'sepolia-superchain' || contractUpgrade.network === 'mainnet-superchain',
        'sepolia-superchain or mainnet-superchain',
      );
      problems.expect(`${where}.chains`, contractUpgrade.chains, text(contractUpgrade.chains), 'the chains upgraded');
      problems.expect(
        `${where}.status`,
        contractUpgrade.status,
        ['executed', 'planned-executed', 'scheduled'].includes(contractUpgrade.status as string),
        'executed, planned-executed or scheduled',
      );
      problems.expect(
        `${where}.date`,
        contractUpgrade.date,
        isDate(contractUpgrade.date) || (contractUpgrade.date === null && contractUpgrade.status === 'executed'),
        'a YYYY-MM-DD date (null only for executed)',
      );
    });
    const upgradeNetworks = new Set(
      [...activations, ...((upgrade.contractUpgrades ?? []) as Record<string, unknown>[])].map((entry) => entry.network),
    );
    ((upgrade.requiredReleases ?? []) as Record<string, unknown>[]).forEach((required, r) => {
      const where = `${at}.requiredReleases[${r}]`;
      problems.onlyFields(where, required, ['component', 'tag', 'who', 'deadline', 'network', 'orLater', 'note', 'flags', 'source']);
      const component = releases.get(required.component as string);
      if (
        problems.expect(
          `${where}.component`,
          required.component,
          component !== undefined,
          `a component with a file in releases/ (${[...releases.keys()].join(', ')})`,
        )
      ) {
        const listed = component!.releases.some((release) => release.tag === required.tag);
        if (required.source === undefined) {
          problems.expect(
            `${where}.tag`,
            required.tag,
            listed,
            `a tag listed in releases/${String(required.component)}.json, or a "source" that names it`,
          );
        } else {
          problems.expect(
            `${where}.source`,
            required.source,
            // A listed tag needs no source, unless the notice is where its flags are named.
            !listed || required.flags !== undefined,
            `no source: the tag is in releases/${String(required.component)}.json`,
          );
          checkSourceRef(problems, `${where}.source`, required.source);
          problems.expect(`${where}.tag`, required.tag, text(required.tag), 'the release tag');
        }
      }
      problems.expect(`${where}.who`, required.who, text(required.who), 'who has to run it');
      problems.expect(
        `${where}.deadline`,
        required.deadline,
        required.deadline === 'activation' || required.deadline === 'contract-upgrade',
        'activation or contract-upgrade',
      );
      if (required.network !== undefined)
        problems.expect(`${where}.network`, required.network, upgradeNetworks.has(required.network), "one of the upgrade's networks");
      if (required.orLater !== undefined)
        problems.expect(`${where}.orLater`, required.orLater, required.orLater === true, 'true, or no field');
      if (required.note !== undefined) problems.expect(`${where}.note`, required.note, text(required.note), 'a sentence');
      if (required.flags !== undefined) {
        problems.expect(
          `${where}.flags`,
          required.flags,
          Array.isArray(required.flags) &&
            required.flags.length > 0 &&
            required.flags.every(
              (flag: {name?: unknown; env?: unknown}) =>
                typeof flag.name === 'string' &&
                /^[a-z0-9][a-z0-9._-]*$/.test(flag.name) &&
                typeof flag.env === 'string' &&
                /^[A-Z][A-Z0-9_]*$/.test(flag.env),
            ),
          'a non-empty list of {name (without dashes), env}',
        );
        problems.expect(`${where}.source`, required.source, required.source !== undefined, 'the notice that names the flags');
      }
    });
    problems.expect(
      `${at}.notices`,
      upgrade.notices,
      Array.isArray(upgrade.notices) && upgrade.notices.every((route) => isRoute(route) && String(route).startsWith('/notices/')),
      'a list of /notices/ routes',
    );
    problems.expect(
      `${at}.changes`,
      upgrade.changes,
      Array.isArray(upgrade.changes) && upgrade.changes.every(isRoute),
      'a list of routes this upgrade changed',
    );
    if (
      problems.expect(`${at}.sources`, upgrade.sources, Array.isArray(upgrade.sources), 'a list of sources (as in page front matter)') &&
      (upgrade.sources as unknown[]).length > 0
    ) {
      for (const problem of sourcesProblems(upgrade.sources, 'notice')) problems.lines.push(`${at}: ${problem}`);
    }
  });
  for (const superchain of registry.superchains) {
    for (const fork of Object.keys(superchain.hardForks)) {
      problems.expect(
        'upgrades',
        fork,
        forks.has(fork),
        `an upgrade with hardFork "${fork}", which the registry's ${superchain.id} superchain.toml schedules`,
      );
    }
  }
  problems.throwIfAny(file);
  return record.upgrades as Upgrade[];
}

/**
 * Throws unless `data` is the notices file: notices that are not upgrades, each with its page, a
 * summary, dated events oldest first, and sources. `upgradeRoutes` are the notice routes upgrades
 * already name, which no notice entry may take again.
 */
export function validateNotices(file: string, data: unknown, upgradeRoutes: Set<string>): Notice[] {
  const problems = new DataProblems('upgrades data');
  const record = (data ?? {}) as Record<string, unknown>;
  problems.onlyFields('', record, ['notices']);
  if (!problems.expect('notices', record.notices, Array.isArray(record.notices), 'a list, oldest first')) problems.throwIfAny(file);
  const ids = new Set<string>();
  let previousDate = '';
  (record.notices as Record<string, unknown>[]).forEach((notice, index) => {
    const at = `notices[${index}]`;
    problems.onlyFields(at, notice, ['id', 'title', 'route', 'summary', 'events', 'sources']);
    problems.expect(
      `${at}.id`,
      notice.id,
      typeof notice.id === 'string' && kebab.test(notice.id) && !ids.has(notice.id),
      'a kebab-case id used once',
    );
    ids.add(String(notice.id));
    problems.expect(`${at}.title`, notice.title, text(notice.title), 'the notice title');
    problems.expect(
      `${at}.route`,
      notice.route,
      isRoute(notice.route) && String(notice.route).startsWith('/notices/') && !upgradeRoutes.has(notice.route as string),
      'a /notices/ route that no upgrade names',
    );
    problems.expect(`${at}.summary`, notice.summary, text(notice.summary), 'a sentence or two for the feeds and the notices table');
    const events = (notice.events ?? []) as Record<string, unknown>[];
    if (
      problems.expect(`${at}.events`, notice.events, Array.isArray(notice.events) && events.length > 0, 'a non-empty list, oldest first')
    ) {
      const eventIds = new Set<string>();
      events.forEach((event, e) => {
        const where = `${at}.events[${e}]`;
        problems.onlyFields(where, event, ['id', 'date', 'label']);
        problems.expect(
          `${where}.id`,
          event.id,
          typeof event.id === 'string' && kebab.test(event.id) && !eventIds.has(event.id),
          'a kebab-case id used once in the notice',
        );
        eventIds.add(String(event.id));
        problems.expect(
          `${where}.date`,
          event.date,
          isDate(event.date) && (e === 0 || (event.date as string) >= String(events[e - 1].date)),
          'a YYYY-MM-DD date, no earlier than the event before it',
        );
        problems.expect(`${where}.label`, event.label, text(event.label), 'what happened, such as "Subblocks live on OP Mainnet"');
      });
      const first = String(events[0].date);
      problems.expect(`${at}.events[0].date`, events[0].date, first >= previousDate, 'notices in order of their first event');
      previousDate = first;
    }
    if (
      problems.expect(
        `${at}.sources`,
        notice.sources,
        Array.isArray(notice.sources) && (notice.sources as unknown[]).length > 0,
        'a non-empty list of sources (as in page front matter)',
      )
    ) {
      for (const problem of sourcesProblems(notice.sources, 'notice')) problems.lines.push(`${at}: ${problem}`);
    }
  });
  problems.throwIfAny(file);
  return record.notices as Notice[];
}

const cache = new Map<string, {stamp: string; data: UpgradesData}>();

/** Reads and validates the upgrades and releases data once per change of any of its files. */
export function loadUpgradesData(dataDir: string, registry: RegistryData): UpgradesData {
  const releasesDir = path.join(dataDir, 'releases');
  const files = [
    path.join(dataDir, 'upgrades.json'),
    path.join(dataDir, 'notices.json'),
    ...fs
      .readdirSync(releasesDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => path.join(releasesDir, name)),
  ];
  const stamp = files.map((file) => `${file}:${fs.statSync(file).mtimeMs}`).join('|') + registry.source.commit;
  const cached = cache.get(dataDir);
  if (cached?.stamp === stamp) return cached.data;
  const read = (file: string): unknown => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`Invalid upgrades data in ${path.relative(process.cwd(), file)}: ${(error as Error).message}`);
    }
  };
  const releases = new Map<string, ComponentReleases>();
  for (const file of files.slice(2)) {
    const component = validateComponentReleases(path.relative(process.cwd(), file), read(file));
    releases.set(component.component, component);
  }
  checkReplacements(releases, releasesDir);
  const upgrades = validateUpgrades(path.relative(process.cwd(), files[0]), read(files[0]), releases, registry);
  const notices = validateNotices(
    path.relative(process.cwd(), files[1]),
    read(files[1]),
    new Set(upgrades.flatMap((upgrade) => upgrade.notices)),
  );
  const data = {upgrades, notices, releases, registryCommit: registry.source.commit};
  cache.set(dataDir, {stamp, data});
  return data;
}

/** A component's `support.replacedBy` names a component with a releases file of its own. */
function checkReplacements(releases: Map<string, ComponentReleases>, releasesDir: string): void {
  for (const component of releases.values()) {
    const replacement = component.support?.replacedBy;
    if (replacement === undefined || releases.has(replacement)) continue;
    const problems = new DataProblems('upgrades data');
    problems.expect('support.replacedBy', replacement, false, `a component with a file in releases/ (${[...releases.keys()].join(', ')})`);
    problems.throwIfAny(path.relative(process.cwd(), path.join(releasesDir, `${component.component}.json`)));
  }
}

export const defaultDataDir = path.join(__dirname, 'data');

/** The site's upgrades data, checked against the site's registry snapshot; `where` names the caller in a missing-snapshot error. */
export function loadSiteUpgradesData(where: string): UpgradesData {
  return loadUpgradesData(defaultDataDir, loadRegistry(path.join(__dirname, '../reference-tables/data'), where));
}

/**
 * A component's releases, newest first, from the site's upgrades data (validated and cached with it),
 * for the flag references' note on newer releases; undefined for a component without a releases file.
 */
export const siteReleasesOf = (component: string): Release[] | undefined =>
  loadSiteUpgradesData('a flag reference').releases.get(component)?.releases;
