// Calls Counter.increment() on OP Sepolia with a transaction sent on Sepolia, through the
// OptimismPortal's deposit mechanism, then reads the Counter on L2.
// Usage: npx tsx send-from-l1.ts
import {createPublicClient, createWalletClient, encodeFunctionData, getAddress, http, parseAbi, type Address, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {optimismSepolia, sepolia} from 'viem/chains';
import {getL2TransactionHashes, publicActionsL2, walletActionsL1} from 'viem/op-stack';

const counterAbi = parseAbi([
  'function increment()',
  'function count() view returns (uint256)',
  'function lastSender() view returns (address)',
]);

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} first (see the tutorial's environment step).`);
  return value;
}

/** The sender an L1 contract at `address` has on L2: its address plus 0x1111...1111, modulo 2^160. */
function applyL1ToL2Alias(address: Address): Address {
  const offset = 0x1111000000000000000000000000000000001111n;
  const aliased = (BigInt(address) + offset) % 2n ** 160n;
  return getAddress(`0x${aliased.toString(16).padStart(40, '0')}`);
}

async function main() {
  const account = privateKeyToAccount(requireEnv('PRIVATE_KEY') as Hex);
  const counter = requireEnv('COUNTER_ADDRESS') as Address;
  const l1Transport = http(process.env.L1_RPC_URL);
  const l2Transport = http(process.env.L2_RPC_URL);
  const publicL1 = createPublicClient({chain: sepolia, transport: l1Transport});
  const walletL1 = createWalletClient({account, chain: sepolia, transport: l1Transport}).extend(walletActionsL1());
  const publicL2 = createPublicClient({chain: optimismSepolia, transport: l2Transport}).extend(publicActionsL2());

  // 1. Describe the L2 transaction: destination, calldata, no ETH. viem estimates its L2 gas limit.
  const args = await publicL2.buildDepositTransaction({
    account,
    to: counter,
    data: encodeFunctionData({abi: counterAbi, functionName: 'increment'}),
  });

  // 2. Send it on L1, to the OptimismPortal of OP Sepolia.
  const l1Hash = await walletL1.depositTransaction(args);
  const l1Receipt = await publicL1.waitForTransactionReceipt({hash: l1Hash});
  console.log(`L1 transaction ${l1Hash}: ${l1Receipt.status}`);

  // 3. Wait for the L2 transaction that the deposit creates, and read the result.
  const [l2Hash] = getL2TransactionHashes(l1Receipt);
  const l2Receipt = await publicL2.waitForTransactionReceipt({hash: l2Hash, timeout: 15 * 60_000});
  console.log(`L2 transaction ${l2Hash}: ${l2Receipt.status}`);

  const [count, lastSender] = await Promise.all([
    publicL2.readContract({address: counter, abi: counterAbi, functionName: 'count'}),
    publicL2.readContract({address: counter, abi: counterAbi, functionName: 'lastSender'}),
  ]);
  console.log(`count = ${count}, lastSender = ${lastSender} (your account: ${account.address})`);
  console.log(`Had a contract at your address sent the deposit, lastSender would be ${applyL1ToL2Alias(account.address)}.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
