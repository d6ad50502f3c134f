import {replacementsFor, type ModuleReplacement} from '../../src/utils/moduleReplacements';

/** Records what each NormalModuleReplacementPlugin was made with, as the bundler would receive it. */
class RecordingReplacementPlugin {
  constructor(
    readonly module: RegExp,
    readonly replacement: unknown,
  ) {}
}
const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin: RecordingReplacementPlugin}}} as never;

describe('replacementsFor', () => {
  const editRequest = (resolveData: {request: string}) => {
    resolveData.request = '/elsewhere.ts';
  };
  const replacements: ModuleReplacement[] = [
    {module: /original\.js$/, replacement: '/stand-in.ts', bundles: 'browser'},
    {module: /^\.\/request$/, replacement: editRequest, bundles: 'browser'},
    {module: /everywhere\.js$/, replacement: '/both.ts', bundles: 'both'},
  ];
  const made = (isServer: boolean) => {
    const plugins = (replacementsFor(isServer, utils, replacements).plugins ?? []) as unknown[];
    expect(plugins.every((plugin) => plugin instanceof RecordingReplacementPlugin)).toBe(true);
    return (plugins as RecordingReplacementPlugin[]).map(({module, replacement}) => [module, replacement]);
  };

  it('gives the server bundle only the replacements meant for both, so server rendering keeps the other originals', () => {
    expect(made(true)).toEqual([[/everywhere\.js$/, '/both.ts']]);
  });

  it('gives the browser bundle one replacement plugin per module, in order, with its file or function', () => {
    expect(made(false)).toEqual([
      [/original\.js$/, '/stand-in.ts'],
      [/^\.\/request$/, editRequest],
      [/everywhere\.js$/, '/both.ts'],
    ]);
  });
});
