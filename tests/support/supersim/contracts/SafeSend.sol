// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

// Pays ETH to an address without running its code, as `new SafeSend{value: _amount}(_to)` does
// in the OP Stack interop specification (ethereum-optimism/specs at
// fd72cf797df6778fca67177c5335563bc602757c, specs/interop/superchain-eth-bridge.md, "relayETH",
// and eth-liquidity.md, "mint"): a contract is created with the value and destroys itself in
// its own creation, in favour of the recipient. A SELFDESTRUCT credits the beneficiary without
// calling it, and in the transaction that created the contract it still removes the contract
// (EIP-6780). The creation code is written out here (PUSH20 recipient, SELFDESTRUCT) because
// solc flags every `selfdestruct` in Solidity source as deprecated.
library SafeSend {
    error SafeSendFailed();

    function send(address _to, uint256 _amount) internal {
        bytes memory creationCode = abi.encodePacked(hex"73", _to, hex"ff");
        address created;
        assembly ("memory-safe") {
            created := create(_amount, add(creationCode, 32), mload(creationCode))
        }
        if (created == address(0)) revert SafeSendFailed();
    }
}
