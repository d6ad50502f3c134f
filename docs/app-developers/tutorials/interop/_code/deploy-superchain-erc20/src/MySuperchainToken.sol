// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {ERC20} from "./ERC20.sol";
import {IERC165} from "./interfaces/IERC165.sol";
import {IERC7802} from "./interfaces/IERC7802.sol";

/// @notice A SuperchainERC20: an ERC-20 that the SuperchainTokenBridge can burn on one chain and
///         mint on another. Deploy it at the same address on every chain where it should exist.
contract MySuperchainToken is ERC20, IERC7802 {
    /// @notice The SuperchainTokenBridge predeploy, the only caller allowed to mint and burn across chains.
    address internal constant SUPERCHAIN_TOKEN_BRIDGE = 0x4200000000000000000000000000000000000028;

    address public immutable owner;

    constructor(address _owner, string memory _name, string memory _symbol, uint8 _decimals)
        ERC20(_name, _symbol, _decimals)
    {
        owner = _owner;
    }

    /// @notice The token's own supply policy: only the owner creates new tokens, on any chain.
    function mint(address _to, uint256 _amount) external {
        require(msg.sender == owner, "MySuperchainToken: only the owner");
        _mint(_to, _amount);
    }

    function crosschainMint(address _to, uint256 _amount) external {
        require(msg.sender == SUPERCHAIN_TOKEN_BRIDGE, "MySuperchainToken: only the bridge");
        _mint(_to, _amount);
        emit CrosschainMint(_to, _amount, msg.sender);
    }

    function crosschainBurn(address _from, uint256 _amount) external {
        require(msg.sender == SUPERCHAIN_TOKEN_BRIDGE, "MySuperchainToken: only the bridge");
        _burn(_from, _amount);
        emit CrosschainBurn(_from, _amount, msg.sender);
    }

    function supportsInterface(bytes4 _interfaceId) external pure returns (bool) {
        return _interfaceId == type(IERC165).interfaceId || _interfaceId == type(IERC7802).interfaceId;
    }
}
