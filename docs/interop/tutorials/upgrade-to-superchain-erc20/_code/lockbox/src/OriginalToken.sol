// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {ERC20} from "./ERC20.sol";

/// @notice Stands in for the existing token: a plain ERC-20 on one chain, with no interop support.
contract OriginalToken is ERC20 {
    constructor(uint256 _supply) ERC20("Original Token", "ORIG") {
        _mint(msg.sender, _supply);
    }
}
