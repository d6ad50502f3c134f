// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import { ICrossDomainMessenger } from "./ICrossDomainMessenger.sol";
import { GreetingReceiver } from "./GreetingReceiver.sol";

/// @notice Deployed on L1. Asks a GreetingReceiver on L2 to store a greeting.
contract GreetingSender {
    ICrossDomainMessenger public immutable messenger;
    address public immutable receiver;

    /// @param _messenger The chain's L1CrossDomainMessenger proxy (see the Superchain Registry).
    /// @param _receiver The GreetingReceiver deployed on L2.
    constructor(ICrossDomainMessenger _messenger, address _receiver) {
        messenger = _messenger;
        receiver = _receiver;
    }

    function send(string calldata _greeting) external {
        messenger.sendMessage(
            receiver,
            abi.encodeCall(GreetingReceiver.setGreeting, (_greeting, msg.sender)),
            200_000 // minimum gas for the call on L2
        );
    }
}
