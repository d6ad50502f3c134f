// Creates the standard L2 version of an L1 token with the OptimismMintableERC20Factory on OP Sepolia.
// Usage: npx tsx create-l2-token.ts "<L2 token name>" "<L2 token symbol>"
import {parseAbi, parseEventLogs, type Address} from 'viem';
import {publicClientL2, requireEnv, walletClientL2} from '../shared/config';

// The factory is a predeploy: it has this address on every OP Stack chain.
const FACTORY = '0x4200000000000000000000000000000000000012';
const factoryAbi = parseAbi([
  'function createOptimismMintableERC20(address _remoteToken, string _name, string _symbol) returns (address)',
  'event OptimismMintableERC20Created(address indexed localToken, address indexed remoteToken, address deployer)',
]);
const mintableAbi = parseAbi([
  'function remoteToken() view returns (address)',
  'function bridge() view returns (address)',
  'function decimals() view returns (uint8)',
]);

async function main() {
  const l1Token = requireEnv('L1_TOKEN') as Address;
  const [name, symbol] = [process.argv[2], process.argv[3]];
  if (!name || !symbol) throw new Error('Pass the L2 token name and symbol.');

  const hash = await walletClientL2.writeContract({
    address: FACTORY,
    abi: factoryAbi,
    functionName: 'createOptimismMintableERC20',
    args: [l1Token, name, symbol],
  });
  const receipt = await publicClientL2.waitForTransactionReceipt({hash});
  const [created] = parseEventLogs({abi: factoryAbi, eventName: 'OptimismMintableERC20Created', logs: receipt.logs});
  if (!created) throw new Error(`Transaction ${hash} created no token (status ${receipt.status}).`);
  const l2Token = created.args.localToken;

  // Read back what the bridge will check: the linked L1 token and the bridge allowed to mint and burn.
  const [remote, bridge, decimals] = await Promise.all([
    publicClientL2.readContract({address: l2Token, abi: mintableAbi, functionName: 'remoteToken'}),
    publicClientL2.readContract({address: l2Token, abi: mintableAbi, functionName: 'bridge'}),
    publicClientL2.readContract({address: l2Token, abi: mintableAbi, functionName: 'decimals'}),
  ]);
  console.log(`L2 token: ${l2Token}`);
  console.log(`remoteToken: ${remote} | bridge: ${bridge} | decimals: ${decimals}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
