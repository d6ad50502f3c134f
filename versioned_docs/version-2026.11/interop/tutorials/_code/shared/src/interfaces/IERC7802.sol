// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {IERC165} from "./IERC165.sol";

/// @notice ERC-7802: the minimal cross-chain mint and burn interface that the
///         SuperchainTokenBridge predeploy calls.
interface IERC7802 is IERC165 {
    event CrosschainMint(address indexed to, uint256 amount, address indexed sender);
    event CrosschainBurn(address indexed from, uint256 amount, address indexed sender);

    function crosschainMint(address _to, uint256 _amount) external;

    function crosschainBurn(address _from, uint256 _amount) external;
}
