// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {SuperchainERC20} from "./SuperchainERC20.sol";
import {ERC20} from "./ERC20.sol";

/// @notice A SuperchainERC20 with issuance rules of its own:
///         - new tokens are issued only on one home chain, up to a fixed cap on everything ever issued;
///         - the owner can pause transfers and outgoing cross-chain moves on a chain,
///           but incoming cross-chain mints always go through.
contract GovernedToken is SuperchainERC20 {
    address public immutable owner;
    uint256 public immutable homeChainId;
    uint256 public immutable issuanceCap;

    /// @notice Everything ever issued with mint(). Only meaningful on the home chain.
    uint256 public totalIssued;
    /// @notice Per chain: whether transfers and outgoing cross-chain moves are paused here.
    bool public paused;

    event Paused(bool paused);

    error NotOwner();
    error NotHomeChain();
    error CapExceeded();
    error TransfersPaused();

    constructor(string memory _name, string memory _symbol, address _owner, uint256 _homeChainId, uint256 _issuanceCap)
        ERC20(_name, _symbol)
    {
        owner = _owner;
        homeChainId = _homeChainId;
        issuanceCap = _issuanceCap;
    }

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner();
        _;
    }

    /// @notice Issues new tokens. Only on the home chain, so one counter can enforce the cap.
    function mint(address _to, uint256 _amount) external onlyOwner {
        if (block.chainid != homeChainId) revert NotHomeChain();
        if (totalIssued + _amount > issuanceCap) revert CapExceeded();
        totalIssued += _amount;
        _mint(_to, _amount);
    }

    function setPaused(bool _paused) external onlyOwner {
        paused = _paused;
        emit Paused(_paused);
    }

    /// @notice Outgoing moves stop while paused; nothing is burned that cannot be sent.
    function crosschainBurn(address _from, uint256 _amount) external override {
        if (paused) revert TransfersPaused();
        if (msg.sender != SUPERCHAIN_TOKEN_BRIDGE) revert Unauthorized();
        _burn(_from, _amount);
        emit CrosschainBurn(_from, _amount, msg.sender);
    }

    /// @notice crosschainMint is inherited unchanged: tokens already burned on another chain
    ///         must always be able to arrive, even while this chain is paused.
    function _transfer(address _from, address _to, uint256 _amount) internal override {
        if (paused) revert TransfersPaused();
        super._transfer(_from, _to, _amount);
    }
}
