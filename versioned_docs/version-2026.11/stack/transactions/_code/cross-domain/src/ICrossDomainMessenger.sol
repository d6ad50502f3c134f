// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice The parts of the L1CrossDomainMessenger and L2CrossDomainMessenger that apps use.
interface ICrossDomainMessenger {
    /// @notice Sends a message to a target on the other layer.
    function sendMessage(address _target, bytes calldata _message, uint32 _minGasLimit) external payable;

    /// @notice While a message is being relayed, the address that sent it on the other layer.
    function xDomainMessageSender() external view returns (address);
}
