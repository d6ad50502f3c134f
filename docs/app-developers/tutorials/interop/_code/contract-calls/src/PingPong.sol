// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {IL2ToL2CrossDomainMessenger} from "./interfaces/IL2ToL2CrossDomainMessenger.sol";

/// @notice One copy per chain. The copy that holds the ball can hit it to a registered copy on
///         another chain; the hit arrives there as a cross-chain call to `receiveBall`.
contract PingPong {
    IL2ToL2CrossDomainMessenger internal constant MESSENGER =
        IL2ToL2CrossDomainMessenger(0x4200000000000000000000000000000000000023);

    address public immutable owner;
    /// @notice The PingPong copy trusted on each other chain, by chain id.
    mapping(uint256 => address) public peers;
    bool public hasBall;
    /// @notice How many hits the rally has had when the ball last arrived or left.
    uint256 public rally;

    event PeerSet(uint256 indexed chainId, address peer);
    event BallHit(uint256 indexed toChainId, uint256 rally);
    event BallReceived(uint256 indexed fromChainId, uint256 rally);

    constructor(bool _startsWithBall) {
        owner = msg.sender;
        hasBall = _startsWithBall;
    }

    function setPeer(uint256 _chainId, address _peer) external {
        require(msg.sender == owner, "PingPong: only the owner");
        peers[_chainId] = _peer;
        emit PeerSet(_chainId, _peer);
    }

    /// @notice Hits the ball to the copy on `_toChainId`. Anyone may hit, but only while this copy holds the ball.
    function hit(uint256 _toChainId) external {
        require(hasBall, "PingPong: the ball is not on this chain");
        address peer = peers[_toChainId];
        require(peer != address(0), "PingPong: no peer on that chain");
        hasBall = false;
        rally += 1;
        MESSENGER.sendMessage(_toChainId, peer, abi.encodeCall(this.receiveBall, (rally)));
        emit BallHit(_toChainId, rally);
    }

    /// @notice Executed on this chain when a hit from another chain is relayed.
    function receiveBall(uint256 _rally) external {
        require(msg.sender == address(MESSENGER), "PingPong: caller is not the messenger");
        (address sender, uint256 source) = MESSENGER.crossDomainMessageContext();
        require(sender != address(0) && sender == peers[source], "PingPong: sender is not a known peer");
        hasBall = true;
        rally = _rally;
        emit BallReceived(source, _rally);
    }
}
