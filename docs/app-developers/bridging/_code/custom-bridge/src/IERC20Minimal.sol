// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice The ERC-20 functions the L1 gateway uses to hold tokens in escrow.
interface IERC20Minimal {
    function transfer(address to, uint256 amount) external returns (bool);

    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}
