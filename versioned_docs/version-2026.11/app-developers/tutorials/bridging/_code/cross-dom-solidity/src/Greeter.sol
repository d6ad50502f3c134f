// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {ICrossDomainMessenger} from "./interfaces/ICrossDomainMessenger.sol";

/// @notice Keeps one greeting. Local users may change it directly; a contract on the other layer
///         may change it through the messenger, but only the one sender the owner trusts.
contract Greeter {
    ICrossDomainMessenger public immutable messenger;
    address public immutable owner;
    address public trustedRemoteSender;
    string public greeting;

    event SetGreeting(address indexed sender, string greeting);
    event CrossDomainSetGreeting(address indexed remoteSender, string greeting);

    constructor(address _messenger) {
        messenger = ICrossDomainMessenger(_messenger);
        owner = msg.sender;
    }

    /// @notice Names the contract on the other layer whose messages this Greeter accepts.
    function setTrustedRemoteSender(address _sender) external {
        require(msg.sender == owner, "Greeter: only the owner");
        trustedRemoteSender = _sender;
    }

    function setGreeting(string calldata _greeting) external {
        greeting = _greeting;
        emit SetGreeting(msg.sender, _greeting);
    }

    /// @notice Called by the messenger when a message from the other layer is executed.
    function setGreetingFromRemote(string calldata _greeting) external {
        // Only the messenger can deliver messages from the other layer ...
        require(msg.sender == address(messenger), "Greeter: caller is not the messenger");
        // ... and the messenger says who sent the message there.
        require(messenger.xDomainMessageSender() == trustedRemoteSender, "Greeter: untrusted sender");
        greeting = _greeting;
        emit CrossDomainSetGreeting(trustedRemoteSender, _greeting);
    }
}
