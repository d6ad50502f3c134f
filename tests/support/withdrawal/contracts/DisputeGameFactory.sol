// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {DisputeGame} from "./DisputeGame.sol";
import {IAnchorStateRegistry, IDisputeGameFactory} from "./Types.sol";

/// The DisputeGameFactory as viem and the portal read it: `gameCount`, `gameAtIndex`, `games` and
/// `findLatestGames`, with each game's id packed as the factory packs it (game type in the top 32
/// bits, creation time in the next 64, the game's address in the low 160), which is where viem
/// reads the address from. `create` makes a game of a type the factory has an implementation
/// for; bonds are left out. Put at an address with anvil_setCode, so it is set up by initialize().
contract DisputeGameFactory is IDisputeGameFactory {
    error AlreadyInitialized();
    error NotOwner();
    error NoImplementation(uint32 gameType);
    error GameAlreadyExists(bytes32 uuid);

    struct GameSearchResult {
        uint256 index;
        bytes32 metadata;
        uint64 timestamp;
        bytes32 rootClaim;
        bytes extraData;
    }

    address public owner;
    IAnchorStateRegistry public anchorStateRegistry;
    uint256 public l2ChainId;
    uint64 public maxClockDuration;
    mapping(uint32 => bool) public hasImplementation;
    bytes32[] internal gameIds;
    mapping(bytes32 => bytes32) internal idByUuid;

    event DisputeGameCreated(address indexed disputeProxy, uint32 indexed gameType, bytes32 indexed rootClaim);

    function initialize(address _owner, IAnchorStateRegistry _registry, uint256 _l2ChainId, uint64 _maxClockDuration)
        external
    {
        if (owner != address(0)) revert AlreadyInitialized();
        owner = _owner;
        anchorStateRegistry = _registry;
        l2ChainId = _l2ChainId;
        maxClockDuration = _maxClockDuration;
    }

    /// Installs (true) or clears (false) the implementation of a game type, as a contracts upgrade does.
    function setImplementation(uint32 _gameType, bool _installed) external {
        if (msg.sender != owner) revert NotOwner();
        hasImplementation[_gameType] = _installed;
    }

    function create(uint32 _gameType, bytes32 _rootClaim, bytes calldata _extraData)
        external
        payable
        returns (address proxy_)
    {
        if (!hasImplementation[_gameType]) revert NoImplementation(_gameType);
        bytes32 uuid = keccak256(abi.encode(_gameType, _rootClaim, _extraData));
        if (idByUuid[uuid] != bytes32(0)) revert GameAlreadyExists(uuid);
        bool respected = _gameType == anchorStateRegistry.respectedGameType();
        proxy_ = address(
            new DisputeGame(_gameType, _rootClaim, _extraData, l2ChainId, maxClockDuration, respected, msg.sender)
        );
        bytes32 id = bytes32((uint256(_gameType) << 224) | (uint256(uint64(block.timestamp)) << 160) | uint256(uint160(proxy_)));
        idByUuid[uuid] = id;
        gameIds.push(id);
        emit DisputeGameCreated(proxy_, _gameType, _rootClaim);
    }

    function gameCount() external view returns (uint256) {
        return gameIds.length;
    }

    function gameAtIndex(uint256 _index) external view returns (uint32 gameType_, uint64 timestamp_, address proxy_) {
        return _unpack(gameIds[_index]);
    }

    function games(uint32 _gameType, bytes32 _rootClaim, bytes calldata _extraData)
        external
        view
        returns (address proxy_, uint64 timestamp_)
    {
        bytes32 id = idByUuid[keccak256(abi.encode(_gameType, _rootClaim, _extraData))];
        (, timestamp_, proxy_) = _unpack(id);
    }

    /// Up to `_n` games of `_gameType`, newest first, searching back from index `_start`.
    function findLatestGames(uint32 _gameType, uint256 _start, uint256 _n)
        external
        view
        returns (GameSearchResult[] memory games_)
    {
        games_ = new GameSearchResult[](_n);
        uint256 found = 0;
        if (_start < gameIds.length) {
            for (uint256 i = _start + 1; i > 0 && found < _n; i--) {
                bytes32 id = gameIds[i - 1];
                (uint32 gameType, uint64 timestamp, address proxy) = _unpack(id);
                if (gameType != _gameType) continue;
                DisputeGame game = DisputeGame(proxy);
                games_[found] = GameSearchResult(i - 1, id, timestamp, game.rootClaim(), game.extraData());
                found += 1;
            }
        }
        assembly ("memory-safe") {
            mstore(games_, found)
        }
    }

    function _unpack(bytes32 _id) internal pure returns (uint32 gameType_, uint64 timestamp_, address proxy_) {
        gameType_ = uint32(uint256(_id) >> 224);
        timestamp_ = uint64(uint256(_id) >> 160);
        proxy_ = address(uint160(uint256(_id)));
    }
}
