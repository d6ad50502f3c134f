// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice The two functions of the L2ToL2CrossDomainMessenger predeploy that PingPong uses.
interface IL2ToL2CrossDomainMessenger {
    /// @notice Sends `_message` to `_target` on chain `_destination`; emits SentMessage.
    function sendMessage(uint256 _destination, address _target, bytes calldata _message)
        external
        returns (bytes32 messageHash_);

    /// @notice While a relayed message executes: who sent it, and from which chain.
    ///         Reverts when no message is being relayed.
    function crossDomainMessageContext() external view returns (address sender_, uint256 source_);
}
