// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {ICrossDomainMessenger} from "./ICrossDomainMessenger.sol";

/// @notice Stores a greeting that only a known contract on the other layer may set.
contract GreetingReceiver {
    /// @notice The messenger on this layer that relays messages from the other layer.
    ICrossDomainMessenger public immutable messenger;

    /// @notice The only contract on the other layer allowed to set the greeting.
    address public immutable trustedSender;

    string public greeting;
    address public lastGreeter;

    event GreetingReceived(address indexed greeter, string greeting);

    error CallerIsNotMessenger(address caller);
    error UntrustedRemoteSender(address remoteSender);

    constructor(ICrossDomainMessenger _messenger, address _trustedSender) {
        messenger = _messenger;
        trustedSender = _trustedSender;
    }

    /// @notice Called by the messenger when a message from the other layer is relayed.
    function setGreeting(string calldata _greeting, address _greeter) external {
        // Check 1: the call must come from the messenger on this layer.
        if (msg.sender != address(messenger)) revert CallerIsNotMessenger(msg.sender);

        // Check 2: the message must have been sent by the trusted contract on the other layer.
        address remoteSender = messenger.xDomainMessageSender();
        if (remoteSender != trustedSender) revert UntrustedRemoteSender(remoteSender);

        greeting = _greeting;
        lastGreeter = _greeter;
        emit GreetingReceived(_greeter, _greeting);
    }
}
