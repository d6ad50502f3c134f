// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {ICrossDomainMessenger} from "./ICrossDomainMessenger.sol";

/// @notice Shared plumbing for the two halves of the bridge: the messenger, the contract on the
/// other layer, and the check that a call really is a message from that contract.
abstract contract CounterpartGateway {
    ICrossDomainMessenger public immutable messenger;
    address public immutable deployer;

    /// @notice The gateway on the other layer. Set once, after both halves are deployed.
    address public counterpart;

    /// @notice Gas reserved for the finalizing call on the other layer.
    uint32 public constant FINALIZE_GAS_LIMIT = 200_000;

    error NotDeployer();
    error CounterpartAlreadySet();
    error NotFromCounterpart();
    error CounterpartNotSet();

    constructor(ICrossDomainMessenger _messenger) {
        messenger = _messenger;
        deployer = msg.sender;
    }

    /// @notice Links this gateway to its other half. Can be called once, by the deployer.
    function setCounterpart(address _counterpart) external {
        if (msg.sender != deployer) revert NotDeployer();
        if (counterpart != address(0)) revert CounterpartAlreadySet();
        counterpart = _counterpart;
    }

    /// @dev Refuse to send messages before the two halves are linked.
    modifier whenLinked() {
        if (counterpart == address(0)) revert CounterpartNotSet();
        _;
    }

    /// @dev Accept a call only if the messenger relays it from the gateway on the other layer.
    modifier onlyFromCounterpart() {
        if (msg.sender != address(messenger) || messenger.xDomainMessageSender() != counterpart) {
            revert NotFromCounterpart();
        }
        _;
    }
}
