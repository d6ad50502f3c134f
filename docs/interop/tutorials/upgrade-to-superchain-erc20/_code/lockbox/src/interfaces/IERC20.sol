// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice The ERC-20 functions the lockbox calls on the original token.
interface IERC20 {
    function balanceOf(address _account) external view returns (uint256);

    function transfer(address _to, uint256 _amount) external returns (bool);

    function transferFrom(address _from, address _to, uint256 _amount) external returns (bool);
}
