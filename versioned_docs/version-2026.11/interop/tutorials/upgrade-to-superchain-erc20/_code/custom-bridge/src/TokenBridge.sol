// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {IL2ToL2CrossDomainMessenger} from "./interfaces/IL2ToL2CrossDomainMessenger.sol";
import {IMintableToken} from "./interfaces/IMintableToken.sol";

/// @notice A burn-and-mint bridge for a token that has a different address on each chain.
///         The bridge itself has the same address on every chain, so each copy trusts
///         messages only from its own address on the chains its owner allowed.
contract TokenBridge {
    IL2ToL2CrossDomainMessenger internal constant MESSENGER =
        IL2ToL2CrossDomainMessenger(0x4200000000000000000000000000000000000023);

    /// @notice Same on every chain: it is a constructor argument, part of the CREATE2 address.
    address public immutable owner;
    /// @notice Different on every chain, so it is set after deployment, once.
    IMintableToken public localToken;
    mapping(uint256 => bool) public allowedChain;

    event TokensSent(uint256 indexed destination, address indexed from, address indexed to, uint256 amount);
    event TokensReceived(uint256 indexed source, address indexed from, address indexed to, uint256 amount);

    error NotOwner();
    error TokenAlreadySet();
    error ChainNotAllowed();
    error CallerNotMessenger();
    error SenderNotBridge();

    constructor(address _owner) {
        owner = _owner;
    }

    function setLocalToken(IMintableToken _token) external {
        if (msg.sender != owner) revert NotOwner();
        if (address(localToken) != address(0)) revert TokenAlreadySet();
        localToken = _token;
    }

    function setAllowedChain(uint256 _chainId, bool _allowed) external {
        if (msg.sender != owner) revert NotOwner();
        allowedChain[_chainId] = _allowed;
    }

    /// @notice Burns `_amount` of the caller's tokens here and asks the bridge on
    ///         `_destination` to mint the same amount to `_to`.
    function sendTokens(uint256 _destination, address _to, uint256 _amount) external returns (bytes32) {
        if (!allowedChain[_destination]) revert ChainNotAllowed();
        localToken.burn(msg.sender, _amount);
        emit TokensSent(_destination, msg.sender, _to, _amount);
        return MESSENGER.sendMessage(
            _destination, address(this), abi.encodeCall(this.receiveTokens, (msg.sender, _to, _amount))
        );
    }

    /// @notice Runs on the destination chain when the message is relayed.
    function receiveTokens(address _from, address _to, uint256 _amount) external {
        if (msg.sender != address(MESSENGER)) revert CallerNotMessenger();
        (address sender, uint256 source) = MESSENGER.crossDomainMessageContext();
        if (sender != address(this)) revert SenderNotBridge();
        if (!allowedChain[source]) revert ChainNotAllowed();
        localToken.mint(_to, _amount);
        emit TokensReceived(source, _from, _to, _amount);
    }
}
