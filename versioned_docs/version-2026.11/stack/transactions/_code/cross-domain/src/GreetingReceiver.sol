// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import { ICrossDomainMessenger } from "./ICrossDomainMessenger.sol";

/// @notice Deployed on L2. Accepts greetings only from one trusted contract on L1.
contract GreetingReceiver {
    /// @notice The L2CrossDomainMessenger predeploy, at the same address on every OP Stack chain.
    ICrossDomainMessenger public constant MESSENGER =
        ICrossDomainMessenger(0x4200000000000000000000000000000000000007);

    /// @notice The GreetingSender on L1 that may update the greeting.
    address public immutable trustedSender;

    string public greeting;
    address public lastL1Caller;

    event GreetingSet(string greeting, address indexed l1Caller);

    constructor(address _trustedSender) {
        trustedSender = _trustedSender;
    }

    function setGreeting(string calldata _greeting, address _l1Caller) external {
        // The call must come through the messenger...
        require(msg.sender == address(MESSENGER), "GreetingReceiver: not the messenger");
        // ...and the message must have been sent by the trusted contract on L1.
        require(MESSENGER.xDomainMessageSender() == trustedSender, "GreetingReceiver: wrong L1 sender");

        greeting = _greeting;
        lastL1Caller = _l1Caller;
        emit GreetingSet(_greeting, _l1Caller);
    }
}
