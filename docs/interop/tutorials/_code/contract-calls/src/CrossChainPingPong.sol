// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {IL2ToL2CrossDomainMessenger} from "./interfaces/IL2ToL2CrossDomainMessenger.sol";

/// @notice One copy of this contract lives at the same address on every chain of the game.
///         The ball is on exactly one chain at a time; hitting it sends it to another copy.
contract CrossChainPingPong {
    IL2ToL2CrossDomainMessenger internal constant MESSENGER =
        IL2ToL2CrossDomainMessenger(0x4200000000000000000000000000000000000023);

    struct Ball {
        uint256 rallyCount;
        uint256 lastHitterChainId;
        address lastHitter;
    }

    /// @notice Whether the ball is on this chain now.
    bool public hasBall;
    /// @notice The ball as it was last hit, on whichever chain had it.
    Ball public ball;

    event BallSent(uint256 indexed toChainId, uint256 rallyCount, address indexed hitter);
    event BallReceived(uint256 indexed fromChainId, uint256 rallyCount, address indexed hitter);

    error NoBallHere();
    error SameChain();
    error CallerNotMessenger();
    error SenderNotPingPong();

    /// @param _serverChainId The chain where the ball starts. Every copy gets the same value,
    ///        so every copy has the same creation code and therefore the same CREATE2 address.
    constructor(uint256 _serverChainId) {
        hasBall = block.chainid == _serverChainId;
    }

    /// @notice Hits the ball from this chain to the copy on `_toChainId`.
    function hit(uint256 _toChainId) external {
        if (!hasBall) revert NoBallHere();
        if (_toChainId == block.chainid) revert SameChain();

        hasBall = false;
        Ball memory next = Ball({rallyCount: ball.rallyCount + 1, lastHitterChainId: block.chainid, lastHitter: msg.sender});
        ball = next;

        MESSENGER.sendMessage(_toChainId, address(this), abi.encodeCall(this.receiveBall, (next)));
        emit BallSent(_toChainId, next.rallyCount, msg.sender);
    }

    /// @notice Called by the messenger when the ball arrives. Only another copy of this
    ///         contract, at this same address on another chain, can deliver it.
    function receiveBall(Ball calldata _ball) external {
        if (msg.sender != address(MESSENGER)) revert CallerNotMessenger();
        (address sender, uint256 source) = MESSENGER.crossDomainMessageContext();
        if (sender != address(this)) revert SenderNotPingPong();

        hasBall = true;
        ball = _ball;
        emit BallReceived(source, _ball.rallyCount, _ball.lastHitter);
    }
}
