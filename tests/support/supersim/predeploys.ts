import path from 'node:path';
import {createPublicClient, createTestClient, http, type Abi, type Hex} from 'viem';
import {compile, readSources} from '../solidity';

/**
 * The interop predeploys the tutorials call, at their addresses from the OP Stack interop
 * specification (ethereum-optimism/specs at fd72cf797df6778fca67177c5335563bc602757c,
 * specs/interop/predeploys.md). The test chains run the test versions in ./contracts.
 */
export const interopPredeploys = {
  crossL2Inbox: '0x4200000000000000000000000000000000000022',
  l2ToL2CrossDomainMessenger: '0x4200000000000000000000000000000000000023',
  // specs/interop/superchain-eth-bridge.md and eth-liquidity.md.
  superchainETHBridge: '0x4200000000000000000000000000000000000024',
  ethLiquidity: '0x4200000000000000000000000000000000000025',
  // specs/interop/predeploys.md ("SuperchainTokenBridge") and token-bridging.md.
  superchainTokenBridge: '0x4200000000000000000000000000000000000028',
  // Not a predeploy: the example SuperchainERC20 that Supersim deploys on its L2 chains (its README).
  l2NativeSuperchainERC20: '0x420beeF000000000000000000000000000000001',
} as const satisfies Record<string, Hex>;

/** ETHLiquidity starts with type(uint248).max wei, as specs/interop/eth-liquidity.md says ("Initial Balance"). */
export const ethLiquidityInitialBalance = 2n ** 248n - 1n;

type Predeploy = {abi: Abi; deployedBytecode: Hex};

type PredeployName = keyof typeof interopPredeploys;

let compiled: Record<PredeployName, Predeploy> | undefined;

/** The test predeploys, compiled once per process with the solc npm package. */
export function predeployContracts() {
  if (!compiled) {
    const dir = path.join(__dirname, 'contracts');
    const output = compile(
      readSources({
        'CrossL2Inbox.sol': path.join(dir, 'CrossL2Inbox.sol'),
        'L2ToL2CrossDomainMessenger.sol': path.join(dir, 'L2ToL2CrossDomainMessenger.sol'),
        'SafeSend.sol': path.join(dir, 'SafeSend.sol'),
        'ETHLiquidity.sol': path.join(dir, 'ETHLiquidity.sol'),
        'SuperchainETHBridge.sol': path.join(dir, 'SuperchainETHBridge.sol'),
        'SuperchainTokenBridge.sol': path.join(dir, 'SuperchainTokenBridge.sol'),
        'L2NativeSuperchainERC20.sol': path.join(dir, 'L2NativeSuperchainERC20.sol'),
      }),
    );
    if (output.diagnostics.length > 0) throw new Error(`The test predeploys do not compile cleanly:\n${output.diagnostics.join('\n')}`);
    compiled = {
      crossL2Inbox: output.contracts['CrossL2Inbox:CrossL2Inbox'],
      l2ToL2CrossDomainMessenger: output.contracts['L2ToL2CrossDomainMessenger:L2ToL2CrossDomainMessenger'],
      superchainETHBridge: output.contracts['SuperchainETHBridge:SuperchainETHBridge'],
      ethLiquidity: output.contracts['ETHLiquidity:ETHLiquidity'],
      superchainTokenBridge: output.contracts['SuperchainTokenBridge:SuperchainTokenBridge'],
      l2NativeSuperchainERC20: output.contracts['L2NativeSuperchainERC20:L2NativeSuperchainERC20'],
    };
  }
  return compiled;
}

/** Puts each predeploy's code at its address (anvil_setCode), checks it is there, and funds ETHLiquidity. */
export async function installPredeploys(url: string): Promise<void> {
  const contracts = predeployContracts();
  const testClient = createTestClient({mode: 'anvil', transport: http(url)});
  const reader = createPublicClient({transport: http(url)});
  for (const name of Object.keys(interopPredeploys) as PredeployName[]) {
    const address = interopPredeploys[name];
    await testClient.setCode({address, bytecode: contracts[name].deployedBytecode});
    const code = await reader.getCode({address});
    if (code?.toLowerCase() !== contracts[name].deployedBytecode.toLowerCase()) {
      throw new Error(`anvil_setCode did not put ${name} at ${address} on ${url}.`);
    }
  }
  await testClient.setBalance({address: interopPredeploys.ethLiquidity, value: ethLiquidityInitialBalance});
}
