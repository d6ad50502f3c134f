cast call --rpc-url $URL_CHAIN_B $GREETER_B_ADDRESS "greet()(string)"
cast send --rpc-url $URL_CHAIN_A --private-key $PRIVATE_KEY $GREETER_A_ADDRESS "setGreeting(string)" "Hello from chain A"
sleep 4
cast call --rpc-url $URL_CHAIN_B $GREETER_B_ADDRESS "greet()(string)"
