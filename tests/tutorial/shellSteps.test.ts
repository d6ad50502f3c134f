import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {toFunctionSignature, toEventSignature} from 'viem';
import {compile, readSources} from '../support/solidity';
import {docsDir} from '../support/paths';
import {predeploys, supersim, supersimDevAccount, tutorialEnvironment} from '../fixtures/interopTutorial';

const codeDir = path.join(docsDir, 'interop/tutorials/message-passing/_code');
const shellDir = path.join(codeDir, 'shell');
const shellFiles = fs.readdirSync(shellDir).filter((file) => file.endsWith('.sh'));
const read = (file: string) => fs.readFileSync(path.join(shellDir, file), 'utf8');

// The reader's project at both steps; the commands may use any contract of either.
const steps = ['src/Greeter.sol', 'sender-info/Greeter.sol'].map(
  (greeter) =>
    compile(
      readSources({
        'src/Greeter.sol': path.join(codeDir, greeter),
        'src/GreetingSender.sol': path.join(codeDir, 'src/GreetingSender.sol'),
        'src/interfaces/IL2ToL2CrossDomainMessenger.sol': path.join(codeDir, 'src/interfaces/IL2ToL2CrossDomainMessenger.sol'),
      }),
    ).contracts,
);
const compiled = steps.flatMap((contracts) => Object.values(contracts));
const knownSignatures = new Set(
  compiled.flatMap(({abi}) =>
    abi.flatMap((item) => (item.type === 'function' ? [toFunctionSignature(item)] : item.type === 'event' ? [toEventSignature(item)] : [])),
  ),
);

describe('the shell steps of the tutorial', () => {
  it.each(shellFiles)('%s is valid bash', (file) => {
    expect(() => execFileSync('bash', ['-n', path.join(shellDir, file)])).not.toThrow();
  });

  it('call only functions and events the contracts have, with the exact signatures', () => {
    const used = shellFiles.flatMap((file) => [...read(file).matchAll(/"([A-Za-z]\w*\([\w,]*\))(?:\([\w,]*\))?"/g)].map((m) => m[1]));
    expect(used).toEqual(expect.arrayContaining(['greet()', 'setGreeting(string)', 'CrossDomainSetGreeting(address,uint256,string)']));
    expect(used.filter((signature) => !knownSignatures.has(signature))).toEqual([]);
  });

  it('deploy contracts that exist, with as many constructor arguments as they take', () => {
    for (const file of ['deploy-greeter.sh', 'deploy-greeting-sender.sh']) {
      const [, sourcePath, name] = read(file).match(/(src\/\w+\.sol):(\w+)/)!;
      expect(fs.existsSync(path.join(codeDir, sourcePath))).toBe(true);
      const contract = steps[0][`${path.basename(sourcePath, '.sol')}:${name}`];
      const constructorInputs = contract.abi.find((item) => item.type === 'constructor')?.inputs ?? [];
      const args =
        read(file)
          .match(/--constructor-args ((?:\$\w+ ?)+)/)?.[1]
          .trim()
          .split(/\s+/) ?? [];
      expect(args).toHaveLength(constructorInputs.length);
    }
  });

  it('use only the variables the tutorial defines', () => {
    const allowed = new Set<string>([...tutorialEnvironment, 'TX_HASH']);
    const used = shellFiles.flatMap((file) => [...read(file).matchAll(/\$([A-Z_]+)/g)].map((m) => m[1]));
    expect(used.filter((name) => !allowed.has(name))).toEqual([]);
  });

  it('set Supersim up with the tutorial constants', () => {
    expect(read('start-supersim.sh').trim()).toBe(`supersim ${supersim.autorelayFlag}`);
    expect(read('start-supersim-manual.sh').trim()).toBe('supersim');
    const env = read('env-supersim.sh');
    expect(env).toContain(`export URL_CHAIN_A=${supersim.chainA.rpcUrl}\n`);
    expect(env).toContain(`export URL_CHAIN_B=${supersim.chainB.rpcUrl}\n`);
    expect(env).toContain(`export INTEROP_BRIDGE=${predeploys.superchainTokenBridge}\n`);
    expect(env).toContain(`export PRIVATE_KEY=${supersimDevAccount.privateKey}\n`);
    expect(env).toContain(`export USER_ADDRESS=${supersimDevAccount.address}\n`);
    expect(read('env-devnets.sh')).toContain(`export INTEROP_BRIDGE=${predeploys.superchainTokenBridge}\n`);
  });

  it('wait as long as inclusion on chain A and the relay on chain B can take (2 s + 2 s)', () => {
    expect(read('send-greeting.sh')).toContain('sleep 4\n');
    expect(read('check-sender-info.sh')).toContain('sleep 4\n');
  });
});
