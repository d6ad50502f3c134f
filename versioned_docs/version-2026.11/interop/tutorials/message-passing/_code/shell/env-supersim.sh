# Account 0 of the local development accounts that Supersim funds on every chain.
export PRIVATE_KEY=0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80
export USER_ADDRESS=0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266
export URL_CHAIN_A=http://127.0.0.1:9545
export URL_CHAIN_B=http://127.0.0.1:9546
export INTEROP_BRIDGE=0x4200000000000000000000000000000000000028
