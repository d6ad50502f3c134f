// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {ICrossDomainMessenger} from "./interfaces/ICrossDomainMessenger.sol";
import {Greeter} from "./Greeter.sol";

/// @notice Lives on one layer and asks a Greeter on the other layer to change its greeting.
contract GreetingSender {
    /// @notice Gas reserved for Greeter.setGreetingFromRemote on the other layer; enough for a short string.
    uint32 public constant MIN_GAS_LIMIT = 200_000;

    ICrossDomainMessenger public immutable messenger;
    address public immutable greeter;

    constructor(address _messenger, address _greeter) {
        messenger = ICrossDomainMessenger(_messenger);
        greeter = _greeter;
    }

    function sendGreeting(string calldata _greeting) external {
        bytes memory message = abi.encodeCall(Greeter.setGreetingFromRemote, (_greeting));
        messenger.sendMessage(greeter, message, MIN_GAS_LIMIT);
    }
}
