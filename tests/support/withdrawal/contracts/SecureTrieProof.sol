// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// Checks a Merkle-Patricia proof of a storage slot, as eth_getProof returns it (with the node viem
/// appends when the leaf is embedded in the last branch), against a storage root: the check the
/// OptimismPortal makes before it records a withdrawal as proven. Written for these tests; a
/// "secure" trie is keyed by keccak256 of the slot, and every node is RLP (an item is a byte
/// string or a list of items). A node is referenced by its keccak256, or embedded as is in its
/// parent when its encoding is shorter than 32 bytes.
library SecureTrieProof {
    error MalformedRlp();

    /// One RLP item: where its encoding starts, how long it is, where its payload starts and how
    /// long that is (all as memory addresses and byte counts), and whether it is a list.
    struct Item {
        uint256 start;
        uint256 length;
        uint256 payload;
        uint256 payloadLength;
        bool isList;
    }

    /// Whether `_proof` shows `_value` stored under keccak256(`_key`) in the trie with root `_root`.
    function verifyInclusion(bytes memory _key, bytes memory _value, bytes[] memory _proof, bytes32 _root)
        internal
        pure
        returns (bool)
    {
        (bool found, bytes memory value) = get(abi.encodePacked(keccak256(_key)), _proof, _root);
        return found && keccak256(value) == keccak256(_value);
    }

    /// Where a walk down the trie stands: the key's nibbles, how many of them are consumed, and how the
    /// next node is referenced (by hash, or embedded in its parent).
    struct Walk {
        bytes key;
        uint256 consumed;
        bytes32 wantedHash;
        bytes wantedEncoding;
        bool embedded;
    }

    enum Step {
        Next,
        Found,
        Missing
    }

    /// Follows `_path` (a byte string, read as nibbles) from the root through the proof's nodes.
    /// Returns the value of the leaf at the end, or found = false when the proof leaves the path,
    /// ends early or names a node it does not contain.
    function get(bytes memory _path, bytes[] memory _proof, bytes32 _root)
        internal
        pure
        returns (bool found, bytes memory value)
    {
        Walk memory walk = Walk(_nibbles(_path), 0, _root, "", false);
        for (uint256 i = 0; i < _proof.length; i++) {
            Step step;
            (step, value) = _step(walk, _proof[i]);
            if (step == Step.Found) return (true, value);
            if (step == Step.Missing) return (false, "");
        }
        return (false, "");
    }

    /// Checks that `_node` is the node the walk expects, then moves past it.
    function _step(Walk memory _walk, bytes memory _node) private pure returns (Step, bytes memory) {
        bool expected = _walk.embedded
            ? keccak256(_node) == keccak256(_walk.wantedEncoding)
            : keccak256(_node) == _walk.wantedHash;
        if (!expected) return (Step.Missing, "");
        Item[] memory items = _listItems(_node);
        Item memory next;
        if (items.length == 17) {
            // A branch: one child per nibble, then a value for a key that ends here.
            if (_walk.consumed == _walk.key.length) return (Step.Found, _payload(items[16]));
            next = items[uint8(_walk.key[_walk.consumed])];
            _walk.consumed += 1;
        } else if (items.length == 2) {
            // A leaf or an extension: a compact-encoded run of nibbles, then a value or a child.
            (bool onPath, bool leaf) = _followRun(_walk, _payload(items[0]));
            if (!onPath) return (Step.Missing, "");
            if (leaf) {
                // A leaf: the key must end exactly here.
                if (_walk.consumed != _walk.key.length) return (Step.Missing, "");
                return (Step.Found, _payload(items[1]));
            }
            next = items[1];
        } else {
            revert MalformedRlp();
        }

        if (next.isList) {
            // An embedded node: the next proof element must be exactly its encoding.
            _walk.embedded = true;
            _walk.wantedEncoding = _copy(next.start, next.length);
        } else if (next.payloadLength == 32) {
            _walk.embedded = false;
            bytes32 hash;
            uint256 ptr = next.payload;
            assembly ("memory-safe") {
                hash := mload(ptr)
            }
            _walk.wantedHash = hash;
        } else {
            // An empty child: nothing is stored under this key.
            return (Step.Missing, "");
        }
        return (Step.Next, "");
    }

    /// Matches the run of nibbles of a leaf or extension node against the key where the walk
    /// stands and consumes it. The first nibble is a flag: 2 or 3 for a leaf, 0 or 1 for an
    /// extension, odd when the run has an odd length (else a padding nibble follows the flag).
    function _followRun(Walk memory _walk, bytes memory _encodedPath) private pure returns (bool onPath, bool leaf) {
        if (_encodedPath.length == 0) revert MalformedRlp();
        uint8 flag = uint8(_encodedPath[0]) >> 4;
        if (flag > 3) revert MalformedRlp();
        bytes memory run = _nibbles(_encodedPath);
        uint256 skip = flag % 2 == 1 ? 1 : 2;
        uint256 runLength = run.length - skip;
        if (_walk.consumed + runLength > _walk.key.length) return (false, flag >= 2);
        for (uint256 j = 0; j < runLength; j++) {
            if (run[skip + j] != _walk.key[_walk.consumed + j]) return (false, flag >= 2);
        }
        _walk.consumed += runLength;
        return (true, flag >= 2);
    }

    /// The items of an RLP list that fills `_node` exactly.
    function _listItems(bytes memory _node) private pure returns (Item[] memory items) {
        uint256 start;
        assembly ("memory-safe") {
            start := add(_node, 32)
        }
        Item memory list = _item(start, _node.length);
        if (!list.isList || list.length != _node.length) revert MalformedRlp();
        items = new Item[](17);
        uint256 count = 0;
        uint256 ptr = list.payload;
        uint256 end = list.payload + list.payloadLength;
        while (ptr < end) {
            if (count == 17) revert MalformedRlp();
            items[count] = _item(ptr, end - ptr);
            ptr += items[count].length;
            count += 1;
        }
        assembly ("memory-safe") {
            mstore(items, count)
        }
    }

    /// Decodes the header of the item at memory address `_start`, which has `_available` bytes.
    function _item(uint256 _start, uint256 _available) private pure returns (Item memory item) {
        if (_available == 0) revert MalformedRlp();
        uint256 prefix;
        assembly ("memory-safe") {
            prefix := byte(0, mload(_start))
        }
        item.start = _start;
        if (prefix < 0x80) {
            // A single byte below 0x80 is its own encoding.
            (item.payload, item.payloadLength, item.length) = (_start, 1, 1);
        } else if (prefix < 0xb8) {
            (item.payload, item.payloadLength) = (_start + 1, prefix - 0x80);
            item.length = 1 + item.payloadLength;
        } else if (prefix < 0xc0) {
            uint256 lengthOfLength = prefix - 0xb7;
            (item.payload, item.payloadLength) = (_start + 1 + lengthOfLength, _bigEndian(_start + 1, lengthOfLength));
            item.length = 1 + lengthOfLength + item.payloadLength;
        } else if (prefix < 0xf8) {
            (item.payload, item.payloadLength, item.isList) = (_start + 1, prefix - 0xc0, true);
            item.length = 1 + item.payloadLength;
        } else {
            uint256 lengthOfLength = prefix - 0xf7;
            (item.payload, item.payloadLength, item.isList) =
                (_start + 1 + lengthOfLength, _bigEndian(_start + 1, lengthOfLength), true);
            item.length = 1 + lengthOfLength + item.payloadLength;
        }
        if (item.length > _available) revert MalformedRlp();
    }

    function _bigEndian(uint256 _ptr, uint256 _length) private pure returns (uint256 value) {
        if (_length == 0 || _length > 8) revert MalformedRlp();
        assembly ("memory-safe") {
            value := shr(sub(256, mul(8, _length)), mload(_ptr))
        }
    }

    /// The payload of a byte-string item, copied out.
    function _payload(Item memory _item_) private pure returns (bytes memory) {
        if (_item_.isList) revert MalformedRlp();
        return _copy(_item_.payload, _item_.payloadLength);
    }

    function _copy(uint256 _ptr, uint256 _length) private pure returns (bytes memory out) {
        out = new bytes(_length);
        assembly ("memory-safe") {
            mcopy(add(out, 32), _ptr, _length)
        }
    }

    /// Each byte as two nibbles, high first, one nibble per byte of the result.
    function _nibbles(bytes memory _bytes) private pure returns (bytes memory out) {
        out = new bytes(_bytes.length * 2);
        for (uint256 i = 0; i < _bytes.length; i++) {
            out[2 * i] = bytes1(uint8(_bytes[i]) >> 4);
            out[2 * i + 1] = bytes1(uint8(_bytes[i]) & 0x0f);
        }
    }
}
