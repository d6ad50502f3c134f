// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {IL2ToL2CrossDomainMessenger} from "./interfaces/IL2ToL2CrossDomainMessenger.sol";
import {Greeter} from "./Greeter.sol";

/// @notice Lives on chain A and asks the Greeter on another chain to change its greeting.
contract GreetingSender {
    IL2ToL2CrossDomainMessenger public immutable messenger =
        IL2ToL2CrossDomainMessenger(0x4200000000000000000000000000000000000023);

    address public immutable greeterAddress;
    uint256 public immutable greeterChainId;

    constructor(address _greeterAddress, uint256 _greeterChainId) {
        greeterAddress = _greeterAddress;
        greeterChainId = _greeterChainId;
    }

    function setGreeting(string calldata greeting) public {
        bytes memory message = abi.encodeWithSelector(Greeter.setGreeting.selector, greeting);
        messenger.sendMessage(greeterChainId, greeterAddress, message);
    }
}
