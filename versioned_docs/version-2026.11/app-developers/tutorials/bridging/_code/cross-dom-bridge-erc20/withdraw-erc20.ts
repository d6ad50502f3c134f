// Starts a withdrawal of an ERC-20 token from OP Sepolia back to Sepolia through the Standard Bridge.
// Usage: npx tsx withdraw-erc20.ts [amount in whole tokens, default 1]
import {erc20Abi, parseAbi, parseUnits, type Address} from 'viem';
import {publicClientL2, requireEnv, walletClientL2} from '../shared/config';

const L2_STANDARD_BRIDGE = '0x4200000000000000000000000000000000000010';
const standardBridgeAbi = parseAbi([
  'function bridgeERC20(address _localToken, address _remoteToken, uint256 _amount, uint32 _minGasLimit, bytes _extraData)',
]);

async function main() {
  const l1Token = requireEnv('L1_TOKEN') as Address;
  const l2Token = requireEnv('L2_TOKEN') as Address;
  const decimals = await publicClientL2.readContract({address: l2Token, abi: erc20Abi, functionName: 'decimals'});
  const amount = parseUnits(process.argv[2] ?? '1', decimals);

  // On L2 the local token is the L2 token. No approval: the bridge burns OptimismMintableERC20 tokens itself.
  const l2Hash = await walletClientL2.writeContract({
    address: L2_STANDARD_BRIDGE,
    abi: standardBridgeAbi,
    functionName: 'bridgeERC20',
    args: [l2Token, l1Token, amount, 200_000, '0x'],
  });
  const receipt = await publicClientL2.waitForTransactionReceipt({hash: l2Hash});
  console.log(`Withdrawal started in L2 transaction ${l2Hash} (${receipt.status}).`);
  console.log('Keep this hash: complete-withdrawal.ts needs it to prove and finalize the withdrawal.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
