// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @title PrecompileProbe
/// @notice Calls a precompile from a contract and reports the result and the gas it used, so you
///         can test a new precompile the way applications will use it.
contract PrecompileProbe {
    /// @notice Address of the precompile under test.
    address public immutable precompile;

    /// @notice Output and gas of the latest probe.
    bytes public lastOutput;
    uint256 public lastGasUsed;
    bool public lastSuccess;

    event Probed(bool success, uint256 gasUsed, bytes output);

    constructor(address _precompile) {
        precompile = _precompile;
    }

    /// @notice Calls the precompile without changing state and returns what it returned.
    function peek(bytes calldata input) external view returns (bool success, bytes memory output) {
        (success, output) = precompile.staticcall(input);
    }

    /// @notice Calls the precompile, stores the outcome and the gas it consumed.
    /// @param input Bytes passed to the precompile.
    /// @param gasLimit Gas forwarded to the call, to test out-of-gas behavior.
    function probe(bytes calldata input, uint256 gasLimit) external returns (bool success, bytes memory output) {
        uint256 before = gasleft();
        (success, output) = precompile.staticcall{gas: gasLimit}(input);
        uint256 used = before - gasleft();
        lastSuccess = success;
        lastGasUsed = used;
        lastOutput = output;
        emit Probed(success, used, output);
    }
}
