// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {ICrossDomainMessenger} from "./ICrossDomainMessenger.sol";
import {GreetingReceiver} from "./GreetingReceiver.sol";

/// @notice Sends greetings to a GreetingReceiver on the other layer.
contract GreetingSender {
    /// @notice The messenger on this layer.
    ICrossDomainMessenger public immutable messenger;

    /// @notice Gas the relayed call may use on the other layer. The messenger adds its own overhead on top.
    uint32 public constant MIN_GAS_LIMIT = 200_000;

    event GreetingSent(address indexed receiver, address indexed greeter, string greeting);

    constructor(ICrossDomainMessenger _messenger) {
        messenger = _messenger;
    }

    /// @notice Asks the messenger to call GreetingReceiver.setGreeting on the other layer.
    function sendGreeting(address _receiver, string calldata _greeting) external {
        bytes memory message = abi.encodeCall(GreetingReceiver.setGreeting, (_greeting, msg.sender));
        messenger.sendMessage(_receiver, message, MIN_GAS_LIMIT);
        emit GreetingSent(_receiver, msg.sender, _greeting);
    }
}
