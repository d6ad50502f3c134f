// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {SuperchainERC20} from "./SuperchainERC20.sol";
import {ERC20} from "./ERC20.sol";

/// @notice A SuperchainERC20 with one owner who may issue new tokens.
contract MyToken is SuperchainERC20 {
    /// @notice Passed in, not taken from msg.sender: a CREATE2 factory deploys this contract,
    ///         so msg.sender in the constructor would be the factory.
    address public immutable owner;

    error NotOwner();

    constructor(string memory _name, string memory _symbol, address _owner) ERC20(_name, _symbol) {
        owner = _owner;
    }

    /// @notice Creates new supply. Cross-chain moves never call this: they burn and re-mint
    ///         existing supply through crosschainBurn and crosschainMint.
    function mint(address _to, uint256 _amount) external {
        if (msg.sender != owner) revert NotOwner();
        _mint(_to, _amount);
    }
}
