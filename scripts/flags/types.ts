/**
 * What the flag readers (goFlags.ts for urfave/cli, rustFlags.ts for clap) take from a component's
 * source at a release tag: only what the source states. Descriptions and groups are the site's own
 * and live beside the generated data, keyed by flag name.
 */
import type {Flag} from '../../src/features/reference-tables/referenceData';

/**
 * One flag as the source defines it: the reference's fields (name, aliases, env, type, default as
 * the user would type it or null, required) without the site's description, and what the source
 * adds. A clap argument's one-letter short name is one of its aliases.
 */
export type SourceFlag = Omit<Flag, 'description' | 'deprecated'> & {
  hidden: boolean;
  /** The source's own grouping (urfave/cli `Category`, clap `next_help_heading`/`help_heading`), if any. */
  category: string | null;
  deprecated: boolean;
  /** Where the flag is defined: `op-node/flags/flags.go`. */
  file: string;
};

/** Reads files of one git repository at one tag, the way the readers see a checkout. */
export type SourceTree = {
  repository: string;
  ref: string;
  commit: string;
  /** The text of a file at the ref, or undefined if it does not exist there. */
  read(file: string): string | undefined;
  /** The files at the ref under a folder (recursive), repository-relative. */
  list(folder: string): string[];
};

/** The result of reading one component at one tag. */
export type ReadFlags = {flags: SourceFlag[]; paths: string[]};
