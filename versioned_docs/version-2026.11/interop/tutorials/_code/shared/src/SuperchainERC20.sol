// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {ERC20} from "./ERC20.sol";
import {IERC165} from "./interfaces/IERC165.sol";
import {IERC7802} from "./interfaces/IERC7802.sol";

/// @notice An ERC-20 that the SuperchainTokenBridge can burn on one chain and mint on another.
///         It follows the rules of the SuperchainERC20 standard; the Optimism monorepo has the
///         reference implementation.
abstract contract SuperchainERC20 is ERC20, IERC7802 {
    /// @notice The SuperchainTokenBridge predeploy, at the same address on every interop chain.
    address internal constant SUPERCHAIN_TOKEN_BRIDGE = 0x4200000000000000000000000000000000000028;

    error Unauthorized();

    function crosschainMint(address _to, uint256 _amount) external virtual {
        if (msg.sender != SUPERCHAIN_TOKEN_BRIDGE) revert Unauthorized();
        _mint(_to, _amount);
        emit CrosschainMint(_to, _amount, msg.sender);
    }

    function crosschainBurn(address _from, uint256 _amount) external virtual {
        if (msg.sender != SUPERCHAIN_TOKEN_BRIDGE) revert Unauthorized();
        _burn(_from, _amount);
        emit CrosschainBurn(_from, _amount, msg.sender);
    }

    function supportsInterface(bytes4 _interfaceId) public view virtual returns (bool) {
        return _interfaceId == type(IERC7802).interfaceId || _interfaceId == type(IERC165).interfaceId;
    }
}
