// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {ICrossL2Inbox, Identifier} from "./interfaces/ICrossL2Inbox.sol";

/// @notice Tic-tac-toe between a player on one chain and a player on another. The contract is
///         deployed at the same address on both chains. Every move is a MoveMade event that
///         carries the whole game; the next move, on the other chain, proves that event
///         through the CrossL2Inbox instead of receiving a message.
contract TicTacToe {
    ICrossL2Inbox internal constant INBOX = ICrossL2Inbox(0x4200000000000000000000000000000000000022);

    struct Game {
        address playerX;
        uint256 chainX;
        address playerO;
        uint256 chainO;
        uint8[9] board; // 0 empty, 1 X, 2 O
        uint8 moveCount;
        uint8 winner; // 0 none yet, 1 X, 2 O, 3 draw
    }

    event MoveMade(uint256 indexed gameId, Game game);

    /// @notice Per game, the move count of the newest state this chain has seen or made.
    mapping(uint256 => uint8) public lastMoveCount;
    uint256 public gamesStarted;

    error NotFromThisGame();
    error NotMoveMade();
    error StaleOrFutureMove();
    error GameOver();
    error NotYourTurn();
    error WrongChain();
    error SquareTaken();
    error NoSuchSquare();

    /// @notice Player X starts a game on this chain against `_playerO` on `_chainO`, and
    ///         marks the first square.
    function startGame(address _playerO, uint256 _chainO, uint8 _square) external returns (uint256 gameId) {
        if (_chainO == block.chainid) revert WrongChain();
        gameId = uint256(keccak256(abi.encode(block.chainid, msg.sender, gamesStarted++)));
        Game memory game;
        game.playerX = msg.sender;
        game.chainX = block.chainid;
        game.playerO = _playerO;
        game.chainO = _chainO;
        _mark(game, _square, 1);
        lastMoveCount[gameId] = game.moveCount;
        emit MoveMade(gameId, game);
    }

    /// @notice Answers the opponent's last move, given as the identifier and payload of its
    ///         MoveMade log on the other chain.
    function play(Identifier calldata _id, bytes calldata _payload, uint8 _square) external {
        // The move must come from this game contract, which has the same address everywhere.
        if (_id.origin != address(this)) revert NotFromThisGame();
        if (bytes32(_payload[0:32]) != MoveMade.selector) revert NotMoveMade();
        INBOX.validateMessage(_id, keccak256(_payload));

        uint256 gameId = uint256(bytes32(_payload[32:64]));
        Game memory game = abi.decode(_payload[64:], (Game));

        // The proven move must be the next one this chain has not seen yet: no replays,
        // no skipping ahead, no answering an old position twice.
        if (game.moveCount != lastMoveCount[gameId] + 1) revert StaleOrFutureMove();
        if (game.winner != 0) revert GameOver();

        // After an odd number of moves it is O's turn, after an even number X's.
        bool oToMove = game.moveCount % 2 == 1;
        (address player, uint256 chain, uint256 opponentChain) =
            oToMove ? (game.playerO, game.chainO, game.chainX) : (game.playerX, game.chainX, game.chainO);
        if (msg.sender != player) revert NotYourTurn();
        if (block.chainid != chain || _id.chainId != opponentChain) revert WrongChain();

        _mark(game, _square, oToMove ? 2 : 1);
        lastMoveCount[gameId] = game.moveCount;
        emit MoveMade(gameId, game);
    }

    function _mark(Game memory _game, uint8 _square, uint8 _symbol) internal pure {
        if (_square > 8) revert NoSuchSquare();
        if (_game.board[_square] != 0) revert SquareTaken();
        _game.board[_square] = _symbol;
        _game.moveCount++;
        if (_hasLine(_game.board, _symbol)) _game.winner = _symbol;
        else if (_game.moveCount == 9) _game.winner = 3;
    }

    function _hasLine(uint8[9] memory _b, uint8 _m) internal pure returns (bool) {
        uint8[3][8] memory lines = [
            [0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]
        ];
        for (uint256 i = 0; i < 8; i++) {
            if (_b[lines[i][0]] == _m && _b[lines[i][1]] == _m && _b[lines[i][2]] == _m) return true;
        }
        return false;
    }
}
