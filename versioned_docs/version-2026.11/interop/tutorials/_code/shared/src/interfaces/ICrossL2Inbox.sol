// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice Points at one log on one chain: the contract that emitted it, the block it is in,
///         its index among the block's logs, the block's timestamp and the chain's id.
struct Identifier {
    address origin;
    uint256 blockNumber;
    uint256 logIndex;
    uint256 timestamp;
    uint256 chainId;
}

/// @notice The CrossL2Inbox predeploy at 0x4200000000000000000000000000000000000022.
interface ICrossL2Inbox {
    /// @notice Declares that the log `_id` points at has the payload hash `_msgHash`.
    ///         The block that contains this call is valid only if that log exists.
    ///         Reverts unless the transaction's access list names this message.
    function validateMessage(Identifier calldata _id, bytes32 _msgHash) external;
}
