// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice The token as it was before interop: an upgradeable ERC-20 with an owner who mints.
///         It runs behind SimpleProxy, so it uses initialize() instead of a constructor.
contract TokenV1 {
    // Storage layout. A later version may add variables after these, never change or reorder them.
    string public name;
    string public symbol;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    address public owner;
    bool internal initialized;

    uint8 public constant decimals = 18;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    error AlreadyInitialized();
    error NotOwner();
    error InsufficientBalance();
    error InsufficientAllowance();

    function initialize(string calldata _name, string calldata _symbol, address _owner) external {
        if (initialized) revert AlreadyInitialized();
        initialized = true;
        name = _name;
        symbol = _symbol;
        owner = _owner;
    }

    function mint(address _to, uint256 _amount) external {
        if (msg.sender != owner) revert NotOwner();
        _mint(_to, _amount);
    }

    function transfer(address _to, uint256 _amount) external returns (bool) {
        _transfer(msg.sender, _to, _amount);
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
        _transfer(_from, _to, _amount);
        return true;
    }

    function _transfer(address _from, address _to, uint256 _amount) internal {
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
