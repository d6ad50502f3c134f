// SPDX-License-Identifier: MIT
pragma solidity ^0.8.25;

/// A stand-in for the fee and gas part of the L1 SystemConfig contract, written for
/// tests/tutorial/feeParameters.test.ts, which runs the `cast send` and `cast call` steps of
/// docs/operators/chain-operators/configuration/fee-parameters.mdx against it on anvil.
///
/// It keeps what those steps touch and what op-node reads, as the released contract has them
/// (ethereum-optimism/optimism, op-contracts/v8.0.0-rc.1, packages/contracts-bedrock/src/L1/SystemConfig.sol,
/// with the two removals of SystemConfig 4.0.0 that Upgrade 20 installed):
/// - the setters' names, argument types and owner-only access;
/// - their checks: gas limit between minimumGasLimit() (maxResourceLimit + systemTxMaxGas of the
///   default resource config, 20,000,000 + 1,000,000) and maximumGasLimit() (500,000,000);
///   EIP-1559 denominator and elasticity at least 1; no other setter checks its values;
/// - the ConfigUpdate event (version 0, the UpdateType as its second topic) and the data each
///   setter encodes;
/// - no setGasConfig(uint256,uint256) and no batchInbox(): a call to either reverts, and the
///   first word of a FEE_SCALARS update is zero, as overhead() is.
/// Left out: initialization through a proxy, the resource config setter, the batcher and unsafe
/// block signer, L1 contract addresses, feature flags and pausing.
contract SystemConfigStandIn {
    enum UpdateType {
        BATCHER,
        FEE_SCALARS,
        GAS_LIMIT,
        UNSAFE_BLOCK_SIGNER,
        EIP_1559_PARAMS,
        OPERATOR_FEE_PARAMS,
        MIN_BASE_FEE,
        DA_FOOTPRINT_GAS_SCALAR
    }

    event ConfigUpdate(uint256 indexed version, UpdateType indexed updateType, bytes data);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    /// The version of the ConfigUpdate event's encoding (topic 1), not of the contract.
    uint256 public constant VERSION = 0;

    uint64 internal constant MAX_GAS_LIMIT = 500_000_000;
    // The default resource config's maxResourceLimit and systemTxMaxGas (src/libraries/Constants.sol).
    uint64 internal constant MAX_RESOURCE_LIMIT = 20_000_000;
    uint64 internal constant SYSTEM_TX_MAX_GAS = 1_000_000;

    address public owner;
    uint256 public overhead;
    uint256 public scalar;
    uint64 public gasLimit;
    uint32 public basefeeScalar;
    uint32 public blobbasefeeScalar;
    uint32 public eip1559Denominator;
    uint32 public eip1559Elasticity;
    uint32 public operatorFeeScalar;
    uint64 public operatorFeeConstant;
    uint16 public daFootprintGasScalar;
    uint64 public minBaseFee;

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    constructor(address _owner, uint32 _basefeeScalar, uint32 _blobbasefeeScalar, uint64 _gasLimit) {
        owner = _owner;
        emit OwnershipTransferred(address(0), _owner);
        _storeFeeScalars(_basefeeScalar, _blobbasefeeScalar);
        _storeGasLimit(_gasLimit);
    }

    function version() external pure returns (string memory) {
        return "4.0.0";
    }

    function minimumGasLimit() public pure returns (uint64) {
        return MAX_RESOURCE_LIMIT + SYSTEM_TX_MAX_GAS;
    }

    function maximumGasLimit() public pure returns (uint64) {
        return MAX_GAS_LIMIT;
    }

    function setGasConfigEcotone(uint32 _basefeeScalar, uint32 _blobbasefeeScalar) external onlyOwner {
        _storeFeeScalars(_basefeeScalar, _blobbasefeeScalar);
    }

    function setGasLimit(uint64 _gasLimit) external onlyOwner {
        _storeGasLimit(_gasLimit);
    }

    function setEIP1559Params(uint32 _denominator, uint32 _elasticity) external onlyOwner {
        require(_denominator >= 1, "SystemConfig: denominator must be >= 1");
        require(_elasticity >= 1, "SystemConfig: elasticity must be >= 1");
        eip1559Denominator = _denominator;
        eip1559Elasticity = _elasticity;
        emit ConfigUpdate(VERSION, UpdateType.EIP_1559_PARAMS, abi.encode((uint256(_denominator) << 32) | _elasticity));
    }

    function setOperatorFeeScalars(uint32 _operatorFeeScalar, uint64 _operatorFeeConstant) external onlyOwner {
        operatorFeeScalar = _operatorFeeScalar;
        operatorFeeConstant = _operatorFeeConstant;
        emit ConfigUpdate(
            VERSION, UpdateType.OPERATOR_FEE_PARAMS, abi.encode((uint256(_operatorFeeScalar) << 64) | _operatorFeeConstant)
        );
    }

    function setMinBaseFee(uint64 _minBaseFee) external onlyOwner {
        minBaseFee = _minBaseFee;
        emit ConfigUpdate(VERSION, UpdateType.MIN_BASE_FEE, abi.encode(_minBaseFee));
    }

    function setDAFootprintGasScalar(uint16 _daFootprintGasScalar) external onlyOwner {
        daFootprintGasScalar = _daFootprintGasScalar;
        emit ConfigUpdate(VERSION, UpdateType.DA_FOOTPRINT_GAS_SCALAR, abi.encode(_daFootprintGasScalar));
    }

    /// Version byte 1, then the blob base fee scalar in bytes 24-27 and the base fee scalar in bytes 28-31.
    function _storeFeeScalars(uint32 _basefeeScalar, uint32 _blobbasefeeScalar) internal {
        basefeeScalar = _basefeeScalar;
        blobbasefeeScalar = _blobbasefeeScalar;
        scalar = (uint256(0x01) << 248) | (uint256(_blobbasefeeScalar) << 32) | _basefeeScalar;
        emit ConfigUpdate(VERSION, UpdateType.FEE_SCALARS, abi.encode(overhead, scalar));
    }

    function _storeGasLimit(uint64 _gasLimit) internal {
        require(_gasLimit >= minimumGasLimit(), "SystemConfig: gas limit too low");
        require(_gasLimit <= maximumGasLimit(), "SystemConfig: gas limit too high");
        gasLimit = _gasLimit;
        emit ConfigUpdate(VERSION, UpdateType.GAS_LIMIT, abi.encode(_gasLimit));
    }
}
