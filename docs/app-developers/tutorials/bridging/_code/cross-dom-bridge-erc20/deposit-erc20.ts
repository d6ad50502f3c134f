// Deposits an ERC-20 token from Sepolia to OP Sepolia through the Standard Bridge.
// Usage: npx tsx deposit-erc20.ts [amount in whole tokens, default 1]
import {erc20Abi, formatUnits, parseAbi, parseUnits, type Address} from 'viem';
import {optimismSepolia, sepolia} from 'viem/chains';
import {getL2TransactionHashes} from 'viem/op-stack';
import {account, publicClientL1, publicClientL2, requireEnv, walletClientL1} from '../shared/config';

const standardBridgeAbi = parseAbi([
  'function bridgeERC20(address _localToken, address _remoteToken, uint256 _amount, uint32 _minGasLimit, bytes _extraData)',
]);

async function main() {
  const l1Token = requireEnv('L1_TOKEN') as Address;
  const l2Token = requireEnv('L2_TOKEN') as Address;
  const l1Bridge = optimismSepolia.contracts.l1StandardBridge[sepolia.id].address;

  const decimals = await publicClientL1.readContract({address: l1Token, abi: erc20Abi, functionName: 'decimals'});
  const amount = parseUnits(process.argv[2] ?? '1', decimals);
  const balanceOnL2 = () =>
    publicClientL2.readContract({address: l2Token, abi: erc20Abi, functionName: 'balanceOf', args: [account.address]});
  console.log(`L2 balance before: ${formatUnits(await balanceOnL2(), decimals)}`);

  // 1. Let the L1StandardBridge take the tokens from your account.
  const approveHash = await walletClientL1.writeContract({
    address: l1Token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [l1Bridge, amount],
  });
  await publicClientL1.waitForTransactionReceipt({hash: approveHash});

  // 2. Deposit: the bridge locks the L1 tokens and asks the L2 bridge to mint the same amount of L2 tokens.
  const depositHash = await walletClientL1.writeContract({
    address: l1Bridge,
    abi: standardBridgeAbi,
    functionName: 'bridgeERC20',
    args: [l1Token, l2Token, amount, 200_000, '0x'],
  });
  const l1Receipt = await publicClientL1.waitForTransactionReceipt({hash: depositHash});
  console.log(`L1 deposit transaction: ${depositHash} (${l1Receipt.status})`);

  // 3. Wait for the deposit transaction that the L1 transaction created on L2.
  const [l2Hash] = getL2TransactionHashes(l1Receipt);
  const l2Receipt = await publicClientL2.waitForTransactionReceipt({hash: l2Hash, timeout: 15 * 60_000});
  console.log(`L2 deposit transaction ${l2Hash}: ${l2Receipt.status}`);
  console.log(`L2 balance after: ${formatUnits(await balanceOnL2(), decimals)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
