// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SafeSend} from "./SafeSend.sol";

// Test version of the ETHLiquidity predeploy (0x4200000000000000000000000000000000000025), written
// for the tutorial tests from the OP Stack interop specification (ethereum-optimism/specs at
// fd72cf797df6778fca67177c5335563bc602757c, specs/interop/eth-liquidity.md). The reserve of native
// ETH that the SuperchainETHBridge takes ETH into (burn) and pays it out of (mint). The test
// chains fund it as the specification does, with type(uint248).max wei (predeploys.ts).
contract ETHLiquidity {
    /// @notice The only caller of mint and burn.
    address internal constant SUPERCHAIN_ETH_BRIDGE = 0x4200000000000000000000000000000000000024;

    event LiquidityMinted(address indexed caller, uint256 value);
    event LiquidityBurned(address indexed caller, uint256 value);

    error Unauthorized();

    /// @notice Takes msg.value into the reserve.
    function burn() external payable {
        if (msg.sender != SUPERCHAIN_ETH_BRIDGE) revert Unauthorized();
        emit LiquidityBurned(msg.sender, msg.value);
    }

    /// @notice Pays `_amount` out of the reserve to the caller, without running the caller's code.
    function mint(uint256 _amount) external {
        if (msg.sender != SUPERCHAIN_ETH_BRIDGE) revert Unauthorized();
        SafeSend.send(msg.sender, _amount);
        emit LiquidityMinted(msg.sender, _amount);
    }
}
