// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {TokenV1} from "./TokenV1.sol";
import {IERC165} from "./interfaces/IERC165.sol";
import {IERC7802} from "./interfaces/IERC7802.sol";

/// @notice The same token with ERC-7802 added. It declares no new state variables, so the
///         storage that TokenV1 wrote (balances, allowances, owner) reads back unchanged.
contract TokenV2 is TokenV1, IERC7802 {
    address internal constant SUPERCHAIN_TOKEN_BRIDGE = 0x4200000000000000000000000000000000000028;

    error Unauthorized();

    function crosschainMint(address _to, uint256 _amount) external {
        if (msg.sender != SUPERCHAIN_TOKEN_BRIDGE) revert Unauthorized();
        _mint(_to, _amount);
        emit CrosschainMint(_to, _amount, msg.sender);
    }

    function crosschainBurn(address _from, uint256 _amount) external {
        if (msg.sender != SUPERCHAIN_TOKEN_BRIDGE) revert Unauthorized();
        _burn(_from, _amount);
        emit CrosschainBurn(_from, _amount, msg.sender);
    }

    function supportsInterface(bytes4 _interfaceId) external pure returns (bool) {
        return _interfaceId == type(IERC7802).interfaceId || _interfaceId == type(IERC165).interfaceId;
    }
}
