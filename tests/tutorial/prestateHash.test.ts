import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {docsDir} from '../support/paths';
import {pageBlocks} from '../support/tutorialPage';

// The prestate check of /operators/chain-operators/tutorials/kona-proofs, run as a reader runs it
// with the real jq, grep and bash: the page's command reads the hash from the build's
// prestate-proof.json and looks it up in the Superchain Registry's list of standard prestates. The
// build itself needs Docker and the monorepo, so the proof file holds the hash the page says the
// Upgrade 19 tasks used; the list is the registry's own file at the snapshot commit
// (tests/fixtures/registry-checkout), read with `cat` where the reader's `curl` fetches it.

const page = path.join(docsDir, 'operators/chain-operators/tutorials/kona-proofs.mdx');
const prestates = path.join(__dirname, '../fixtures/registry-checkout/validation/standard/standard-prestates.toml');
const registryUrl =
  'https://raw.githubusercontent.com/ethereum-optimism/superchain-registry/main/validation/standard/standard-prestates.toml';

/** The page's lookup command, with the registry file read from the fixture instead of fetched. */
function lookupCommand(): string {
  const block = pageBlocks(page).find(
    (candidate) => candidate.content.includes('standard-prestates.toml') && candidate.content.includes('HASH='),
  );
  if (!block) throw new Error(`${page}: no command that looks a prestate hash up in standard-prestates.toml`);
  const command = block.content.replace(/\\\n\s*/g, ' ');
  expect(command).toContain(`curl -s ${registryUrl}`);
  return command.replace(`curl -s ${registryUrl}`, `cat ${JSON.stringify(prestates)}`);
}

/** Runs the command in a folder holding a kona build's proof file with `hash` as its prestate. */
function lookUp(hash: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kona-prestate-'));
  try {
    const output = path.join(dir, 'rust/kona/prestate-artifacts-cannon');
    fs.mkdirSync(output, {recursive: true});
    fs.writeFileSync(path.join(output, 'prestate-proof.json'), JSON.stringify({pre: hash}));
    return execFileSync('bash', ['-c', lookupCommand()], {cwd: dir, encoding: 'utf8'});
  } catch (error) {
    // grep exits 1 when nothing matches: that is the reader's "finds nothing".
    if ((error as {status?: number}).status === 1) return '';
    throw error;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

describe('kona proofs: checking a kona prestate hash against the registry', () => {
  const pageText = fs.readFileSync(page, 'utf8');
  const stated = /kona-client `([0-9a-z.-]+)`, whose hash is `(0x[0-9a-f]{64})`/.exec(pageText);

  it('finds the hash the page gives for the Upgrade 19 prestate, with its release and the type the page says to look for', () => {
    expect(stated).not.toBeNull();
    const [, release, hash] = stated!;
    const printed = lookUp(hash);
    expect(printed).toContain(`[[prestates."${release}"]]`);
    expect(printed).toContain('type="cannon64-kona"');
    expect(pageText).toContain('`type="cannon64-kona"`');
  });

  it('finds nothing for a hash of a build outside the standard list, as the page says a custom build does', () => {
    expect(lookUp(`0x03${'0'.repeat(62)}`)).toBe('');
  });
});
