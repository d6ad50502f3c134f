// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {WithdrawalTransaction, hashWithdrawal} from "./Types.sol";

/// The L2ToL1MessagePasser predeploy (0x4200000000000000000000000000000000000016) as the
/// specification describes it (ethereum-optimism/specs at fd72cf797df6778fca67177c5335563bc602757c,
/// specs/protocol/withdrawals.md): initiateWithdrawal stores the withdrawal's hash as true in
/// `sentMessages`, the first storage variable (slot 0), which is what a withdrawal proof shows
/// on L1, and emits MessagePassed, which viem reads the withdrawal from. The nonce carries the
/// message version (1) in its top 16 bits. Put at its address with anvil_setCode.
contract L2ToL1MessagePasser {
    uint16 public constant MESSAGE_VERSION = 1;

    mapping(bytes32 => bool) public sentMessages;
    uint240 internal msgNonce;

    event MessagePassed(
        uint256 indexed nonce,
        address indexed sender,
        address indexed target,
        uint256 value,
        uint256 gasLimit,
        bytes data,
        bytes32 withdrawalHash
    );

    receive() external payable {
        initiateWithdrawal(msg.sender, 100_000, "");
    }

    function initiateWithdrawal(address _target, uint256 _gasLimit, bytes memory _data) public payable {
        uint256 nonce = messageNonce();
        bytes32 withdrawalHash = hashWithdrawal(WithdrawalTransaction(nonce, msg.sender, _target, msg.value, _gasLimit, _data));
        sentMessages[withdrawalHash] = true;
        emit MessagePassed(nonce, msg.sender, _target, msg.value, _gasLimit, _data, withdrawalHash);
        msgNonce += 1;
    }

    function messageNonce() public view returns (uint256) {
        return (uint256(MESSAGE_VERSION) << 240) | uint256(msgNonce);
    }
}
