// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import { AddressAliasing } from "./AddressAliasing.sol";

/// @title L1ControlledCounter
/// @notice An L2 contract that only accepts calls made by one L1 contract through a deposit
///         sent directly to the OptimismPortal.
contract L1ControlledCounter {
    /// @notice The L1 contract allowed to call this contract.
    address public immutable l1Controller;

    /// @notice The number of accepted calls.
    uint256 public count;

    error NotL1Controller(address caller);

    constructor(address _l1Controller) {
        l1Controller = _l1Controller;
    }

    function increment() external {
        // A deposit from an L1 contract arrives from the aliased address, never from the L1 address itself.
        if (msg.sender != AddressAliasing.applyL1ToL2Alias(l1Controller)) {
            revert NotL1Controller(msg.sender);
        }
        count += 1;
    }
}
