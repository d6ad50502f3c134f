// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice The part of the L1CrossDomainMessenger and L2CrossDomainMessenger interface that apps use.
/// On L2 the messenger is the predeploy at 0x4200000000000000000000000000000000000007. On L1 it is
/// the chain's L1CrossDomainMessenger proxy, listed in the Superchain Registry.
interface ICrossDomainMessenger {
    /// @notice Sends a message to a target on the other layer.
    function sendMessage(address _target, bytes calldata _message, uint32 _minGasLimit) external payable;

    /// @notice While a relayed message executes, the address that sent it on the other layer.
    function xDomainMessageSender() external view returns (address);
}
