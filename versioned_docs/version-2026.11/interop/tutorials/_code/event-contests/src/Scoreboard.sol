// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice Lives on chain A and records match results. It sends no cross-chain message:
///         the MatchResult event is all that other chains can build on.
contract Scoreboard {
    address public immutable referee;
    mapping(uint256 => uint8) public winnerOf;

    event MatchResult(uint256 indexed matchId, uint8 winningTeam);

    error NotReferee();
    error AlreadyRecorded();
    error NoSuchTeam();

    constructor(address _referee) {
        referee = _referee;
    }

    function recordResult(uint256 _matchId, uint8 _winningTeam) external {
        if (msg.sender != referee) revert NotReferee();
        if (_winningTeam != 1 && _winningTeam != 2) revert NoSuchTeam();
        if (winnerOf[_matchId] != 0) revert AlreadyRecorded();
        winnerOf[_matchId] = _winningTeam;
        emit MatchResult(_matchId, _winningTeam);
    }
}
