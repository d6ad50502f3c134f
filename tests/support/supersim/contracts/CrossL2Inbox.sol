// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice Test version of the CrossL2Inbox predeploy (0x4200000000000000000000000000000000000022), written
///         for the tutorial tests from the OP Stack interop specification (ethereum-optimism/specs at
///         fd72cf797df6778fca67177c5335563bc602757c, specs/interop/predeploys.md, "CrossL2Inbox").
///         A message may execute only if the transaction declared it: the message's checksum must be
///         a storage key of this contract in the transaction's EIP-2930 access list. The contract
///         cannot see the access list, so it reads that storage slot and measures the gas: a slot the
///         access list warmed costs 100 gas, a cold one 2100.
///         What the test chains do NOT do, unlike a real interop chain: check that the identified log
///         exists on the source chain (block builders and the supervisor do that outside the EVM).
contract CrossL2Inbox {
    /// @notice Points at one log on one chain (specs/interop/messaging.md, "Message Identifier").
    struct Identifier {
        address origin;
        uint256 blockNumber;
        uint256 logIndex;
        uint256 timestamp;
        uint256 chainId;
    }

    /// @notice Emitted on every validated message, as the specification requires.
    event ExecutingMessage(bytes32 indexed msgHash, Identifier identifier);

    // The checksum is not among the transaction's access-list keys for this contract. The
    // specification's sketch calls it NonDeclaredExecutingMessage; the name here is the one in the
    // published ABI (npm package @eth-optimism/viem 0.4.13, src/abis), so clients decode it.
    error NotInAccessList();
    error BlockNumberTooHigh();
    error TimestampTooHigh();
    error LogIndexTooHigh();

    /// @notice Gas between a warm read (100) and a cold read (2100) of a storage slot.
    uint256 internal constant WARM_READ_THRESHOLD = 1000;

    /// @notice Type byte of the checksum access-list entry.
    uint256 internal constant CHECKSUM_TYPE = 0x03;

    function validateMessage(Identifier calldata _id, bytes32 _msgHash) external {
        bytes32 checksum = calculateChecksum(_id, _msgHash);
        if (!_declared(checksum)) revert NotInAccessList();
        emit ExecutingMessage(_msgHash, _id);
    }

    /// @notice The type-3 access-list entry for a message, step by step as the specification defines it:
    ///         logHash = H(origin ++ msgHash); idPacked = 12 zero bytes ++ uint64 block number ++
    ///         uint64 timestamp ++ uint32 log index; idLogHash = H(logHash ++ idPacked);
    ///         bare = H(idLogHash ++ uint256 chain id); checksum = 0x03 ++ bare[1:].
    function calculateChecksum(Identifier memory _id, bytes32 _msgHash) public pure returns (bytes32) {
        if (_id.blockNumber > type(uint64).max) revert BlockNumberTooHigh();
        if (_id.timestamp > type(uint64).max) revert TimestampTooHigh();
        if (_id.logIndex > type(uint32).max) revert LogIndexTooHigh();

        bytes32 logHash = keccak256(abi.encodePacked(_id.origin, _msgHash));
        bytes32 idPacked = bytes32(
            abi.encodePacked(bytes12(0), uint64(_id.blockNumber), uint64(_id.timestamp), uint32(_id.logIndex))
        );
        bytes32 idLogHash = keccak256(abi.encodePacked(logHash, idPacked));
        uint256 bare = uint256(keccak256(abi.encodePacked(idLogHash, _id.chainId)));
        return bytes32((bare & (type(uint256).max >> 8)) | (CHECKSUM_TYPE << 248));
    }

    /// @notice Whether the transaction's access list warmed `_slot` of this contract. Only the access
    ///         list can warm it: no function of this contract reads or writes that slot otherwise.
    function _declared(bytes32 _slot) internal view returns (bool warm_) {
        uint256 gasUsed;
        uint256 value;
        assembly ("memory-safe") {
            let before := gas()
            value := sload(_slot)
            gasUsed := sub(before, gas())
        }
        // The slot is never written, so the value is always zero; using it keeps the read in the code.
        warm_ = gasUsed < WARM_READ_THRESHOLD && value == 0;
    }
}
