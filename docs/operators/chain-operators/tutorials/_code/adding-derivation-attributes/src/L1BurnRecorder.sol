// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @title L1BurnRecorder
/// @notice Stores, for each L1 origin block, how much ETH that block burned through its base fee.
///         A modified op-node writes the value with a system deposit in the first L2 block of
///         every epoch; any contract on L2 can read it.
contract L1BurnRecorder {
    /// @notice Sender of the deposit that op-node adds. This is the account that also sends the
    ///         L1 attributes deposit, so no ordinary account can call `record`.
    address public constant DEPOSITOR_ACCOUNT = 0xDeaDDEaDDeAdDeAdDEAdDEaddeAddEAdDEAd0001;

    /// @notice Number of the latest L1 origin block recorded.
    uint64 public latestL1Block;

    /// @notice Sum of all burns recorded since this contract started recording.
    uint256 public totalBurned;

    /// @notice Burn of each recorded L1 block, in wei.
    mapping(uint64 => uint256) public burnedAt;

    event BurnRecorded(uint64 indexed l1BlockNumber, uint256 burned);

    error OnlyDepositor();
    error NotIncreasing(uint64 l1BlockNumber, uint64 latest);

    /// @notice Records the burn of one L1 block. Called once per epoch by the derivation pipeline.
    /// @param l1BlockNumber Number of the L1 origin block.
    /// @param burned Base fee of that block multiplied by its gas used, in wei.
    function record(uint64 l1BlockNumber, uint256 burned) external {
        if (msg.sender != DEPOSITOR_ACCOUNT) revert OnlyDepositor();
        if (latestL1Block != 0 && l1BlockNumber <= latestL1Block) {
            revert NotIncreasing(l1BlockNumber, latestL1Block);
        }
        latestL1Block = l1BlockNumber;
        burnedAt[l1BlockNumber] = burned;
        totalBurned += burned;
        emit BurnRecorded(l1BlockNumber, burned);
    }

    /// @notice Burn of the latest recorded L1 block, in wei.
    function latestBurn() external view returns (uint256) {
        return burnedAt[latestL1Block];
    }
}
