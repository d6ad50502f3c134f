// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice Deployed on OPChainA. Stores a number and who set it, so you can see a call that a
///         deposit made from the L1.
contract Store {
    uint256 public value;
    address public setter;

    function set(uint256 _value) external {
        value = _value;
        setter = msg.sender;
    }
}
