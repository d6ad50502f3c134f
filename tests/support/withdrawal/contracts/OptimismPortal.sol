// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {SecureTrieProof} from "./SecureTrieProof.sol";
import {
    GameStatus,
    GameTypes,
    IAnchorStateRegistry,
    IDisputeGame,
    IDisputeGameFactory,
    OutputRootProof,
    WithdrawalTransaction,
    hashOutputRootProof,
    hashWithdrawal
} from "./Types.sol";

/// The withdrawal half of OptimismPortal2 as viem's actions use it, with the checks of the
/// released portal (op-contracts/v8.0.0-rc.1, packages/contracts-bedrock/src/L1/OptimismPortal2.sol)
/// and its error names, which viem's getWithdrawalStatus matches:
/// - proving: the game comes from the factory by index, must be proper and respected, must not
///   have lost, and must be older than the proof's block; its claim for this chain
///   (`rootClaimByChainId` for a Super Root game, `rootClaim` otherwise) must be the hash of the
///   output root proof; and the withdrawal's slot in the message passer's storage must hold 1,
///   shown by a full Merkle-Patricia proof against the storage root in that output root proof.
///   Proofs are kept per submitter.
/// - finalizing: not finalized before, proven by the caller (or the named submitter), the proof
///   newer than its game and older than the proof maturity delay, and the game's claim valid by
///   the AnchorStateRegistry; then the withdrawal's call runs with its value and gas limit.
/// - depositing: the TransactionDeposited event, for the test's stand-in of a node's derivation.
/// Resource metering, pausing, the ETHLockbox and custom gas tokens are left out. Put at OP Sepolia's
/// portal address with anvil_setCode, so it is set up by initialize().
contract OptimismPortal {
    error AlreadyInitialized();
    error OptimismPortal_BadTarget();
    error OptimismPortal_ImproperDisputeGame();
    error OptimismPortal_InvalidDisputeGame();
    error OptimismPortal_InvalidProofTimestamp();
    error OptimismPortal_InvalidOutputRootProof();
    error OptimismPortal_InvalidMerkleProof();
    error OptimismPortal_NoReentrancy();
    error OptimismPortal_AlreadyFinalized();
    error OptimismPortal_Unproven();
    error OptimismPortal_ProofNotOldEnough();
    error OptimismPortal_InvalidRootClaim();
    error OptimismPortal_GasLimitTooLow();
    error OptimismPortal_CalldataTooLarge();

    struct ProvenWithdrawal {
        IDisputeGame disputeGameProxy;
        uint64 timestamp;
    }

    /// The value of l2Sender outside a withdrawal's call.
    address internal constant DEFAULT_L2_SENDER = 0x000000000000000000000000000000000000dEaD;

    IAnchorStateRegistry public anchorStateRegistry;
    uint256 public l2ChainId;
    uint256 public proofMaturityDelaySeconds;
    address public l2Sender;
    mapping(bytes32 => mapping(address => ProvenWithdrawal)) public provenWithdrawals;
    mapping(bytes32 => address[]) public proofSubmitters;
    mapping(bytes32 => bool) public finalizedWithdrawals;

    event WithdrawalProven(bytes32 indexed withdrawalHash, address indexed from, address indexed to);
    event WithdrawalProvenExtension1(bytes32 indexed withdrawalHash, address indexed proofSubmitter);
    event WithdrawalFinalized(bytes32 indexed withdrawalHash, bool success);
    event TransactionDeposited(address indexed from, address indexed to, uint256 indexed version, bytes opaqueData);

    function initialize(IAnchorStateRegistry _registry, uint256 _l2ChainId, uint256 _proofMaturityDelaySeconds) external {
        if (address(anchorStateRegistry) != address(0)) revert AlreadyInitialized();
        anchorStateRegistry = _registry;
        l2ChainId = _l2ChainId;
        proofMaturityDelaySeconds = _proofMaturityDelaySeconds;
        l2Sender = DEFAULT_L2_SENDER;
    }

    /// The version of the portal Upgrade 20 installs; viem takes the fault proof path from major version 3 on.
    function version() external pure returns (string memory) {
        return "5.8.0";
    }

    function respectedGameType() external view returns (uint32) {
        return anchorStateRegistry.respectedGameType();
    }

    function disputeGameFactory() public view returns (IDisputeGameFactory) {
        return IDisputeGameFactory(anchorStateRegistry.disputeGameFactory());
    }

    function disputeGameFinalityDelaySeconds() external view returns (uint256) {
        return anchorStateRegistry.disputeGameFinalityDelaySeconds();
    }

    function numProofSubmitters(bytes32 _withdrawalHash) external view returns (uint256) {
        return proofSubmitters[_withdrawalHash].length;
    }

    /// Accepts ETH: the balance withdrawals are paid from.
    function donateETH() external payable {}

    /// Emits the event that a node derives a deposit transaction from (version 0 of the opaque
    /// data: mint, value, gas limit, creation flag, data, tightly packed), keeping the ETH. A
    /// contract's address is aliased, as the L2 sender of its deposits.
    function depositTransaction(address _to, uint256 _value, uint64 _gasLimit, bool _isCreation, bytes memory _data)
        external
        payable
    {
        if (_isCreation && _to != address(0)) revert OptimismPortal_BadTarget();
        if (_gasLimit < uint64(_data.length) * 16 + 21_000) revert OptimismPortal_GasLimitTooLow();
        if (_data.length > 120_000) revert OptimismPortal_CalldataTooLarge();
        address from = msg.sender;
        if (msg.sender != tx.origin) {
            unchecked {
                from = address(uint160(msg.sender) + uint160(0x1111000000000000000000000000000000001111));
            }
        }
        emit TransactionDeposited(from, _to, 0, abi.encodePacked(msg.value, _value, _gasLimit, _isCreation, _data));
    }

    function proveWithdrawalTransaction(
        WithdrawalTransaction memory _tx,
        uint256 _disputeGameIndex,
        OutputRootProof calldata _outputRootProof,
        bytes[] calldata _withdrawalProof
    ) external {
        if (_tx.target == address(this)) revert OptimismPortal_BadTarget();

        (,, address proxy) = disputeGameFactory().gameAtIndex(_disputeGameIndex);
        IDisputeGame game = IDisputeGame(proxy);
        if (!anchorStateRegistry.isGameProper(game)) revert OptimismPortal_ImproperDisputeGame();
        if (!anchorStateRegistry.isGameRespected(game)) revert OptimismPortal_InvalidDisputeGame();
        if (game.status() == GameStatus.CHALLENGER_WINS) revert OptimismPortal_InvalidDisputeGame();
        if (block.timestamp <= game.createdAt()) revert OptimismPortal_InvalidProofTimestamp();

        // A Super Root game claims a root over every chain it covers: the portal takes this chain's
        // output root out of it. An output-root game claims this chain's output root directly.
        bytes32 outputRoot =
            GameTypes.isSuperGame(game.gameType()) ? game.rootClaimByChainId(l2ChainId) : game.rootClaim();
        if (outputRoot != hashOutputRootProof(_outputRootProof)) revert OptimismPortal_InvalidOutputRootProof();

        bytes32 withdrawalHash = hashWithdrawal(_tx);
        // sentMessages is the message passer's first storage variable (slot 0).
        bytes32 slot = keccak256(abi.encode(withdrawalHash, uint256(0)));
        if (
            !SecureTrieProof.verifyInclusion(
                abi.encode(slot), hex"01", _withdrawalProof, _outputRootProof.messagePasserStorageRoot
            )
        ) revert OptimismPortal_InvalidMerkleProof();

        provenWithdrawals[withdrawalHash][msg.sender] = ProvenWithdrawal(game, uint64(block.timestamp));
        proofSubmitters[withdrawalHash].push(msg.sender);
        emit WithdrawalProven(withdrawalHash, _tx.sender, _tx.target);
        emit WithdrawalProvenExtension1(withdrawalHash, msg.sender);
    }

    function finalizeWithdrawalTransaction(WithdrawalTransaction memory _tx) external {
        finalizeWithdrawalTransactionExternalProof(_tx, msg.sender);
    }

    function finalizeWithdrawalTransactionExternalProof(WithdrawalTransaction memory _tx, address _proofSubmitter)
        public
    {
        if (l2Sender != DEFAULT_L2_SENDER) revert OptimismPortal_NoReentrancy();
        if (_tx.target == address(this)) revert OptimismPortal_BadTarget();
        bytes32 withdrawalHash = hashWithdrawal(_tx);
        checkWithdrawal(withdrawalHash, _proofSubmitter);
        finalizedWithdrawals[withdrawalHash] = true;

        l2Sender = _tx.sender;
        (bool success,) = _tx.target.call{gas: _tx.gasLimit, value: _tx.value}(_tx.data);
        l2Sender = DEFAULT_L2_SENDER;
        emit WithdrawalFinalized(withdrawalHash, success);
    }

    function checkWithdrawal(bytes32 _withdrawalHash, address _proofSubmitter) public view {
        ProvenWithdrawal memory proven = provenWithdrawals[_withdrawalHash][_proofSubmitter];
        if (finalizedWithdrawals[_withdrawalHash]) revert OptimismPortal_AlreadyFinalized();
        if (proven.timestamp == 0) revert OptimismPortal_Unproven();
        if (proven.timestamp <= proven.disputeGameProxy.createdAt()) revert OptimismPortal_InvalidProofTimestamp();
        if (block.timestamp - proven.timestamp <= proofMaturityDelaySeconds) revert OptimismPortal_ProofNotOldEnough();
        if (!anchorStateRegistry.isGameClaimValid(proven.disputeGameProxy)) revert OptimismPortal_InvalidRootClaim();
    }
}
