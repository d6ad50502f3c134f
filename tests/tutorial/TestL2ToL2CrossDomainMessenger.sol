// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice Test stand-in for the L2ToL2CrossDomainMessenger predeploy, placed at its address on
///         both test chains. It has the same functions and events the tutorial relies on, but it
///         trusts the identifier it is given: on a real chain the predeploy has the CrossL2Inbox
///         check that the identified SentMessage log exists on the source chain.
contract TestL2ToL2CrossDomainMessenger {
    struct Identifier {
        address origin;
        uint256 blockNumber;
        uint256 logIndex;
        uint256 timestamp;
        uint256 chainId;
    }

    event SentMessage(
        uint256 indexed destination, address indexed target, uint256 indexed messageNonce, address sender, bytes message
    );
    event RelayedMessage(uint256 indexed source, uint256 indexed messageNonce, bytes32 indexed messageHash);

    bytes32 private constant SENT_MESSAGE_TOPIC = keccak256("SentMessage(uint256,address,uint256,address,bytes)");

    uint256 public messageNonce;
    mapping(bytes32 => bool) public successfulMessages;

    bool private relaying;
    address private relayingSender;
    uint256 private relayingSource;

    function sendMessage(uint256 _destination, address _target, bytes calldata _message) external returns (bytes32) {
        require(_destination != block.chainid, "destination is this chain");
        uint256 nonce = messageNonce++;
        emit SentMessage(_destination, _target, nonce, msg.sender, _message);
        return keccak256(abi.encode(block.chainid, _destination, nonce, msg.sender, _target, _message));
    }

    /// @param _sentMessage The SentMessage log as relayers pass it: its four topics, then its data.
    function relayMessage(Identifier calldata _id, bytes calldata _sentMessage) external payable returns (bytes memory) {
        require(_id.origin == address(this), "log was not emitted by the messenger");
        (bytes32 topic, uint256 destination, address target, uint256 nonce) =
            abi.decode(_sentMessage[:128], (bytes32, uint256, address, uint256));
        require(topic == SENT_MESSAGE_TOPIC, "log is not a SentMessage");
        require(destination == block.chainid, "message is for another chain");
        (address sender, bytes memory message) = abi.decode(_sentMessage[128:], (address, bytes));

        bytes32 messageHash = keccak256(abi.encode(_id.chainId, destination, nonce, sender, target, message));
        require(!successfulMessages[messageHash], "message already relayed");
        successfulMessages[messageHash] = true;

        relaying = true;
        relayingSender = sender;
        relayingSource = _id.chainId;
        (bool success, bytes memory returnData) = target.call{value: msg.value}(message);
        relaying = false;
        relayingSender = address(0);
        relayingSource = 0;
        require(success, "target call reverted");

        emit RelayedMessage(_id.chainId, nonce, messageHash);
        return returnData;
    }

    function crossDomainMessageContext() external view returns (address sender_, uint256 source_) {
        require(relaying, "no message is being relayed");
        return (relayingSender, relayingSource);
    }
}
