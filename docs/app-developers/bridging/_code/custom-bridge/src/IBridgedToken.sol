// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice An L2 token that lets its gateway mint and burn balances.
interface IBridgedToken {
    function mint(address to, uint256 amount) external;

    function burn(address from, uint256 amount) external;
}
