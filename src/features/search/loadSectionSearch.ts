// The section search and its ranking load on a reader's first search, not with every page: the
// ranking stems words with lunr, about 10 KB of gzipped JavaScript no page needs before then.
export type SectionSearch = typeof import('./sectionSearch');
export type {IndexPart} from './sectionSearch';

let loading: Promise<SectionSearch> | undefined;
export const loadSectionSearch = (): Promise<SectionSearch> => (loading ??= import('./sectionSearch'));
