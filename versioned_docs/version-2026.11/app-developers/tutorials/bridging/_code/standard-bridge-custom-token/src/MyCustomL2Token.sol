// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {ERC20} from "./ERC20.sol";
import {IERC165} from "./interfaces/IERC165.sol";
import {IOptimismMintableERC20} from "./interfaces/IOptimismMintableERC20.sol";

/// @notice An L2 token that the Standard Bridge can mint and burn, with one feature of its own:
///         transfers that carry a memo. The custom feature never touches mint or burn.
contract MyCustomL2Token is ERC20, IOptimismMintableERC20 {
    address public immutable REMOTE_TOKEN;
    address public immutable BRIDGE;

    event Mint(address indexed account, uint256 amount);
    event Burn(address indexed account, uint256 amount);
    event Memo(address indexed from, address indexed to, uint256 amount, string memo);

    modifier onlyBridge() {
        require(msg.sender == BRIDGE, "MyCustomL2Token: only the bridge can mint and burn");
        _;
    }

    /// @param _bridge      The L2StandardBridge, 0x4200000000000000000000000000000000000010.
    /// @param _remoteToken The L1 token this token represents.
    /// @param _decimals    Must equal the L1 token's decimals, or amounts will not match across layers.
    constructor(address _bridge, address _remoteToken, string memory _name, string memory _symbol, uint8 _decimals)
        ERC20(_name, _symbol, _decimals)
    {
        BRIDGE = _bridge;
        REMOTE_TOKEN = _remoteToken;
    }

    function remoteToken() external view returns (address) {
        return REMOTE_TOKEN;
    }

    function bridge() external view returns (address) {
        return BRIDGE;
    }

    /// @notice Called by the bridge when a deposit from L1 is finalized.
    function mint(address _to, uint256 _amount) external onlyBridge {
        _mint(_to, _amount);
        emit Mint(_to, _amount);
    }

    /// @notice Called by the bridge when a holder starts a withdrawal to L1.
    function burn(address _from, uint256 _amount) external onlyBridge {
        _burn(_from, _amount);
        emit Burn(_from, _amount);
    }

    /// @notice The custom feature: a transfer with a note attached, recorded in an event.
    function transferWithMemo(address _to, uint256 _amount, string calldata _memo) external returns (bool) {
        _transfer(msg.sender, _to, _amount);
        emit Memo(msg.sender, _to, _amount, _memo);
        return true;
    }

    /// @notice ERC-165: the bridge calls this to recognize the token.
    function supportsInterface(bytes4 _interfaceId) external pure returns (bool) {
        return _interfaceId == type(IERC165).interfaceId || _interfaceId == type(IOptimismMintableERC20).interfaceId;
    }
}
