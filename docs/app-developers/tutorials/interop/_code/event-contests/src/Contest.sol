// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {ICrossL2Inbox, Identifier} from "./interfaces/ICrossL2Inbox.sol";

/// @notice Lives on chain B. Players stake ETH on the result of one match; the contest is settled
///         by the Scoreboard's ResultPosted event on chain A, read through the CrossL2Inbox.
///         Winners share the whole pool in proportion to their stakes.
contract Contest {
    ICrossL2Inbox internal constant INBOX = ICrossL2Inbox(0x4200000000000000000000000000000000000022);
    bytes32 internal constant RESULT_POSTED = keccak256("ResultPosted(uint256,bool)");
    /// @notice If nobody settles the contest this long after entries close, every stake can be reclaimed.
    uint256 public constant REFUND_DELAY = 7 days;

    uint256 public immutable sourceChainId;
    address public immutable scoreboard;
    uint256 public immutable matchId;
    uint256 public immutable entriesCloseAt;

    /// @notice Total staked on each outcome: pool[true] on a home win, pool[false] on anything else.
    mapping(bool => uint256) public pool;
    mapping(address => mapping(bool => uint256)) public stakes;
    bool public settled;
    bool public homeWon;

    event Entered(address indexed player, bool homeWins, uint256 amount);
    event Settled(bool homeWon);
    event Claimed(address indexed player, uint256 amount);

    constructor(uint256 _sourceChainId, address _scoreboard, uint256 _matchId, uint256 _entriesCloseAt) {
        sourceChainId = _sourceChainId;
        scoreboard = _scoreboard;
        matchId = _matchId;
        entriesCloseAt = _entriesCloseAt;
    }

    function enter(bool _homeWins) external payable {
        require(block.timestamp < entriesCloseAt, "Contest: entries are closed");
        require(msg.value > 0, "Contest: stake some ETH");
        stakes[msg.sender][_homeWins] += msg.value;
        pool[_homeWins] += msg.value;
        emit Entered(msg.sender, _homeWins, msg.value);
    }

    /// @notice Settles the contest with the Scoreboard's ResultPosted event for this match.
    /// @param _id      Where the event was emitted on chain A.
    /// @param _payload The event's topics and data, concatenated.
    function settle(Identifier calldata _id, bytes calldata _payload) external {
        require(!settled, "Contest: already settled");
        require(block.timestamp < entriesCloseAt + REFUND_DELAY, "Contest: too late, stakes are refundable");
        require(_id.chainId == sourceChainId && _id.origin == scoreboard, "Contest: not the Scoreboard");
        // The identifier's timestamp is checked along with the rest of the log, so a result
        // posted while entries were still open can never settle the contest.
        require(_id.timestamp >= entriesCloseAt, "Contest: result posted before entries closed");
        INBOX.validateMessage(_id, keccak256(_payload));

        require(bytes32(_payload[:32]) == RESULT_POSTED, "Contest: not a ResultPosted event");
        (uint256 postedMatchId, bool postedHomeWon) = abi.decode(_payload[32:], (uint256, bool));
        require(postedMatchId == matchId, "Contest: result of another match");

        settled = true;
        homeWon = postedHomeWon;
        emit Settled(postedHomeWon);
    }

    /// @notice Pays out a winner's share, or refunds every stake when there is nothing to share.
    function claim() external {
        uint256 payout;
        bool refund;
        if (settled) {
            refund = pool[homeWon] == 0; // nobody picked the right result
        } else {
            require(block.timestamp >= entriesCloseAt + REFUND_DELAY, "Contest: not settled yet");
            refund = true;
        }

        if (refund) {
            payout = stakes[msg.sender][true] + stakes[msg.sender][false];
            stakes[msg.sender][true] = 0;
            stakes[msg.sender][false] = 0;
        } else {
            uint256 stake = stakes[msg.sender][homeWon];
            stakes[msg.sender][homeWon] = 0;
            payout = (stake * (pool[true] + pool[false])) / pool[homeWon];
        }
        require(payout > 0, "Contest: nothing to claim");

        (bool ok,) = msg.sender.call{value: payout}("");
        require(ok, "Contest: transfer failed");
        emit Claimed(msg.sender, payout);
    }
}
