import {replaceInBrowserBundle} from '../../src/overrides/replaceInBrowserBundle';

/** Records what each NormalModuleReplacementPlugin was made with, as the bundler would receive it. */
class RecordingReplacementPlugin {
  constructor(
    readonly module: RegExp,
    readonly replacement: unknown,
  ) {}
}
const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin: RecordingReplacementPlugin}}} as never;

describe('replaceInBrowserBundle', () => {
  const editRequest = (resolveData: {request: string}) => {
    resolveData.request = '/elsewhere.ts';
  };
  const replacements = [
    [/original\.js$/, '/stand-in.ts'],
    [/^\.\/request$/, editRequest],
  ] as const;

  it('leaves the server bundle alone, so server rendering keeps the original modules', () => {
    expect(replaceInBrowserBundle(true, utils, replacements)).toEqual({});
  });

  it('gives the browser bundle one replacement plugin per module, in order, with its file or function', () => {
    const plugins = (replaceInBrowserBundle(false, utils, replacements).plugins ?? []) as unknown[];
    expect(plugins.every((plugin) => plugin instanceof RecordingReplacementPlugin)).toBe(true);
    const made = plugins as RecordingReplacementPlugin[];
    expect(made.map(({module, replacement}) => [module, replacement])).toEqual([
      [/original\.js$/, '/stand-in.ts'],
      [/^\.\/request$/, editRequest],
    ]);
  });
});
