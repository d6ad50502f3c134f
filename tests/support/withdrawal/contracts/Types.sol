// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// Types shared by the test's stand-ins for the L1 contracts that viem's withdrawal actions read
// (tests/support/withdrawal/README.md). The encodings follow the OP Stack specifications
// (ethereum-optimism/specs at fd72cf797df6778fca67177c5335563bc602757c):
// specs/protocol/withdrawals.md (the withdrawal and its hash), specs/protocol/proposals.md
// (output root version 0) and specs/fault-proof/stage-one/optimism-portal.md ("Super Output",
// "Super Root"); the game type numbers are those of op-contracts/v8.0.0-rc.1,
// packages/contracts-bedrock/src/dispute/lib/Types.sol.

/// A withdrawal as the L2ToL1MessagePasser records it and the OptimismPortal executes it.
struct WithdrawalTransaction {
    uint256 nonce;
    address sender;
    address target;
    uint256 value;
    uint256 gasLimit;
    bytes data;
}

/// The four words whose hash is a version 0 output root.
struct OutputRootProof {
    bytes32 version;
    bytes32 stateRoot;
    bytes32 messagePasserStorageRoot;
    bytes32 latestBlockhash;
}

enum GameStatus {
    IN_PROGRESS,
    CHALLENGER_WINS,
    DEFENDER_WINS
}

/// The game types the tests use, and which of them commit to super roots.
library GameTypes {
    uint32 internal constant CANNON = 0;
    uint32 internal constant PERMISSIONED_CANNON = 1;
    uint32 internal constant SUPER_CANNON = 4;
    uint32 internal constant SUPER_PERMISSIONED = 5;
    uint32 internal constant SUPER_ASTERISC_KONA = 7;
    uint32 internal constant CANNON_KONA = 8;
    uint32 internal constant SUPER_CANNON_KONA = 9;

    function isSuperGame(uint32 _gameType) internal pure returns (bool) {
        return _gameType == SUPER_CANNON || _gameType == SUPER_PERMISSIONED || _gameType == SUPER_ASTERISC_KONA
            || _gameType == SUPER_CANNON_KONA;
    }
}

/// keccak256 of the ABI encoding of the six fields, in order: the key of sentMessages on L2.
function hashWithdrawal(WithdrawalTransaction memory _tx) pure returns (bytes32) {
    return keccak256(abi.encode(_tx.nonce, _tx.sender, _tx.target, _tx.value, _tx.gasLimit, _tx.data));
}

/// keccak256(version ++ stateRoot ++ messagePasserStorageRoot ++ latestBlockhash), 32 bytes each.
function hashOutputRootProof(OutputRootProof memory _proof) pure returns (bytes32) {
    return keccak256(abi.encode(_proof.version, _proof.stateRoot, _proof.messagePasserStorageRoot, _proof.latestBlockhash));
}

interface IDisputeGame {
    function gameType() external view returns (uint32);
    function rootClaim() external view returns (bytes32);
    function rootClaimByChainId(uint256 _chainId) external view returns (bytes32);
    function extraData() external view returns (bytes memory);
    function gameData() external view returns (uint32 gameType_, bytes32 rootClaim_, bytes memory extraData_);
    function l2SequenceNumber() external view returns (uint256);
    function status() external view returns (GameStatus);
    function createdAt() external view returns (uint64);
    function resolvedAt() external view returns (uint64);
    function wasRespectedGameTypeWhenCreated() external view returns (bool);
}

interface IDisputeGameFactory {
    function gameAtIndex(uint256 _index) external view returns (uint32 gameType_, uint64 timestamp_, address proxy_);
    function games(uint32 _gameType, bytes32 _rootClaim, bytes calldata _extraData)
        external
        view
        returns (address proxy_, uint64 timestamp_);
}

interface IAnchorStateRegistry {
    function disputeGameFactory() external view returns (address);
    function respectedGameType() external view returns (uint32);
    function disputeGameFinalityDelaySeconds() external view returns (uint256);
    function isGameProper(IDisputeGame _game) external view returns (bool);
    function isGameRespected(IDisputeGame _game) external view returns (bool);
    function isGameClaimValid(IDisputeGame _game) external view returns (bool);
}
