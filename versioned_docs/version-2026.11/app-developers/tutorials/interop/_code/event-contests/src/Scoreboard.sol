// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice Lives on chain A. Its owner posts the result of each match once, as an event.
///         It knows nothing about contests: any contract on any chain of the cluster may read it.
contract Scoreboard {
    address public immutable owner;
    mapping(uint256 => bool) public posted;

    event ResultPosted(uint256 matchId, bool homeWon);

    constructor() {
        owner = msg.sender;
    }

    function postResult(uint256 _matchId, bool _homeWon) external {
        require(msg.sender == owner, "Scoreboard: only the owner");
        require(!posted[_matchId], "Scoreboard: result already posted");
        posted[_matchId] = true;
        emit ResultPosted(_matchId, _homeWon);
    }
}
