cast call --rpc-url $URL_CHAIN_B $GREETER_B_ADDRESS "greet()(string)"
cast send --rpc-url $URL_CHAIN_B --private-key $PRIVATE_KEY $GREETER_B_ADDRESS "setGreeting(string)" "Hello from chain B"
cast call --rpc-url $URL_CHAIN_B $GREETER_B_ADDRESS "greet()(string)"
