// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ETHLiquidity} from "./ETHLiquidity.sol";
import {L2ToL2CrossDomainMessenger} from "./L2ToL2CrossDomainMessenger.sol";
import {SafeSend} from "./SafeSend.sol";

// Test version of the SuperchainETHBridge predeploy (0x4200000000000000000000000000000000000024),
// written for the tutorial tests from the OP Stack interop specification (ethereum-optimism/specs
// at fd72cf797df6778fca67177c5335563bc602757c, specs/interop/superchain-eth-bridge.md and
// eth-bridging.md). The events and errors carry the names of the published ABI (npm package
// @eth-optimism/viem 0.4.13, src/abis), so clients decode them.
contract SuperchainETHBridge {
    L2ToL2CrossDomainMessenger internal constant MESSENGER =
        L2ToL2CrossDomainMessenger(0x4200000000000000000000000000000000000023);
    ETHLiquidity internal constant ETH_LIQUIDITY = ETHLiquidity(0x4200000000000000000000000000000000000025);

    event SendETH(address indexed from, address indexed to, uint256 amount, uint256 destination);
    event RelayETH(address indexed from, address indexed to, uint256 amount, uint256 source);

    error ZeroAddress();
    error Unauthorized();
    error InvalidCrossDomainSender();

    /// @notice Takes msg.value into ETHLiquidity and asks the bridge on `_chainId` to pay it to `_to`.
    function sendETH(address _to, uint256 _chainId) external payable returns (bytes32 msgHash_) {
        if (_to == address(0)) revert ZeroAddress();
        ETH_LIQUIDITY.burn{value: msg.value}();
        msgHash_ = MESSENGER.sendMessage(
            _chainId, address(this), abi.encodeCall(this.relayETH, (msg.sender, _to, msg.value))
        );
        emit SendETH(msg.sender, _to, msg.value, _chainId);
    }

    /// @notice Pays `_amount` out of ETHLiquidity to `_to`, for a sendETH of the bridge on the source chain.
    function relayETH(address _from, address _to, uint256 _amount) external {
        if (msg.sender != address(MESSENGER)) revert Unauthorized();
        (address sender, uint256 source) = MESSENGER.crossDomainMessageContext();
        if (sender != address(this)) revert InvalidCrossDomainSender();
        ETH_LIQUIDITY.mint(_amount);
        SafeSend.send(_to, _amount);
        emit RelayETH(_from, _to, _amount, source);
    }
}
