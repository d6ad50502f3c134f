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
} as const satisfies Record<string, Hex>;

type Predeploy = {abi: Abi; deployedBytecode: Hex};

let compiled: {crossL2Inbox: Predeploy; l2ToL2CrossDomainMessenger: Predeploy} | undefined;

/** The test predeploys, compiled once per process with the solc npm package. */
export function predeployContracts() {
  if (!compiled) {
    const dir = path.join(__dirname, 'contracts');
    const output = compile(
      readSources({
        'CrossL2Inbox.sol': path.join(dir, 'CrossL2Inbox.sol'),
        'L2ToL2CrossDomainMessenger.sol': path.join(dir, 'L2ToL2CrossDomainMessenger.sol'),
      }),
    );
    if (output.diagnostics.length > 0) throw new Error(`The test predeploys do not compile cleanly:\n${output.diagnostics.join('\n')}`);
    compiled = {
      crossL2Inbox: output.contracts['CrossL2Inbox:CrossL2Inbox'],
      l2ToL2CrossDomainMessenger: output.contracts['L2ToL2CrossDomainMessenger:L2ToL2CrossDomainMessenger'],
    };
  }
  return compiled;
}

/** Puts both predeploys' code at their addresses (anvil_setCode) and checks it is there. */
export async function installPredeploys(url: string): Promise<void> {
  const contracts = predeployContracts();
  const testClient = createTestClient({mode: 'anvil', transport: http(url)});
  const reader = createPublicClient({transport: http(url)});
  for (const name of ['crossL2Inbox', 'l2ToL2CrossDomainMessenger'] as const) {
    const address = interopPredeploys[name];
    await testClient.setCode({address, bytecode: contracts[name].deployedBytecode});
    const code = await reader.getCode({address});
    if (code?.toLowerCase() !== contracts[name].deployedBytecode.toLowerCase()) {
      throw new Error(`anvil_setCode did not put ${name} at ${address} on ${url}.`);
    }
  }
}
