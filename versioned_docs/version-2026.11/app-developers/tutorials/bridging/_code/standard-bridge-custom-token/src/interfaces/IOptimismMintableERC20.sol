// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {IERC165} from "./IERC165.sol";

/// @notice The interface the Standard Bridge looks for, through ERC-165, before it mints or burns
///         an L2 token. Its interface id is computed from these four functions, so they must stay
///         exactly as they are.
interface IOptimismMintableERC20 is IERC165 {
    /// @notice The token on the other layer that this token represents.
    function remoteToken() external view returns (address);

    /// @notice The bridge allowed to mint and burn this token.
    function bridge() external returns (address);

    function mint(address _to, uint256 _amount) external;

    function burn(address _from, uint256 _amount) external;
}
