import fs from 'node:fs';
import path from 'node:path';
import {createPublicClient, createWalletClient, decodeAbiParameters, http, parseAbiItem, type Abi, type Address, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {sepolia} from 'viem/chains';
import {docsDir} from '../support/paths';
import {compile, readSources} from '../support/solidity';
import {startAnvil, type AnvilChain} from '../support/supersim/anvil';
import {expectSuccess, pageBlocks, startReader, type PageBlock, type Reader} from '../support/tutorialPage';
import type {StepResult} from '../support/readerShell';

// The page this file runs, by route: /operators/chain-operators/configuration/fee-parameters (a
// reference page, so not listed in src/features/tested-with/tutorialRuns.ts). Its SystemConfig
// steps are run as a reader runs them, with the real cast, against one anvil chain standing in for
// L1: the variables, the owner check, the dry run, and every `cast send` and `cast call` of the
// parameter sections, then the same sends with values out of bounds, from another account, and to
// the setter SystemConfig 4.0.0 removed. A real SystemConfig needs a proxy, a ProxyAdmin and a
// SuperchainConfig, so the chain holds tests/support/feeParameters/SystemConfigStandIn.sol, our own
// contract with the released setters' signatures, checks and ConfigUpdate events. The L2 reads and
// the fee vault commands are not run: there is no L2 here.

const page = path.join(docsDir, 'operators/chain-operators/configuration/fee-parameters.mdx');
const standInFile = path.join(__dirname, '../support/feeParameters/SystemConfigStandIn.sol');

const configUpdate = parseAbiItem('event ConfigUpdate(uint256 indexed version, uint8 indexed updateType, bytes data)');

/** A command as one line: the page breaks long ones with a backslash. */
const oneLine = (block: PageBlock) => block.content.replace(/\\\n\s*/g, '').trim();

/** The setter a `cast send` line calls and its numeric arguments, as the page writes them. */
function sendOf(block: PageBlock): {setter: string; args: bigint[]} {
  const match = oneLine(block).match(
    /^cast send "\$SYSTEM_CONFIG" "(\w+)\([^)]*\)" ((?:\d+ )+)--rpc-url "\$L1_RPC_URL" --private-key "\$OWNER_KEY"$/,
  );
  expect({command: oneLine(block), parsed: match !== null}).toEqual({command: oneLine(block), parsed: true});
  return {setter: match![1], args: match![2].trim().split(' ').map(BigInt)};
}

/** The page's send with other arguments (the same setter, endpoint and key). */
const withArgs = (block: PageBlock, args: (bigint | number | string)[]) =>
  oneLine(block).replace(/\)" (?:\d+ )+--rpc-url/, `)" ${args.join(' ')} --rpc-url`);

/** What `cast call` printed: one value a line, without the scientific form cast adds to large numbers. */
const values = (step: StepResult) =>
  step.stdout
    .trim()
    .split('\n')
    .map((line) => line.replace(/ \[[^\]]+\]$/, ''));

/** A step that failed: it recorded a failing command and printed why on stderr. */
function expectRefused(step: StepResult, reason: RegExp) {
  expect({failed: step.failures.length > 0, refused: step.status !== 0}).toEqual({failed: true, refused: true});
  expect(step.stderr).toMatch(reason);
}

describe('fee parameters (operators/chain-operators/configuration/fee-parameters): the SystemConfig steps with cast against a stand-in', () => {
  const blocks = pageBlocks(page);
  const bash = blocks.filter((block) => block.lang === 'bash');
  const [variables, ownerCheck, dryRun, ecotoneSend, ecotoneRead, eip1559Send, eip1559Read, operatorSend, operatorRead] = bash;
  const [minBaseFeeSend, minBaseFeeRead, daSend, daRead, gasLimitSend, gasLimitRead, vaultRead, vaultWithdraw] = bash.slice(9);
  const text = fs.readFileSync(page, 'utf8');
  const stepTimeout = 60_000;

  let reader: Reader;
  let chain: AnvilChain;
  let systemConfig: Address;
  let abi: Abi;
  const shell = () => reader.shell;
  const client = () => createPublicClient({chain: sepolia, transport: http(chain.url)});
  const readContract = <T>(functionName: string) =>
    client().readContract({address: systemConfig, abi, functionName} as never) as Promise<T>;
  /** The ConfigUpdate events of one transaction, as op-node reads them: update type and data. */
  const updatesOf = async (hash: Hex) => {
    const receipt = await client().getTransactionReceipt({hash});
    const logs = await client().getLogs({address: systemConfig, event: configUpdate, blockHash: receipt.blockHash});
    return logs.map((log) => ({version: log.args.version, updateType: log.args.updateType, data: log.args.data as Hex}));
  };
  /** Runs a page step that sends a transaction and returns its hash (cast prints the receipt). */
  const send = async (command: string) => {
    const step = await shell().run(command);
    expectSuccess(step);
    const hash = step.stdout.match(/^transactionHash\s+(0x[0-9a-f]{64})$/m)?.[1] as Hex;
    expect(hash).toBeDefined();
    return hash;
  };
  /** The update type the page's event table gives a name, e.g. 4 for EIP_1559_PARAMS. */
  const pageUpdateType = (name: string) => Number(text.match(new RegExp(`^\\| \`(\\d)\` \`${name}\` \\|`, 'm'))?.[1]);
  const word = (data: Hex) => decodeAbiParameters([{type: 'uint256'}], data)[0];

  it('shows the steps in the order this test follows them', () => {
    const first = (block: PageBlock) => oneLine(block).split('\n')[0];
    expect(bash.map(first)).toEqual([
      'export L1_RPC_URL="<your L1 endpoint>"',
      'cast call "$SYSTEM_CONFIG" "owner()(address)" --rpc-url "$L1_RPC_URL"',
      expect.stringMatching(/^cast call "\$SYSTEM_CONFIG" "setGasLimit\(uint64\)" 600000000 --from/),
      expect.stringMatching(/^cast send "\$SYSTEM_CONFIG" "setGasConfigEcotone\(uint32,uint32\)" /),
      'cast call "$SYSTEM_CONFIG" "basefeeScalar()(uint32)" --rpc-url "$L1_RPC_URL"',
      expect.stringMatching(/^cast send "\$SYSTEM_CONFIG" "setEIP1559Params\(uint32,uint32\)" /),
      'cast call "$SYSTEM_CONFIG" "eip1559Denominator()(uint32)" --rpc-url "$L1_RPC_URL"',
      expect.stringMatching(/^cast send "\$SYSTEM_CONFIG" "setOperatorFeeScalars\(uint32,uint64\)" /),
      'cast call "$SYSTEM_CONFIG" "operatorFeeScalar()(uint32)" --rpc-url "$L1_RPC_URL"',
      expect.stringMatching(/^cast send "\$SYSTEM_CONFIG" "setMinBaseFee\(uint64\)" /),
      'cast call "$SYSTEM_CONFIG" "minBaseFee()(uint64)" --rpc-url "$L1_RPC_URL"',
      expect.stringMatching(/^cast send "\$SYSTEM_CONFIG" "setDAFootprintGasScalar\(uint16\)" /),
      'cast call "$SYSTEM_CONFIG" "daFootprintGasScalar()(uint16)" --rpc-url "$L1_RPC_URL"',
      expect.stringMatching(/^cast send "\$SYSTEM_CONFIG" "setGasLimit\(uint64\)" /),
      'cast call "$SYSTEM_CONFIG" "gasLimit()(uint64)" --rpc-url "$L1_RPC_URL"',
      // Not run: they read and pay out the fee vaults on L2.
      'cast call 0x4200000000000000000000000000000000000011 "version()(string)" --rpc-url "$L2_RPC_URL"',
      'cast send 0x4200000000000000000000000000000000000011 "withdraw()" --rpc-url "$L2_RPC_URL" --private-key "$L2_KEY"',
    ]);
    expect([vaultRead, vaultWithdraw].every((block) => !block.content.includes('$SYSTEM_CONFIG'))).toBe(true);
    expect(text).toContain('## How this page is tested');
  });

  beforeAll(async () => {
    const output = compile(readSources({'SystemConfigStandIn.sol': standInFile}));
    if (output.diagnostics.length > 0) throw new Error(`The stand-in does not compile cleanly:\n${output.diagnostics.join('\n')}`);
    const contract = output.contracts['SystemConfigStandIn:SystemConfigStandIn'];
    abi = contract.abi;
    chain = await startAnvil({chainId: sepolia.id, port: 0, label: 'L1 (SystemConfig stand-in)'});
    const owner = createWalletClient({account: privateKeyToAccount(chain.devKeys[0]), chain: sepolia, transport: http(chain.url)});
    // Values other than the page's, so that reading back shows the page's command took effect.
    const hash = await owner.deployContract({abi, bytecode: contract.bytecode, args: [owner.account.address, 1, 1, 30_000_000n]} as never);
    systemConfig = (await client().waitForTransactionReceipt({hash})).contractAddress!;
    reader = await startReader('fee-parameters');
  }, 60_000);

  afterAll(async () => {
    await reader?.close();
    await chain?.stop();
  });

  it(
    'sets the three variables (the key typed at the prompt) and the owner check prints the same address twice',
    async () => {
      const typed = variables.content
        .replace('<your L1 endpoint>', chain.url)
        .replace('<your SystemConfig proxy address>', systemConfig)
        .replace(
          'read -rsp "SystemConfig owner key: " OWNER_KEY',
          `read -rsp "SystemConfig owner key: " OWNER_KEY <<< '${chain.devKeys[0]}'`,
        );
      expect(typed).toContain('<<<');
      expectSuccess(await shell().run(typed));
      expect(await shell().variable('OWNER_KEY')).toBe(chain.devKeys[0]);

      const check = await shell().run(ownerCheck.content);
      expectSuccess(check);
      const [owner, keyAddress] = values(check);
      expect(owner).toBe(privateKeyToAccount(chain.devKeys[0]).address);
      expect(keyAddress).toBe(owner);
    },
    stepTimeout,
  );

  it(
    'the dry run reports the revert reason without sending anything',
    async () => {
      const before = await client().getBlockNumber({cacheTime: 0});
      expectRefused(await shell().run(dryRun.content), /SystemConfig: gas limit too high/);
      expect(await client().getBlockNumber({cacheTime: 0})).toBe(before);
      // The same dry run with the page's own gas limit succeeds and prints 0x.
      const ok = await shell().run(dryRun.content.replace('600000000', String(sendOf(gasLimitSend).args[0])));
      expectSuccess(ok);
      expect(ok.stdout.trim()).toBe('0x');
    },
    stepTimeout,
  );

  it(
    'setGasConfigEcotone: both scalars and the packed scalar read back; the event carries 0 and the packed scalar',
    async () => {
      const {setter, args} = sendOf(ecotoneSend);
      expect(setter).toBe('setGasConfigEcotone');
      const [base, blob] = args;
      const hash = await send(ecotoneSend.content);
      const packed = (1n << 248n) | (blob << 32n) | base;
      const readBack = await shell().run(ecotoneRead.content);
      expectSuccess(readBack);
      expect(values(readBack)).toEqual([String(base), String(blob), String(packed)]);
      const [update] = await updatesOf(hash);
      expect(update).toMatchObject({version: 0n, updateType: pageUpdateType('FEE_SCALARS')});
      expect(decodeAbiParameters([{type: 'uint256'}, {type: 'uint256'}], update.data)).toEqual([0n, packed]);
      expect(await readContract<bigint>('overhead')).toBe(0n);
    },
    stepTimeout,
  );

  it(
    'setEIP1559Params: denominator and elasticity read back, event packs them into one word; 0 for either reverts',
    async () => {
      const {args} = sendOf(eip1559Send);
      const [denominator, elasticity] = args;
      const hash = await send(eip1559Send.content);
      const readBack = await shell().run(eip1559Read.content);
      expectSuccess(readBack);
      expect(values(readBack)).toEqual([String(denominator), String(elasticity)]);
      const [update] = await updatesOf(hash);
      expect(update.updateType).toBe(pageUpdateType('EIP_1559_PARAMS'));
      expect(word(update.data)).toBe((denominator << 32n) | elasticity);

      expectRefused(await shell().run(withArgs(eip1559Send, [0, elasticity])), /SystemConfig: denominator must be >= 1/);
      expectRefused(await shell().run(withArgs(eip1559Send, [denominator, 0])), /SystemConfig: elasticity must be >= 1/);
      expect(values(await shell().run(eip1559Read.content))).toEqual([String(denominator), String(elasticity)]);
    },
    stepTimeout,
  );

  it(
    'setOperatorFeeScalars: the page sets 0 and 0, other values read back too, and the event packs scalar and constant',
    async () => {
      const {args} = sendOf(operatorSend);
      expect(args).toEqual([0n, 0n]);
      // Values other than the stand-in's zeros first, so that reading back shows a change.
      const other = await send(withArgs(operatorSend, [10, 5]));
      expect(values(await shell().run(operatorRead.content))).toEqual(['10', '5']);
      const [update] = await updatesOf(other);
      expect(update.updateType).toBe(pageUpdateType('OPERATOR_FEE_PARAMS'));
      expect(word(update.data)).toBe((10n << 64n) | 5n);

      const hash = await send(operatorSend.content);
      const readBack = await shell().run(operatorRead.content);
      expectSuccess(readBack);
      expect(values(readBack)).toEqual(['0', '0']);
      expect(word((await updatesOf(hash))[0].data)).toBe(0n);
    },
    stepTimeout,
  );

  it(
    'setMinBaseFee and setDAFootprintGasScalar: the values read back, each event carries the value as one word',
    async () => {
      const [minBaseFee] = sendOf(minBaseFeeSend).args;
      const feeHash = await send(minBaseFeeSend.content);
      expect(values(await shell().run(minBaseFeeRead.content))).toEqual([String(minBaseFee)]);
      const [feeUpdate] = await updatesOf(feeHash);
      expect(feeUpdate.updateType).toBe(pageUpdateType('MIN_BASE_FEE'));
      expect(word(feeUpdate.data)).toBe(minBaseFee);

      const [scalar] = sendOf(daSend).args;
      const daHash = await send(daSend.content);
      expect(values(await shell().run(daRead.content))).toEqual([String(scalar)]);
      const [daUpdate] = await updatesOf(daHash);
      expect(daUpdate.updateType).toBe(pageUpdateType('DA_FOOTPRINT_GAS_SCALAR'));
      expect(word(daUpdate.data)).toBe(scalar);
    },
    stepTimeout,
  );

  it(
    'setGasLimit: the value and both bounds read back (21,000,000 and 500,000,000, as the page states); the bounds are accepted, one beyond them reverts',
    async () => {
      const [gasLimit] = sendOf(gasLimitSend).args;
      const hash = await send(gasLimitSend.content);
      const readBack = await shell().run(gasLimitRead.content);
      expectSuccess(readBack);
      expect(values(readBack)).toEqual([String(gasLimit), '21000000', '500000000']);
      expect(text).toContain('21,000,000 to 500,000,000 with the default resource config');
      const [update] = await updatesOf(hash);
      expect(update.updateType).toBe(pageUpdateType('GAS_LIMIT'));
      expect(word(update.data)).toBe(gasLimit);

      expectRefused(await shell().run(withArgs(gasLimitSend, [20_999_999])), /SystemConfig: gas limit too low/);
      expectRefused(await shell().run(withArgs(gasLimitSend, [500_000_001])), /SystemConfig: gas limit too high/);
      await send(withArgs(gasLimitSend, [21_000_000]));
      await send(withArgs(gasLimitSend, [500_000_000]));
      await send(gasLimitSend.content);
      expect(await readContract<bigint>('gasLimit')).toBe(gasLimit);
    },
    stepTimeout,
  );

  it(
    'refuses what the page says it refuses: a value too large for its type (cast does not send it), another sender, and setGasConfig(uint256,uint256)',
    async () => {
      const before = await client().getBlockNumber({cacheTime: 0});
      const tooLarge = await shell().run(withArgs(ecotoneSend, [4_294_967_296, 1]));
      expect(tooLarge.status).not.toBe(0);
      expect(tooLarge.stderr).toMatch(/4294967296/);
      const daTooLarge = await shell().run(withArgs(daSend, [65_536]));
      expect(daTooLarge.status).not.toBe(0);
      expect(await client().getBlockNumber({cacheTime: 0})).toBe(before);

      const otherKey = oneLine(ecotoneSend).replace('"$OWNER_KEY"', `'${chain.devKeys[1]}'`);
      expectRefused(await shell().run(otherKey), /caller is not the owner/);

      const [base, blob] = sendOf(ecotoneSend).args;
      const removed = oneLine(ecotoneSend).replace('"setGasConfigEcotone(uint32,uint32)"', '"setGasConfig(uint256,uint256)"');
      expect(removed).not.toBe(oneLine(ecotoneSend));
      expectRefused(await shell().run(removed), /revert/i);
      expect([await readContract<number>('basefeeScalar'), await readContract<number>('blobbasefeeScalar')]).toEqual([
        Number(base),
        Number(blob),
      ]);
    },
    stepTimeout,
  );
});
