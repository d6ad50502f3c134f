// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {IL2ToL2CrossDomainMessenger} from "./interfaces/IL2ToL2CrossDomainMessenger.sol";

/// @notice Keeps one greeting and, when a cross-chain message changes it, records who sent the
///         message and from which chain.
contract Greeter {
    IL2ToL2CrossDomainMessenger public immutable messenger =
        IL2ToL2CrossDomainMessenger(0x4200000000000000000000000000000000000023);

    string greeting;

    event SetGreeting(address indexed sender, string greeting);
    event CrossDomainSetGreeting(address indexed sender, uint256 indexed chainId, string greeting);

    function greet() public view returns (string memory) {
        return greeting;
    }

    function setGreeting(string memory _greeting) public {
        greeting = _greeting;
        emit SetGreeting(msg.sender, _greeting);

        if (msg.sender == address(messenger)) {
            (address sender, uint256 chainId) = messenger.crossDomainMessageContext();
            emit CrossDomainSetGreeting(sender, chainId, _greeting);
        }
    }
}
