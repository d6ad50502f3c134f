import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {buildDir, builtHtmlFiles} from '../support/paths';
import {routes} from '../support/siteData';
import {resolveFile} from '../support/staticServer';

// Every HTML file of the build through the Nu Html Checker (vnu-jar from npm, the checker behind
// validator.w3.org), run with the system's Java (.ci/run installs it) so nothing is downloaded.
const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

type VnuMessage = {type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string};

async function checkHtml(files: string[]): Promise<VnuMessage[]> {
  // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
  const {stderr} = await promisify(execFile)('java', ['-jar', vnuJar, '--format', 'json', ...files], {maxBuffer: 256 * 1024 * 1024}).catch(
    (error: {stderr?: string; message: string}) => {
      if (!error.stderr?.startsWith('{')) throw new Error(`The Nu Html Checker did not run (is a Java runtime installed?): ${error.message}`);
      return {stderr: error.stderr};
    },
  );
  return (JSON.parse(stderr) as {messages: VnuMessage[]}).messages;
}

const htmlFiles = builtHtmlFiles().map((file) => path.join(buildDir, file));

describe('the built HTML', () => {
  let messages: VnuMessage[];
  beforeAll(async () => {
    messages = await checkHtml(htmlFiles);
  }, 300_000);

  it('covers every page of the site (and the older versions\' and redirect pages with them)', () => {
    const checked = new Set(htmlFiles);
    expect(routes.filter((route) => !checked.has(resolveFile(buildDir, route) ?? ''))).toEqual([]);
    expect(htmlFiles.length).toBeGreaterThan(routes.length);
  });

  it('has no error in the Nu Html Checker, on any page', () => {
    const errors = messages
      .filter(({type}) => type === 'error' || type === 'non-document-error')
      .map(({url, lastLine, message, extract}) => `${path.relative(buildDir, new URL(url).pathname)}:${lastLine ?? '?'}: ${message} (${extract?.trim().slice(0, 80)})`);
    expect(errors).toEqual([]);
  });
});
