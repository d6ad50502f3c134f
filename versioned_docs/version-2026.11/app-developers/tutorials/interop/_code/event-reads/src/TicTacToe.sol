// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

import {ICrossL2Inbox, Identifier} from "./interfaces/ICrossL2Inbox.sol";

/// @notice Tic-tac-toe between two chains. Each move is a MovePlayed event on the mover's chain;
///         the opponent's next move consumes that event on their own chain through the CrossL2Inbox.
///         No message is ever sent: each copy reads the other copy's events.
contract TicTacToe {
    ICrossL2Inbox internal constant INBOX = ICrossL2Inbox(0x4200000000000000000000000000000000000022);
    uint8 internal constant X = 1;
    uint8 internal constant O = 2;

    struct Game {
        address player; // the player on this chain
        address opponent; // the player on the other chain
        uint256 opponentChainId;
        uint8 myMark;
        uint8 moves;
        bool over;
        uint8[9] board;
    }

    /// @notice The fields of a MovePlayed event, in the order they are encoded in the log data.
    struct Move {
        uint256 gameId;
        address player;
        address opponent;
        uint256 opponentChainId;
        uint8 moveNumber;
        uint8 row;
        uint8 col;
    }

    address public immutable owner;
    /// @notice The TicTacToe copy trusted on each other chain, by chain id.
    mapping(uint256 => address) public peers;
    uint256 public gamesCreated;
    mapping(uint256 => Game) internal games;

    event MovePlayed(
        uint256 gameId,
        address player,
        address opponent,
        uint256 opponentChainId,
        uint8 moveNumber,
        uint8 row,
        uint8 col
    );
    event GameWon(uint256 indexed gameId, address winner);
    event GameDrawn(uint256 indexed gameId);

    constructor() {
        owner = msg.sender;
    }

    function setPeer(uint256 _chainId, address _peer) external {
        require(msg.sender == owner, "TicTacToe: only the owner");
        peers[_chainId] = _peer;
    }

    /// @notice Starts a game against `_opponent` on `_opponentChainId`, with X's first move.
    function newGame(uint256 _opponentChainId, address _opponent, uint8 _row, uint8 _col)
        external
        returns (uint256 gameId)
    {
        require(peers[_opponentChainId] != address(0), "TicTacToe: no peer on that chain");
        gamesCreated += 1;
        gameId = uint256(keccak256(abi.encode(block.chainid, address(this), gamesCreated)));
        Game storage game = games[gameId];
        game.player = msg.sender;
        game.opponent = _opponent;
        game.opponentChainId = _opponentChainId;
        game.myMark = X;
        _place(game, _row, _col, X);
        emit MovePlayed(gameId, msg.sender, _opponent, _opponentChainId, game.moves, _row, _col);
    }

    /// @notice Applies the opponent's last move, read from their MovePlayed event, then plays yours.
    /// @param _id      Where the opponent's MovePlayed event was emitted.
    /// @param _payload The event's topics and data, concatenated.
    function play(Identifier calldata _id, bytes calldata _payload, uint8 _row, uint8 _col) external {
        // 1. The event must come from our copy on its chain, and it must really exist there.
        require(_id.origin != address(0) && _id.origin == peers[_id.chainId], "TicTacToe: not a known peer");
        INBOX.validateMessage(_id, keccak256(_payload));
        require(bytes32(_payload[:32]) == MovePlayed.selector, "TicTacToe: not a MovePlayed event");
        Move memory theirs = abi.decode(_payload[32:], (Move));
        require(
            theirs.opponent == msg.sender && theirs.opponentChainId == block.chainid, "TicTacToe: not your game"
        );

        // 2. Find the game; the first move of a game we have not seen makes the caller player O.
        Game storage game = games[theirs.gameId];
        if (game.moves == 0) {
            require(theirs.moveNumber == 1, "TicTacToe: unknown game");
            game.player = msg.sender;
            game.opponent = theirs.player;
            game.opponentChainId = _id.chainId;
            game.myMark = O;
        } else {
            require(
                game.player == msg.sender && game.opponent == theirs.player && game.opponentChainId == _id.chainId,
                "TicTacToe: not your game"
            );
        }
        require(!game.over, "TicTacToe: the game is over");
        require(theirs.moveNumber == game.moves + 1, "TicTacToe: move out of order");

        // 3. Replay their move on our copy of the board.
        uint8 theirMark = game.myMark == X ? O : X;
        _place(game, theirs.row, theirs.col, theirMark);
        if (_isWinner(game.board, theirMark)) return _finish(game, theirs.gameId, theirs.player);
        if (game.moves == 9) return _finish(game, theirs.gameId, address(0));

        // 4. Play our move and publish it for the opponent.
        _place(game, _row, _col, game.myMark);
        emit MovePlayed(theirs.gameId, msg.sender, theirs.player, _id.chainId, game.moves, _row, _col);
        if (_isWinner(game.board, game.myMark)) return _finish(game, theirs.gameId, msg.sender);
        if (game.moves == 9) return _finish(game, theirs.gameId, address(0));
    }

    function getBoard(uint256 _gameId) external view returns (uint8[9] memory) {
        return games[_gameId].board;
    }

    function getStatus(uint256 _gameId) external view returns (uint8 moves, bool over, uint8 myMark) {
        Game storage game = games[_gameId];
        return (game.moves, game.over, game.myMark);
    }

    function _place(Game storage _game, uint8 _row, uint8 _col, uint8 _mark) internal {
        require(_row < 3 && _col < 3, "TicTacToe: off the board");
        uint8 cell = _row * 3 + _col;
        require(_game.board[cell] == 0, "TicTacToe: cell taken");
        _game.board[cell] = _mark;
        _game.moves += 1;
    }

    function _finish(Game storage _game, uint256 _gameId, address _winner) internal {
        _game.over = true;
        if (_winner == address(0)) emit GameDrawn(_gameId);
        else emit GameWon(_gameId, _winner);
    }

    function _isWinner(uint8[9] storage _b, uint8 _m) internal view returns (bool) {
        for (uint8 i = 0; i < 3; i++) {
            if (_b[i * 3] == _m && _b[i * 3 + 1] == _m && _b[i * 3 + 2] == _m) return true; // row i
            if (_b[i] == _m && _b[i + 3] == _m && _b[i + 6] == _m) return true; // column i
        }
        return (_b[0] == _m && _b[4] == _m && _b[8] == _m) || (_b[2] == _m && _b[4] == _m && _b[6] == _m);
    }
}
