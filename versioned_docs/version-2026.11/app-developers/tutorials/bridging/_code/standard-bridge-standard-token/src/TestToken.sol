// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {ERC20} from "./ERC20.sol";

/// @notice An L1 test token for Sepolia: anyone can take 1,000 tokens from the faucet.
///         Never deploy a token with a public faucet to a network where it could have value.
contract TestToken is ERC20 {
    uint256 public constant FAUCET_AMOUNT = 1_000 * 10 ** 18;

    constructor() ERC20("Tutorial Test Token", "TTT", 18) {}

    function faucet() external {
        _mint(msg.sender, FAUCET_AMOUNT);
    }
}
