// Clients for Sepolia (L1) and OP Sepolia (L2), extended with viem's OP Stack actions.
// Every bridging script of these tutorials imports them from here.
import {createPublicClient, createWalletClient, http, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {optimismSepolia, sepolia} from 'viem/chains';
import {publicActionsL1, publicActionsL2, walletActionsL1, walletActionsL2} from 'viem/op-stack';

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} first (see the tutorial's environment step).`);
  return value;
}

export const account = privateKeyToAccount(requireEnv('PRIVATE_KEY') as Hex);

// Without L1_RPC_URL or L2_RPC_URL, viem falls back to the public endpoint of its chain definition.
const l1Transport = http(process.env.L1_RPC_URL);
const l2Transport = http(process.env.L2_RPC_URL);

export const publicClientL1 = createPublicClient({chain: sepolia, transport: l1Transport}).extend(publicActionsL1());
export const walletClientL1 = createWalletClient({account, chain: sepolia, transport: l1Transport}).extend(walletActionsL1());
export const publicClientL2 = createPublicClient({chain: optimismSepolia, transport: l2Transport}).extend(publicActionsL2());
export const walletClientL2 = createWalletClient({account, chain: optimismSepolia, transport: l2Transport}).extend(walletActionsL2());
