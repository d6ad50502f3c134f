// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice The two functions of the L1CrossDomainMessenger and L2CrossDomainMessenger that this tutorial uses.
///         Both messengers share this interface; on L2 the messenger is the predeploy at
///         0x4200000000000000000000000000000000000007.
interface ICrossDomainMessenger {
    /// @notice Sends `_message` to `_target` on the other layer. `_minGasLimit` is the least gas
    ///         the call to `_target` receives when the message is executed there.
    function sendMessage(address _target, bytes calldata _message, uint32 _minGasLimit) external payable;

    /// @notice While a message from the other layer executes: the address that sent it there.
    ///         Reverts when no message is being executed.
    function xDomainMessageSender() external view returns (address);
}
