export CHAIN_ID_B=$(cast chain-id --rpc-url $URL_CHAIN_B)
export GREETER_A_ADDRESS=$(forge create --rpc-url $URL_CHAIN_A --private-key $PRIVATE_KEY --broadcast src/GreetingSender.sol:GreetingSender --constructor-args $GREETER_B_ADDRESS $CHAIN_ID_B | awk '/Deployed to:/ {print $3}')
echo GreetingSender on chain A: $GREETER_A_ADDRESS
