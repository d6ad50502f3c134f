// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice Where a log was emitted: the emitting contract, the block, the log's index in that
///         block, the block's timestamp and the chain.
struct Identifier {
    address origin;
    uint256 blockNumber;
    uint256 logIndex;
    uint256 timestamp;
    uint256 chainId;
}

/// @notice The CrossL2Inbox predeploy, at 0x4200000000000000000000000000000000000022.
interface ICrossL2Inbox {
    /// @notice Declares that this transaction consumes the log at `_id` whose payload hashes to
    ///         `_msgHash`. A transaction that declares a log that does not exist is invalid.
    function validateMessage(Identifier calldata _id, bytes32 _msgHash) external;
}
