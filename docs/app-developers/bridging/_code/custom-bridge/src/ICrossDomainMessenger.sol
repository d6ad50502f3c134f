// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice The part of the L1CrossDomainMessenger and L2CrossDomainMessenger interface a bridge needs.
interface ICrossDomainMessenger {
    function sendMessage(address _target, bytes calldata _message, uint32 _minGasLimit) external payable;

    function xDomainMessageSender() external view returns (address);
}
