// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {ERC20} from "./ERC20.sol";
import {SuperchainERC20} from "./SuperchainERC20.sol";

/// @notice The interop version of the original token, at the same address on every chain.
///         The bridge moves it between chains; only the lockbox creates or destroys supply.
contract CompanionToken is SuperchainERC20 {
    address public immutable owner;
    /// @notice Set once, on the chain that holds the lockbox. Stays zero on every other chain.
    address public lockbox;

    error NotOwner();
    error NotLockbox();
    error LockboxAlreadySet();

    constructor(address _owner) ERC20("Original Token (Superchain)", "sORIG") {
        owner = _owner;
    }

    function setLockbox(address _lockbox) external {
        if (msg.sender != owner) revert NotOwner();
        if (lockbox != address(0)) revert LockboxAlreadySet();
        lockbox = _lockbox;
    }

    function mint(address _to, uint256 _amount) external {
        if (msg.sender != lockbox || lockbox == address(0)) revert NotLockbox();
        _mint(_to, _amount);
    }

    function burn(address _from, uint256 _amount) external {
        if (msg.sender != lockbox || lockbox == address(0)) revert NotLockbox();
        _burn(_from, _amount);
    }
}
