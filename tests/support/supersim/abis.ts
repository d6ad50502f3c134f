import {parseAbi} from 'viem';

// The interfaces of the test predeploys in ./contracts, typed for viem. tests/tutorial/supersim.test.ts
// checks that the compiled contracts have every item listed here.

export const crossL2InboxAbi = parseAbi([
  'struct Identifier { address origin; uint256 blockNumber; uint256 logIndex; uint256 timestamp; uint256 chainId; }',
  'function validateMessage(Identifier _id, bytes32 _msgHash)',
  'function calculateChecksum(Identifier _id, bytes32 _msgHash) pure returns (bytes32)',
  'event ExecutingMessage(bytes32 indexed msgHash, Identifier identifier)',
  'error NotInAccessList()',
  'error BlockNumberTooHigh()',
  'error TimestampTooHigh()',
  'error LogIndexTooHigh()',
]);

export const l2ToL2CrossDomainMessengerAbi = parseAbi([
  'struct Identifier { address origin; uint256 blockNumber; uint256 logIndex; uint256 timestamp; uint256 chainId; }',
  'function sendMessage(uint256 _destination, address _target, bytes _message) returns (bytes32)',
  'function relayMessage(Identifier _id, bytes _sentMessage) payable returns (bytes)',
  'function crossDomainMessageSender() view returns (address)',
  'function crossDomainMessageSource() view returns (uint256)',
  'function crossDomainMessageContext() view returns (address sender_, uint256 source_)',
  'function messageNonce() view returns (uint256)',
  'function messageVersion() view returns (uint16)',
  'function sentMessages(bytes32) view returns (bool)',
  'function successfulMessages(bytes32) view returns (bool)',
  'event SentMessage(uint256 indexed destination, address indexed target, uint256 indexed messageNonce, address sender, bytes message)',
  'event RelayedMessage(uint256 indexed source, uint256 indexed messageNonce, bytes32 indexed messageHash, bytes32 returnDataHash)',
  'error MessageDestinationSameChain()',
  'error MessageTargetL2ToL2CrossDomainMessenger()',
  'error IdOriginNotL2ToL2CrossDomainMessenger()',
  'error EventPayloadNotSentMessage()',
  'error MessageDestinationNotRelayChain()',
  'error MessageAlreadyRelayed()',
  'error ReentrantCall()',
  'error NotEntered()',
]);
