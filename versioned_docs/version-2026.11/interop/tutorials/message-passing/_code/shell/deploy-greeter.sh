export GREETER_B_ADDRESS=$(forge create --rpc-url $URL_CHAIN_B --private-key $PRIVATE_KEY --broadcast src/Greeter.sol:Greeter | awk '/Deployed to:/ {print $3}')
echo Greeter on chain B: $GREETER_B_ADDRESS
