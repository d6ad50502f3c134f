export TX_HASH=$(cast send --rpc-url $URL_CHAIN_A --private-key $PRIVATE_KEY $GREETER_A_ADDRESS "setGreeting(string)" "Hello, relayed by hand" | awk '/^transactionHash/ {print $2}')
cast call --rpc-url $URL_CHAIN_B $GREETER_B_ADDRESS "greet()(string)"
npx tsx manual-relay.ts $TX_HASH
cast call --rpc-url $URL_CHAIN_B $GREETER_B_ADDRESS "greet()(string)"
