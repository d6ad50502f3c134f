// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice What the bridge needs from the existing token on each chain: a mint and a burn
///         that the token lets the bridge call.
interface IMintableToken {
    function mint(address _to, uint256 _amount) external;

    function burn(address _from, uint256 _amount) external;
}
