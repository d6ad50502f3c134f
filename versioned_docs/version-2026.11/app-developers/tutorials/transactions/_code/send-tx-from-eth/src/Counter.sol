// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice Deployed on OP Sepolia. Counts calls and remembers who made the last one, so you can
///         see which sender an L2 transaction triggered from Ethereum has.
contract Counter {
    uint256 public count;
    address public lastSender;

    event Incremented(address indexed sender, uint256 count);

    function increment() external {
        count += 1;
        lastSender = msg.sender;
        emit Incremented(msg.sender, count);
    }
}
