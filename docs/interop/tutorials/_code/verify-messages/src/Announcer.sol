// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice An ordinary contract on chain A. It knows nothing about interop: it only emits events.
contract Announcer {
    event Announcement(address indexed author, string text);

    function announce(string calldata _text) external {
        emit Announcement(msg.sender, _text);
    }
}
