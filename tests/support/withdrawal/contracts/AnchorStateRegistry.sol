// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {GameStatus, IAnchorStateRegistry, IDisputeGame, IDisputeGameFactory} from "./Types.sol";

/// The AnchorStateRegistry checks the portal and viem make of a game: registered by the factory,
/// of the type respected when it was created, not blacklisted or retired, resolved and past the
/// finality delay. The respected game type lives here, and the portal reads it from here.
contract AnchorStateRegistry is IAnchorStateRegistry {
    error AlreadyInitialized();
    error NotOwner();

    address public owner;
    address public disputeGameFactory;
    uint32 public respectedGameType;
    uint256 public disputeGameFinalityDelaySeconds;
    uint64 public retirementTimestamp;
    mapping(IDisputeGame => bool) public disputeGameBlacklist;

    function initialize(address _owner, address _factory, uint32 _respectedGameType, uint256 _finalityDelay) external {
        if (owner != address(0)) revert AlreadyInitialized();
        owner = _owner;
        disputeGameFactory = _factory;
        respectedGameType = _respectedGameType;
        disputeGameFinalityDelaySeconds = _finalityDelay;
    }

    /// Games created from now on count only if they are of this type; games created before keep
    /// the answer they got when they were created.
    function setRespectedGameType(uint32 _gameType) external {
        if (msg.sender != owner) revert NotOwner();
        respectedGameType = _gameType;
    }

    function isGameRegistered(IDisputeGame _game) public view returns (bool) {
        (uint32 gameType, bytes32 rootClaim, bytes memory extraData) = _game.gameData();
        (address registered,) = IDisputeGameFactory(disputeGameFactory).games(gameType, rootClaim, extraData);
        return registered == address(_game);
    }

    function isGameRespected(IDisputeGame _game) public view returns (bool) {
        return _game.wasRespectedGameTypeWhenCreated();
    }

    function isGameBlacklisted(IDisputeGame _game) public view returns (bool) {
        return disputeGameBlacklist[_game];
    }

    function isGameRetired(IDisputeGame _game) public view returns (bool) {
        return _game.createdAt() <= retirementTimestamp;
    }

    function isGameResolved(IDisputeGame _game) public view returns (bool) {
        GameStatus status = _game.status();
        return _game.resolvedAt() != 0 && (status == GameStatus.DEFENDER_WINS || status == GameStatus.CHALLENGER_WINS);
    }

    function isGameProper(IDisputeGame _game) public view returns (bool) {
        return isGameRegistered(_game) && !isGameBlacklisted(_game) && !isGameRetired(_game);
    }

    function isGameFinalized(IDisputeGame _game) public view returns (bool) {
        return isGameResolved(_game) && block.timestamp - _game.resolvedAt() > disputeGameFinalityDelaySeconds;
    }

    function isGameClaimValid(IDisputeGame _game) public view returns (bool) {
        return isGameProper(_game) && isGameRespected(_game) && isGameFinalized(_game)
            && _game.status() == GameStatus.DEFENDER_WINS;
    }
}
