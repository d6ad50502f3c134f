// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @title AddressAliasing
/// @notice Applies and removes the offset that OP Stack chains add to the sender of a deposit
///         made by an L1 contract.
library AddressAliasing {
    uint160 internal constant OFFSET = uint160(0x1111000000000000000000000000000000001111);

    /// @notice The address an L1 contract appears as on L2 when it sends a deposit.
    function applyL1ToL2Alias(address l1Address) internal pure returns (address l2Address) {
        unchecked {
            l2Address = address(uint160(l1Address) + OFFSET);
        }
    }

    /// @notice The L1 contract behind an aliased L2 sender.
    function undoL1ToL2Alias(address l2Address) internal pure returns (address l1Address) {
        unchecked {
            l1Address = address(uint160(l2Address) - OFFSET);
        }
    }
}
