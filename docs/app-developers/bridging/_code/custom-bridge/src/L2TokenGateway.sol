// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {CounterpartGateway} from "./CounterpartGateway.sol";
import {ICrossDomainMessenger} from "./ICrossDomainMessenger.sol";
import {IBridgedToken} from "./IBridgedToken.sol";

/// @notice Receives the function that the L1 gateway exposes to L2.
interface IL1TokenGateway {
    function finalizeWithdrawal(address from, address to, uint256 amount) external;
}

/// @notice L2 half of a custom bridge: mints on deposit and burns on withdrawal.
contract L2TokenGateway is CounterpartGateway {
    /// @notice The L2CrossDomainMessenger predeploy.
    address internal constant L2_MESSENGER = 0x4200000000000000000000000000000000000007;

    IBridgedToken public immutable token;

    event DepositFinalized(address indexed from, address indexed to, uint256 amount);
    event WithdrawalInitiated(address indexed from, address indexed to, uint256 amount);

    constructor(IBridgedToken _token) CounterpartGateway(ICrossDomainMessenger(L2_MESSENGER)) {
        token = _token;
    }

    /// @notice Mints bridged tokens. Runs only when the L1 gateway's deposit message is relayed.
    function finalizeDeposit(address from, address to, uint256 amount) external onlyFromCounterpart {
        token.mint(to, amount);
        emit DepositFinalized(from, to, amount);
    }

    /// @notice Burns tokens here and sends a withdrawal message to the L1 gateway.
    function withdraw(address to, uint256 amount) external whenLinked {
        token.burn(msg.sender, amount);

        messenger.sendMessage(
            counterpart,
            abi.encodeCall(IL1TokenGateway.finalizeWithdrawal, (msg.sender, to, amount)),
            FINALIZE_GAS_LIMIT
        );
        emit WithdrawalInitiated(msg.sender, to, amount);
    }
}
