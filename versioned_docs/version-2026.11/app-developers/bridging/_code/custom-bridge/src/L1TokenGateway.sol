// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {CounterpartGateway} from "./CounterpartGateway.sol";
import {ICrossDomainMessenger} from "./ICrossDomainMessenger.sol";
import {IERC20Minimal} from "./IERC20Minimal.sol";

/// @notice Receives the function that the L2 gateway exposes to L1.
interface IL2TokenGateway {
    function finalizeDeposit(address from, address to, uint256 amount) external;
}

/// @notice L1 half of a custom bridge: locks tokens on deposit and releases them on withdrawal.
contract L1TokenGateway is CounterpartGateway {
    IERC20Minimal public immutable token;

    /// @notice Largest amount a single deposit may carry, an example of a rule the Standard Bridge lacks.
    uint256 public immutable maxDeposit;

    event DepositInitiated(address indexed from, address indexed to, uint256 amount);
    event WithdrawalFinalized(address indexed from, address indexed to, uint256 amount);

    error DepositTooLarge(uint256 amount, uint256 maxDeposit);
    error TransferFailed();

    constructor(ICrossDomainMessenger _messenger, IERC20Minimal _token, uint256 _maxDeposit)
        CounterpartGateway(_messenger)
    {
        token = _token;
        maxDeposit = _maxDeposit;
    }

    /// @notice Locks tokens here and asks the L2 gateway to mint the same amount to `to`.
    function deposit(address to, uint256 amount) external whenLinked {
        if (amount > maxDeposit) revert DepositTooLarge(amount, maxDeposit);
        if (!token.transferFrom(msg.sender, address(this), amount)) revert TransferFailed();

        messenger.sendMessage(
            counterpart,
            abi.encodeCall(IL2TokenGateway.finalizeDeposit, (msg.sender, to, amount)),
            FINALIZE_GAS_LIMIT
        );
        emit DepositInitiated(msg.sender, to, amount);
    }

    /// @notice Releases locked tokens. Runs only when the L2 gateway's withdrawal message is finalized on L1.
    function finalizeWithdrawal(address from, address to, uint256 amount) external onlyFromCounterpart {
        if (!token.transfer(to, amount)) revert TransferFailed();
        emit WithdrawalFinalized(from, to, amount);
    }
}
