// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

/// @notice Stands in for a token that already exists on several chains, at different addresses,
///         and cannot be changed. Its owner can name one minter, which may mint and burn.
contract ExistingToken {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    address public immutable owner;
    address public minter;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event MinterChanged(address indexed minter);

    error NotOwner();
    error NotMinter();
    error InsufficientBalance();

    constructor(string memory _name, string memory _symbol) {
        name = _name;
        symbol = _symbol;
        owner = msg.sender;
        minter = msg.sender;
    }

    function setMinter(address _minter) external {
        if (msg.sender != owner) revert NotOwner();
        minter = _minter;
        emit MinterChanged(_minter);
    }

    function mint(address _to, uint256 _amount) external {
        if (msg.sender != minter) revert NotMinter();
        totalSupply += _amount;
        balanceOf[_to] += _amount;
        emit Transfer(address(0), _to, _amount);
    }

    function burn(address _from, uint256 _amount) external {
        if (msg.sender != minter) revert NotMinter();
        if (balanceOf[_from] < _amount) revert InsufficientBalance();
        balanceOf[_from] -= _amount;
        totalSupply -= _amount;
        emit Transfer(_from, address(0), _amount);
    }

    function transfer(address _to, uint256 _amount) external returns (bool) {
        if (balanceOf[msg.sender] < _amount) revert InsufficientBalance();
        balanceOf[msg.sender] -= _amount;
        balanceOf[_to] += _amount;
        emit Transfer(msg.sender, _to, _amount);
        return true;
    }
}
