// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {IERC20} from "./interfaces/IERC20.sol";
import {CompanionToken} from "./CompanionToken.sol";

/// @notice Holds original tokens and issues companion tokens one for one.
///         Invariant: companion supply on all chains together equals the originals held here.
contract Lockbox {
    IERC20 public immutable original;
    CompanionToken public immutable companion;

    event Deposited(address indexed account, uint256 amount);
    event Withdrawn(address indexed account, uint256 amount);

    error AmountMismatch();
    error TransferFailed();

    constructor(IERC20 _original, CompanionToken _companion) {
        original = _original;
        companion = _companion;
    }

    /// @notice Locks `_amount` originals (approve the lockbox first) and mints as many companions.
    function deposit(uint256 _amount) external {
        uint256 before = original.balanceOf(address(this));
        if (!original.transferFrom(msg.sender, address(this), _amount)) revert TransferFailed();
        // Fee-on-transfer or rebasing tokens would break the one-for-one rule; refuse them.
        if (original.balanceOf(address(this)) - before != _amount) revert AmountMismatch();
        companion.mint(msg.sender, _amount);
        emit Deposited(msg.sender, _amount);
    }

    /// @notice Burns `_amount` companions on this chain and releases as many originals.
    function withdraw(uint256 _amount) external {
        companion.burn(msg.sender, _amount);
        if (!original.transfer(msg.sender, _amount)) revert TransferFailed();
        emit Withdrawn(msg.sender, _amount);
    }
}
