// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {ICrossL2Inbox, Identifier} from "./interfaces/ICrossL2Inbox.sol";
import {Scoreboard} from "./Scoreboard.sol";

/// @notice Lives on chain B. Players stake ETH on team 1 or team 2 of one match recorded by a
///         Scoreboard on another chain. Anyone settles the contest with the MatchResult log,
///         which the CrossL2Inbox validates; winners then claim their share of the pot.
contract Contest {
    ICrossL2Inbox internal constant INBOX = ICrossL2Inbox(0x4200000000000000000000000000000000000022);

    address public immutable scoreboard;
    uint256 public immutable scoreboardChainId;
    uint256 public immutable matchId;
    /// @notice No entries at or after this time, and only results recorded from this time on count.
    uint256 public immutable closesAt;

    mapping(uint8 => uint256) public totalStake;
    mapping(address => mapping(uint8 => uint256)) public stakeOf;
    uint8 public winningTeam;

    event Entered(address indexed player, uint8 indexed team, uint256 amount);
    event Resolved(uint8 indexed winningTeam, uint256 pot);
    event Claimed(address indexed player, uint256 amount);

    error EntriesClosed();
    error NoSuchTeam();
    error NothingStaked();
    error AlreadyResolved();
    error NotResolved();
    error WrongSource();
    error WrongEvent();
    error ResultTooEarly();
    error NothingToClaim();
    error PayoutFailed();

    constructor(address _scoreboard, uint256 _scoreboardChainId, uint256 _matchId, uint256 _closesAt) {
        scoreboard = _scoreboard;
        scoreboardChainId = _scoreboardChainId;
        matchId = _matchId;
        closesAt = _closesAt;
    }

    function enter(uint8 _team) external payable {
        if (block.timestamp >= closesAt) revert EntriesClosed();
        if (_team != 1 && _team != 2) revert NoSuchTeam();
        if (msg.value == 0) revert NothingStaked();
        stakeOf[msg.sender][_team] += msg.value;
        totalStake[_team] += msg.value;
        emit Entered(msg.sender, _team, msg.value);
    }

    /// @notice Settles the contest with the MatchResult log of this match.
    function resolve(Identifier calldata _id, bytes calldata _payload) external {
        if (winningTeam != 0) revert AlreadyResolved();
        if (_id.origin != scoreboard || _id.chainId != scoreboardChainId) revert WrongSource();
        if (bytes32(_payload[0:32]) != Scoreboard.MatchResult.selector) revert WrongEvent();
        if (uint256(bytes32(_payload[32:64])) != matchId) revert WrongEvent();
        // A result recorded before entries closed could have been known to the players.
        if (_id.timestamp < closesAt) revert ResultTooEarly();

        INBOX.validateMessage(_id, keccak256(_payload));

        winningTeam = abi.decode(_payload[64:], (uint8));
        emit Resolved(winningTeam, totalStake[1] + totalStake[2]);
    }

    /// @notice Pays a winner their stake plus a share of the losing side, in proportion to
    ///         their stake. If nobody backed the winner, everyone gets their stake back.
    function claim() external {
        uint8 winner = winningTeam;
        if (winner == 0) revert NotResolved();
        uint256 pot = totalStake[1] + totalStake[2];
        uint256 amount;
        if (totalStake[winner] == 0) {
            amount = stakeOf[msg.sender][1] + stakeOf[msg.sender][2];
        } else {
            amount = (stakeOf[msg.sender][winner] * pot) / totalStake[winner];
        }
        if (amount == 0) revert NothingToClaim();
        stakeOf[msg.sender][1] = 0;
        stakeOf[msg.sender][2] = 0;
        emit Claimed(msg.sender, amount);
        (bool ok,) = msg.sender.call{value: amount}("");
        if (!ok) revert PayoutFailed();
    }
}
