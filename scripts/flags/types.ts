/**
 * What the flag readers (goFlags.ts for urfave/cli, rustFlags.ts for clap) take from a component's
 * source at a release tag: only what the source states. Descriptions and groups are the site's own
 * and live beside the generated data, keyed by flag name.
 */
import type {GeneratedFlag} from '../../src/features/reference-tables/flagSources';

/** One flag as the source defines it (the generated data's flag; see flagSources.ts). */
export type SourceFlag = GeneratedFlag;

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
