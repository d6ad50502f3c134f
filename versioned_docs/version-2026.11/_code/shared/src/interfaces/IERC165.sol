// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice ERC-165: lets other contracts ask which interfaces a contract implements.
interface IERC165 {
    function supportsInterface(bytes4 _interfaceId) external view returns (bool);
}
