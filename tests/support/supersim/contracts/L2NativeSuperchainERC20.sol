// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

/// @notice Test version of the example token Supersim puts on its L2 chains at
///         0x420beeF000000000000000000000000000000001 (ethereum-optimism/supersim 0.1.0-alpha.59,
///         contracts/src/L2NativeSuperchainERC20.sol, and its README): a SuperchainERC20 named
///         "L2NativeSuperchainERC20", symbol "MOCK", 18 decimals, whose mint and burn are open to anyone
///         for testing. As the token-bridging specification requires (ethereum-optimism/specs at
///         fd72cf797df6778fca67177c5335563bc602757c, specs/interop/token-bridging.md), only the
///         SuperchainTokenBridge may call the ERC-7802 crosschainMint and crosschainBurn, which emit
///         CrosschainMint and CrosschainBurn; supportsInterface reports ERC-7802 and ERC-165.
///         Written for the tests; it has no constructor, so its code can be put in place with anvil_setCode.
contract L2NativeSuperchainERC20 {
    address internal constant SUPERCHAIN_TOKEN_BRIDGE = 0x4200000000000000000000000000000000000028;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 amount);
    event Approval(address indexed owner, address indexed spender, uint256 amount);
    event Mint(address indexed account, uint256 amount);
    event Burn(address indexed account, uint256 amount);
    event CrosschainMint(address indexed to, uint256 amount, address indexed sender);
    event CrosschainBurn(address indexed from, uint256 amount, address indexed sender);

    error ZeroAddress();
    error Unauthorized();
    error InsufficientBalance();
    error InsufficientAllowance();

    function name() external pure returns (string memory) {
        return "L2NativeSuperchainERC20";
    }

    function symbol() external pure returns (string memory) {
        return "MOCK";
    }

    function decimals() external pure returns (uint8) {
        return 18;
    }

    /// @notice Open to anyone, as on Supersim: it is a token to test with.
    function mint(address _to, uint256 _amount) external {
        if (_to == address(0)) revert ZeroAddress();
        _mint(_to, _amount);
        emit Mint(_to, _amount);
    }

    /// @notice Open to anyone, as on Supersim.
    function burn(address _from, uint256 _amount) external {
        if (_from == address(0)) revert ZeroAddress();
        _burn(_from, _amount);
        emit Burn(_from, _amount);
    }

    function crosschainMint(address _to, uint256 _amount) external {
        if (msg.sender != SUPERCHAIN_TOKEN_BRIDGE) revert Unauthorized();
        _mint(_to, _amount);
        emit CrosschainMint(_to, _amount, msg.sender);
    }

    function crosschainBurn(address _from, uint256 _amount) external {
        if (msg.sender != SUPERCHAIN_TOKEN_BRIDGE) revert Unauthorized();
        _burn(_from, _amount);
        emit CrosschainBurn(_from, _amount, msg.sender);
    }

    /// @notice ERC-7802 (0x33331994) and ERC-165 (0x01ffc9a7).
    function supportsInterface(bytes4 _interfaceId) external pure returns (bool) {
        return _interfaceId == (this.crosschainMint.selector ^ this.crosschainBurn.selector)
            || _interfaceId == this.supportsInterface.selector;
    }

    function transfer(address _to, uint256 _amount) external returns (bool) {
        _move(msg.sender, _to, _amount);
        return true;
    }

    function approve(address _spender, uint256 _amount) external returns (bool) {
        allowance[msg.sender][_spender] = _amount;
        emit Approval(msg.sender, _spender, _amount);
        return true;
    }

    function transferFrom(address _from, address _to, uint256 _amount) external returns (bool) {
        uint256 allowed = allowance[_from][msg.sender];
        if (allowed != type(uint256).max) {
            if (allowed < _amount) revert InsufficientAllowance();
            allowance[_from][msg.sender] = allowed - _amount;
        }
        _move(_from, _to, _amount);
        return true;
    }

    function _move(address _from, address _to, uint256 _amount) internal {
        if (balanceOf[_from] < _amount) revert InsufficientBalance();
        balanceOf[_from] -= _amount;
        balanceOf[_to] += _amount;
        emit Transfer(_from, _to, _amount);
    }

    function _mint(address _to, uint256 _amount) internal {
        totalSupply += _amount;
        balanceOf[_to] += _amount;
        emit Transfer(address(0), _to, _amount);
    }

    function _burn(address _from, uint256 _amount) internal {
        if (balanceOf[_from] < _amount) revert InsufficientBalance();
        balanceOf[_from] -= _amount;
        totalSupply -= _amount;
        emit Transfer(_from, address(0), _amount);
    }
}
