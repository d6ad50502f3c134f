// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// aggregate3 of Multicall3, the one function viem's multicall action calls: each call is made in
/// turn, and a failing call fails the whole batch unless it allows failure. Put at the address
/// viem's chain definitions give Multicall3 with anvil_setCode.
contract Multicall3 {
    error CallFailed(uint256 index);

    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    function aggregate3(Call3[] calldata _calls) external payable returns (Result[] memory results_) {
        results_ = new Result[](_calls.length);
        for (uint256 i = 0; i < _calls.length; i++) {
            (bool success, bytes memory returnData) = _calls[i].target.call(_calls[i].callData);
            if (!success && !_calls[i].allowFailure) revert CallFailed(i);
            results_[i] = Result(success, returnData);
        }
    }
}
