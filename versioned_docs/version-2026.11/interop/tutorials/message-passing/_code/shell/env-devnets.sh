# Historical: the interop devnet is deprecated (see /interop/tools/devnet).
# Use a key that holds nothing of value; read it without echoing.
read -rsp "Devnet private key: " PRIVATE_KEY && export PRIVATE_KEY
export USER_ADDRESS=$(cast wallet address --private-key $PRIVATE_KEY)
export URL_CHAIN_A=https://interop-alpha-0.optimism.io
export URL_CHAIN_B=https://interop-alpha-1.optimism.io
export INTEROP_BRIDGE=0x4200000000000000000000000000000000000028
