// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {ICrossL2Inbox, Identifier} from "./interfaces/ICrossL2Inbox.sol";
import {Announcer} from "./Announcer.sol";

/// @notice Lives on chain B and accepts Announcement logs from one Announcer on one chain,
///         each at most once, after the CrossL2Inbox has checked that the log exists.
contract LogVerifier {
    ICrossL2Inbox internal constant INBOX = ICrossL2Inbox(0x4200000000000000000000000000000000000022);

    address public immutable trustedEmitter;
    uint256 public immutable trustedChainId;

    /// @notice Logs already accepted, by the hash of their identifier.
    mapping(bytes32 => bool) public accepted;
    string public lastAnnouncement;

    event RemoteAnnouncementAccepted(address indexed author, uint256 indexed sourceChainId, string text);

    error UnexpectedEmitter();
    error UnexpectedChain();
    error UnexpectedEvent();
    error AlreadyAccepted();

    constructor(address _trustedEmitter, uint256 _trustedChainId) {
        trustedEmitter = _trustedEmitter;
        trustedChainId = _trustedChainId;
    }

    /// @param _id      Where the log is: emitter, block number, log index, timestamp, chain id.
    /// @param _payload The log itself: its topics, then its data.
    function acceptLog(Identifier calldata _id, bytes calldata _payload) external {
        // 1. Is it a log we want? These checks are ours; the inbox does not make them.
        if (_id.origin != trustedEmitter) revert UnexpectedEmitter();
        if (_id.chainId != trustedChainId) revert UnexpectedChain();
        if (bytes32(_payload[0:32]) != Announcer.Announcement.selector) revert UnexpectedEvent();

        // 2. Each log only once: the inbox validates a log as often as it is asked.
        bytes32 key = keccak256(abi.encode(_id));
        if (accepted[key]) revert AlreadyAccepted();
        accepted[key] = true;

        // 3. Does the log exist on the source chain? If not, no valid block can contain this call.
        INBOX.validateMessage(_id, keccak256(_payload));

        // 4. Decode: topic 1 is the indexed author, the data is the ABI-encoded text.
        address author = address(uint160(uint256(bytes32(_payload[32:64]))));
        string memory text = abi.decode(_payload[64:], (string));
        lastAnnouncement = text;
        emit RemoteAnnouncementAccepted(author, _id.chainId, text);
    }
}
