cast chain-id --rpc-url $URL_CHAIN_A
cast chain-id --rpc-url $URL_CHAIN_B
cast balance --ether $USER_ADDRESS --rpc-url $URL_CHAIN_A
cast balance --ether $USER_ADDRESS --rpc-url $URL_CHAIN_B
