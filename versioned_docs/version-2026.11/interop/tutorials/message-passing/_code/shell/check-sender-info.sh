cast send --rpc-url $URL_CHAIN_A --private-key $PRIVATE_KEY $GREETER_A_ADDRESS "setGreeting(string)" "Hello with sender information"
sleep 4
cast logs --rpc-url $URL_CHAIN_B --address $GREETER_B_ADDRESS "CrossDomainSetGreeting(address,uint256,string)"
cast logs --rpc-url $URL_CHAIN_B --address $GREETER_B_ADDRESS "SetGreeting(address,string)"
