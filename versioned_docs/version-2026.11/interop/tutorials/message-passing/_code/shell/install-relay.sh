mkdir manual-relay
cd manual-relay
npm init -y
npm pkg set type=module
npm install viem @eth-optimism/viem tsx
