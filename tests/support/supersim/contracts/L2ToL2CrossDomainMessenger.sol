// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {CrossL2Inbox} from "./CrossL2Inbox.sol";

// Test version of the L2ToL2CrossDomainMessenger predeploy (0x4200000000000000000000000000000000000023),
// written for the tutorial tests from the OP Stack interop specification (ethereum-optimism/specs at
// fd72cf797df6778fca67177c5335563bc602757c, specs/interop/predeploys.md, "L2ToL2CrossDomainMessenger",
// and specs/interop/messaging.md). It has the functions, events and errors that clients use, with
// the names of the published ABI (npm package @eth-optimism/viem 0.4.13, src/abis), so the tutorial's
// code and viem work with it unchanged. resendMessage is left out: no tutorial step uses it.
contract L2ToL2CrossDomainMessenger {
    /// @notice Where CrossL2Inbox lives on every interop chain.
    CrossL2Inbox internal constant CROSS_L2_INBOX = CrossL2Inbox(0x4200000000000000000000000000000000000022);

    /// @notice The version kept in the top 16 bits of every nonce.
    uint16 public constant messageVersion = 0;

    event SentMessage(
        uint256 indexed destination, address indexed target, uint256 indexed messageNonce, address sender, bytes message
    );
    event RelayedMessage(
        uint256 indexed source, uint256 indexed messageNonce, bytes32 indexed messageHash, bytes32 returnDataHash
    );

    error MessageDestinationSameChain();
    error MessageTargetL2ToL2CrossDomainMessenger();
    error IdOriginNotL2ToL2CrossDomainMessenger();
    error EventPayloadNotSentMessage();
    error MessageDestinationNotRelayChain();
    error MessageAlreadyRelayed();
    error ReentrantCall();
    error NotEntered();

    /// @notice Hashes of the messages this chain sent, and of those it executed.
    mapping(bytes32 => bool) public sentMessages;
    mapping(bytes32 => bool) public successfulMessages;

    /// @notice Counts the messages this chain sent (without the version bits).
    uint240 internal sentCount;

    /// @notice The message being executed, for the duration of relayMessage only.
    bool transient entered;
    address transient currentSender;
    uint256 transient currentSource;

    /// @notice The nonce the next message gets: the version in the top 16 bits, the count below.
    function messageNonce() public view returns (uint256) {
        return (uint256(messageVersion) << 240) | uint256(sentCount);
    }

    /// @notice Records a message for `_target` on chain `_destination` and emits SentMessage.
    function sendMessage(uint256 _destination, address _target, bytes calldata _message) external returns (bytes32) {
        if (_destination == block.chainid) revert MessageDestinationSameChain();
        if (_target == address(this)) revert MessageTargetL2ToL2CrossDomainMessenger();

        uint256 nonce = messageNonce();
        bytes32 messageHash = hashMessage(_destination, block.chainid, nonce, msg.sender, _target, _message);
        sentMessages[messageHash] = true;
        sentCount++;
        emit SentMessage(_destination, _target, nonce, msg.sender, _message);
        return messageHash;
    }

    /// @notice Executes a message that chain `_id.chainId` sent.
    /// @param _id Points at the SentMessage log on the source chain.
    /// @param _sentMessage That log as relayers pass it: its four topics, then its data.
    function relayMessage(CrossL2Inbox.Identifier calldata _id, bytes calldata _sentMessage)
        external
        payable
        returns (bytes memory returnData_)
    {
        if (_id.origin != address(this)) revert IdOriginNotL2ToL2CrossDomainMessenger();
        CROSS_L2_INBOX.validateMessage(_id, keccak256(_sentMessage));

        (bytes32 selector, uint256 destination, address target, uint256 nonce) =
            abi.decode(_sentMessage[:128], (bytes32, uint256, address, uint256));
        if (selector != SentMessage.selector) revert EventPayloadNotSentMessage();
        if (destination != block.chainid) revert MessageDestinationNotRelayChain();
        (address sender, bytes memory message) = abi.decode(_sentMessage[128:], (address, bytes));

        uint256 source = _id.chainId;
        bytes32 messageHash = hashMessage(destination, source, nonce, sender, target, message);
        if (successfulMessages[messageHash]) revert MessageAlreadyRelayed();
        if (entered) revert ReentrantCall();

        entered = true;
        currentSender = sender;
        currentSource = source;
        bool success;
        (success, returnData_) = target.call{value: msg.value}(message);
        entered = false;
        currentSender = address(0);
        currentSource = 0;

        if (!success) {
            // Hand the target's revert data back to the relayer unchanged.
            assembly ("memory-safe") {
                revert(add(returnData_, 32), mload(returnData_))
            }
        }
        successfulMessages[messageHash] = true;
        emit RelayedMessage(source, nonce, messageHash, keccak256(returnData_));
    }

    /// @notice While a message executes: the address that sent it on the source chain.
    function crossDomainMessageSender() external view returns (address) {
        if (!entered) revert NotEntered();
        return currentSender;
    }

    /// @notice While a message executes: the chain id of the source chain.
    function crossDomainMessageSource() external view returns (uint256) {
        if (!entered) revert NotEntered();
        return currentSource;
    }

    /// @notice While a message executes: both of the above.
    function crossDomainMessageContext() external view returns (address sender_, uint256 source_) {
        if (!entered) revert NotEntered();
        return (currentSender, currentSource);
    }

    /// @notice Identifies a message on both chains: the same hash when sent and when relayed. (The
    ///         specification does not fix this encoding; this one commits to all six fields.)
    function hashMessage(
        uint256 _destination,
        uint256 _source,
        uint256 _nonce,
        address _sender,
        address _target,
        bytes memory _message
    ) public pure returns (bytes32) {
        return keccak256(abi.encode(_destination, _source, _nonce, _sender, _target, _message));
    }
}
