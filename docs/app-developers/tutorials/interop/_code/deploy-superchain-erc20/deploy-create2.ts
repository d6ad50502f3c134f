// Deploys MySuperchainToken at the same address on chain A and chain B with CREATE2.
// Run it from the Foundry project after `forge build`.
// Usage: npx tsx deploy-create2.ts "<token name>" "<symbol>"
import {readFileSync} from 'node:fs';
import {
  concat,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeDeployData,
  getContractAddress,
  http,
  keccak256,
  toHex,
  type Abi,
  type Hex,
} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';

// Arachnid's deterministic deployment proxy, a preinstall on OP Stack chains. It deploys the init
// code it receives with CREATE2, so the address depends only on the salt and the init code.
const DEPLOYER = '0x4e59b44847b379578588920cA78FbF26c0B4956C';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} first (see the tutorial's environment step).`);
  return value;
}

async function deployTo(url: string, initCode: Hex, salt: Hex, privateKey: Hex): Promise<Hex> {
  const account = privateKeyToAccount(privateKey);
  const publicClient = createPublicClient({transport: http(url)});
  const chain = defineChain({
    id: await publicClient.getChainId(),
    name: url,
    nativeCurrency: {name: 'Ether', symbol: 'ETH', decimals: 18},
    rpcUrls: {default: {http: [url]}},
  });
  const walletClient = createWalletClient({account, chain, transport: http(url)});

  const address = getContractAddress({opcode: 'CREATE2', from: DEPLOYER, salt, bytecode: initCode});
  if (await publicClient.getCode({address})) {
    console.log(`Chain ${chain.id}: already deployed at ${address}`);
    return address;
  }
  const hash = await walletClient.sendTransaction({to: DEPLOYER, data: concat([salt, initCode])});
  const receipt = await publicClient.waitForTransactionReceipt({hash});
  if (receipt.status !== 'success' || !(await publicClient.getCode({address}))) {
    throw new Error(`Chain ${chain.id}: deployment transaction ${hash} did not create the contract.`);
  }
  console.log(`Chain ${chain.id}: deployed at ${address} in ${hash}`);
  return address;
}

async function main() {
  const [name, symbol] = [process.argv[2], process.argv[3]];
  if (!name || !symbol) throw new Error('Pass the token name and symbol.');
  const privateKey = requireEnv('PRIVATE_KEY') as Hex;
  const owner = privateKeyToAccount(privateKey).address;

  // The artifact that `forge build` writes for the contract.
  const artifact = JSON.parse(readFileSync('out/MySuperchainToken.sol/MySuperchainToken.json', 'utf8')) as {
    abi: Abi;
    bytecode: {object: Hex};
  };
  // Same bytecode, same constructor arguments and same salt on every chain: same address.
  const initCode = encodeDeployData({
    abi: artifact.abi,
    bytecode: artifact.bytecode.object,
    args: [owner, name, symbol, 18],
  });
  const salt = keccak256(toHex(process.env.SALT ?? `${symbol} superchain token`));

  const addressA = await deployTo(requireEnv('URL_CHAIN_A'), initCode, salt, privateKey);
  const addressB = await deployTo(requireEnv('URL_CHAIN_B'), initCode, salt, privateKey);
  if (addressA !== addressB) throw new Error('The addresses differ; check the salt and the build.');
  console.log(`export TOKEN_ADDRESS=${addressA}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
