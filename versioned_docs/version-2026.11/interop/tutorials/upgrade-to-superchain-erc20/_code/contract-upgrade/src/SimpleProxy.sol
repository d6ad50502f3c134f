// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice A minimal upgradeable proxy that keeps its implementation and admin in the
///         ERC-1967 storage slots. It stands in for the audited proxy your token already uses.
contract SimpleProxy {
    bytes32 internal constant IMPLEMENTATION_SLOT = bytes32(uint256(keccak256("eip1967.proxy.implementation")) - 1);
    bytes32 internal constant ADMIN_SLOT = bytes32(uint256(keccak256("eip1967.proxy.admin")) - 1);

    event Upgraded(address indexed implementation);

    error NotAdmin();
    error InitializationFailed();

    /// @param _implementation The first implementation.
    /// @param _admin          Who may upgrade. Passed in because a CREATE2 factory deploys the proxy.
    /// @param _initData       A call to run on the implementation at deployment, such as initialize().
    constructor(address _implementation, address _admin, bytes memory _initData) {
        _store(ADMIN_SLOT, _admin);
        _store(IMPLEMENTATION_SLOT, _implementation);
        emit Upgraded(_implementation);
        if (_initData.length > 0) {
            (bool ok,) = _implementation.delegatecall(_initData);
            if (!ok) revert InitializationFailed();
        }
    }

    function upgradeTo(address _implementation) external {
        if (msg.sender != _load(ADMIN_SLOT)) revert NotAdmin();
        _store(IMPLEMENTATION_SLOT, _implementation);
        emit Upgraded(_implementation);
    }

    function implementation() external view returns (address) {
        return _load(IMPLEMENTATION_SLOT);
    }

    /// @notice Every other call runs the implementation's code on the proxy's storage.
    fallback() external {
        address target = _load(IMPLEMENTATION_SLOT);
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), target, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch ok
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }

    function _store(bytes32 _slot, address _value) internal {
        assembly {
            sstore(_slot, _value)
        }
    }

    function _load(bytes32 _slot) internal view returns (address value_) {
        assembly {
            value_ := sload(_slot)
        }
    }
}
