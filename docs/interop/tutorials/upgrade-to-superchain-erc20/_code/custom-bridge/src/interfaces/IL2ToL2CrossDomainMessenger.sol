// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice The functions of the L2ToL2CrossDomainMessenger predeploy that the bridge uses.
interface IL2ToL2CrossDomainMessenger {
    function sendMessage(uint256 _destination, address _target, bytes calldata _message)
        external
        returns (bytes32 messageHash_);

    function crossDomainMessageContext() external view returns (address sender_, uint256 source_);
}
