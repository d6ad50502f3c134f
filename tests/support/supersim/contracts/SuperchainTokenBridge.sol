// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice What the bridge needs of the messenger at 0x4200000000000000000000000000000000000023.
interface IL2ToL2CrossDomainMessengerForBridge {
    function sendMessage(uint256 _destination, address _target, bytes calldata _message) external returns (bytes32);
    function crossDomainMessageContext() external view returns (address sender_, uint256 source_);
}

/// @notice ERC-7802 as the token-bridging specification gives it, plus ERC-165's one function.
interface IERC7802ForBridge {
    function crosschainMint(address _to, uint256 _amount) external;
    function crosschainBurn(address _from, uint256 _amount) external;
    function supportsInterface(bytes4 _interfaceId) external view returns (bool);
}

/// @notice Test version of the SuperchainTokenBridge predeploy (0x4200000000000000000000000000000000000028),
///         written for the tutorial tests from the OP Stack interop specification (ethereum-optimism/specs
///         at fd72cf797df6778fca67177c5335563bc602757c, specs/interop/predeploys.md, "SuperchainTokenBridge",
///         and specs/interop/token-bridging.md): sendERC20 burns with crosschainBurn and sends relayERC20
///         to this same address on the destination through the L2ToL2CrossDomainMessenger; relayERC20 runs
///         only when the messenger calls it with this bridge as the cross-domain sender, and mints with
///         crosschainMint.
///         Beyond the specification's text, as the released bridge does (the implementation the site's
///         SuperchainERC20 page cites, ethereum-optimism/optimism op-node/v1.13.4,
///         packages/contracts-bedrock/src/L2/SuperchainTokenBridge.sol): sendERC20 refuses the zero
///         address as recipient and a token whose ERC-165 supportsInterface does not report ERC-7802,
///         and the events and errors have that contract's names (SendERC20 and RelayERC20; the
///         specification calls the events SentERC20 and RelayedERC20).
contract SuperchainTokenBridge {
    IL2ToL2CrossDomainMessengerForBridge internal constant MESSENGER =
        IL2ToL2CrossDomainMessengerForBridge(0x4200000000000000000000000000000000000023);

    /// @notice The ERC-7802 interface id: crosschainMint's selector XOR crosschainBurn's.
    bytes4 internal constant ERC7802_INTERFACE_ID =
        IERC7802ForBridge.crosschainMint.selector ^ IERC7802ForBridge.crosschainBurn.selector;

    event SendERC20(
        address indexed token, address indexed from, address indexed to, uint256 amount, uint256 destination
    );
    event RelayERC20(address indexed token, address indexed from, address indexed to, uint256 amount, uint256 source);

    error ZeroAddress();
    error InvalidERC7802();
    error Unauthorized();
    error InvalidCrossDomainSender();

    /// @notice Burns `_amount` of the caller's `_token` here and has the bridge on chain `_chainId`
    ///         mint as much to `_to`. Returns the messenger's hash of the message.
    function sendERC20(address _token, address _to, uint256 _amount, uint256 _chainId)
        external
        returns (bytes32 msgHash_)
    {
        if (_to == address(0)) revert ZeroAddress();
        if (!IERC7802ForBridge(_token).supportsInterface(ERC7802_INTERFACE_ID)) revert InvalidERC7802();

        IERC7802ForBridge(_token).crosschainBurn(msg.sender, _amount);
        msgHash_ = MESSENGER.sendMessage(
            _chainId, address(this), abi.encodeCall(this.relayERC20, (_token, msg.sender, _to, _amount))
        );
        emit SendERC20(_token, msg.sender, _to, _amount, _chainId);
    }

    /// @notice Runs on the destination when the messenger relays a sendERC20 of this bridge's copy
    ///         on the source chain; `_from` is who sent the tokens there.
    function relayERC20(address _token, address _from, address _to, uint256 _amount) external {
        if (msg.sender != address(MESSENGER)) revert Unauthorized();
        (address sender, uint256 source) = MESSENGER.crossDomainMessageContext();
        if (sender != address(this)) revert InvalidCrossDomainSender();

        IERC7802ForBridge(_token).crosschainMint(_to, _amount);
        emit RelayERC20(_token, _from, _to, _amount, source);
    }
}
