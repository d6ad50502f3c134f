// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {GameStatus, GameTypes, IDisputeGame} from "./Types.sol";

/// A dispute game as the withdrawal path reads it, in either format:
/// - a Super Root game (types 4, 5, 7, 9): `extraData` is the super root preimage, version byte
///   0x01, the timestamp as 8 bytes, then (chain id, output root) pairs of 32 bytes each, sorted by
///   chain id; `rootClaim` is its keccak256; `l2SequenceNumber` is the timestamp; and
///   `rootClaimByChainId` returns the output root of one chain;
/// - an output-root game (types 0, 1, 8): `extraData` is the L2 block number as 32 bytes,
///   `rootClaim` is that block's output root and `l2SequenceNumber` is the block number.
/// Nobody plays it: the root claim stands unchallenged, and once its clock has run out anyone may
/// call resolve(), which makes the defender (the proposer) win, as an unchallenged game resolves.
contract DisputeGame is IDisputeGame {
    error BadExtraData();
    error UnknownChainId();
    error GameNotInProgress();
    error ClockNotExpired();

    uint32 public immutable gameType;
    bytes32 public immutable rootClaim;
    uint256 public immutable l2SequenceNumber;
    uint256 public immutable l2ChainId;
    uint64 public immutable maxClockDuration;
    uint64 public immutable createdAt;
    bool public immutable wasRespectedGameTypeWhenCreated;
    address public immutable gameCreator;

    bytes internal extra;
    GameStatus public status;
    uint64 public resolvedAt;

    event Resolved(GameStatus indexed status);

    constructor(
        uint32 _gameType,
        bytes32 _rootClaim,
        bytes memory _extraData,
        uint256 _l2ChainId,
        uint64 _maxClockDuration,
        bool _respected,
        address _creator
    ) {
        if (GameTypes.isSuperGame(_gameType)) {
            // 1 version byte, 8 timestamp bytes, at least one 64-byte (chain id, output root) pair.
            if (_extraData.length < 73 || (_extraData.length - 9) % 64 != 0 || _extraData[0] != 0x01) {
                revert BadExtraData();
            }
            if (keccak256(_extraData) != _rootClaim) revert BadExtraData();
            uint256 superTimestamp;
            assembly ("memory-safe") {
                superTimestamp := shr(192, mload(add(_extraData, 33)))
            }
            l2SequenceNumber = superTimestamp;
        } else {
            if (_extraData.length != 32) revert BadExtraData();
            l2SequenceNumber = abi.decode(_extraData, (uint256));
        }
        gameType = _gameType;
        rootClaim = _rootClaim;
        extra = _extraData;
        l2ChainId = _l2ChainId;
        maxClockDuration = _maxClockDuration;
        createdAt = uint64(block.timestamp);
        wasRespectedGameTypeWhenCreated = _respected;
        gameCreator = _creator;
    }

    function extraData() public view returns (bytes memory) {
        return extra;
    }

    function gameData() external view returns (uint32 gameType_, bytes32 rootClaim_, bytes memory extraData_) {
        return (gameType, rootClaim, extra);
    }

    /// The output root the game claims for one chain.
    function rootClaimByChainId(uint256 _chainId) external view returns (bytes32) {
        if (!GameTypes.isSuperGame(gameType)) {
            if (_chainId != l2ChainId) revert UnknownChainId();
            return rootClaim;
        }
        bytes memory preimage = extra;
        for (uint256 offset = 9; offset < preimage.length; offset += 64) {
            uint256 chainId;
            bytes32 outputRoot;
            assembly ("memory-safe") {
                chainId := mload(add(add(preimage, 32), offset))
                outputRoot := mload(add(add(preimage, 64), offset))
            }
            if (chainId == _chainId) return outputRoot;
        }
        revert UnknownChainId();
    }

    /// Resolves the unchallenged game once its clock has run out: the root claim stands.
    function resolve() external returns (GameStatus) {
        if (status != GameStatus.IN_PROGRESS) revert GameNotInProgress();
        if (block.timestamp < createdAt + maxClockDuration) revert ClockNotExpired();
        status = GameStatus.DEFENDER_WINS;
        resolvedAt = uint64(block.timestamp);
        emit Resolved(status);
        return status;
    }
}
