mkdir onchain-code
cd onchain-code
forge init
mkdir -p src/interfaces
