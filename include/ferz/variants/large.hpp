// ferz/variants/large.hpp: chess on large boards: 10×10 (Grand, Opulent, Tencubed, Shako, Troitzky),
// 12×10 with walls (Omicron), 10×8 (Royal Court, Gustav III), 8×10 (Wolf) and 9×9 (Jeson Mor).
//
// Each follows Fairy-Stockfish's built-in variant of the same name, so that perft counts agree with
// it. Walls are rules.board.holes (squares that do not exist, '*' in FEN); pawns whose double step
// starts on their third rank state it by starting there (an XBetza `i` move is had on the start
// position's squares, or on rules.pawns.initial_squares).
#pragma once

#include "ferz/variants/fairy.hpp"

namespace ferz::variants {

namespace definitions {

namespace large_pieces {
inline constexpr piece_def archbishop = piece('A', "BN");
inline constexpr piece_def chancellor = piece('C', "RN");
inline constexpr piece_def marshal = piece('M', "RN");
inline constexpr piece_def champion = piece('C', "WAD");
inline constexpr piece_def wizard = piece('W', "CF");
inline constexpr piece_def plain_king = piece('K', "K", royal);
inline constexpr piece_def plain_rook = piece('R', "R");
}  // namespace large_pieces

// Grand chess, 10×10: pawns start on the third rank and promote on the last three, optionally on the
// first two of them, only to a piece the side has lost (promotion limits).
inline constexpr variant_def grand = {
    .name = "grand",
    .files = 10,
    .ranks = 10,
    .pieces = {pawn_piece, knight, bishop, large_pieces::plain_rook, queen, large_pieces::archbishop, large_pieces::chancellor,
               large_pieces::plain_king},
    .start_fen = "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
    .rules = {.promotion = {.ranks = 3, .pieces = "ACQRBN", .limits = "A1C1Q1R2B2N2", .optional = true}},
};

// Opulent chess: Grand chess with a knight that also steps as a wazir, a wizard (camel + ferz) and a
// lion (ferz, dabbaba, threeleaper).
inline constexpr variant_def opulent = [] {
    variant_def v = grand;
    v.name = "opulent";
    v.pieces = {pawn_piece, piece('N', "NW"), bishop, large_pieces::plain_rook, queen, large_pieces::archbishop,
                large_pieces::chancellor, large_pieces::wizard, piece('L', "FDH"), large_pieces::plain_king};
    v.start_fen = "rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/CLBNQKNBLA/RW6WR w - - 0 1";
    v.rules.promotion.pieces = "ACQRBNWL";
    v.rules.promotion.limits = "A1C1Q1R2B2N2W2L2";
    return v;
}();

// Ten-cubed, 10×10: archbishop, marshal (chancellor), champion and wizard behind the pieces.
inline constexpr variant_def tencubed = {
    .name = "tencubed",
    .files = 10,
    .ranks = 10,
    .pieces = {pawn_piece, knight, bishop, large_pieces::plain_rook, queen, large_pieces::archbishop, large_pieces::marshal,
               large_pieces::champion, large_pieces::wizard, large_pieces::plain_king},
    .start_fen = "2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1",
    .rules = {.promotion = {.pieces = "AMQ"}},
};

// Royal Court (Fairy-Stockfish's "centaur"), 10×8: a centaur (king + knight); the king castles three
// squares, as in Capablanca chess.
inline constexpr variant_def centaur = {
    .name = "centaur",
    .files = 10,
    .ranks = 8,
    .pieces = {pawn_piece, knight, bishop, rook, queen, piece('C', "KN"), piece('K', "KisO3", royal)},
    .start_fen = "rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR w KQkq - 0 1",
    .rules = {.promotion = {.pieces = "CQRBN"}},
};

// Shako, 10×10: the xiangqi cannon and an elephant (ferz + alfil); the king castles on the second rank.
inline constexpr variant_def shako = {
    .name = "shako",
    .files = 10,
    .ranks = 10,
    .pieces = {pawn_piece, knight, bishop, rook, queen, piece('C', "mRcpR"), piece('E', "FA"), piece('K', "KisO2", royal)},
    .start_fen = "c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1",
    .rules = {.promotion = {.pieces = "QRBNCE"}, .castling = {.rank = 1, .kingside_file = 8, .queenside_file = 1}},
};

// Jeson Mor, 9×9: knights only, no king; a knight that reaches e5 and survives the reply wins.
inline constexpr variant_def jesonmor = {
    .name = "jesonmor",
    .files = 9,
    .ranks = 9,
    .pieces = {knight},
    .start_fen = "nnnnnnnnn/9/9/9/9/9/9/9/NNNNNNNNN w - - 0 1",
    .rules = {.end = {.stalemate = outcome::loss, .flag_piece = 'N', .flag_region = "e5"}},
};

// Wolf chess, 8×10: wolf (chancellor), fox (archbishop), nightrider, and sergeants that step to the
// three squares ahead. Pawns and sergeants have their double step on their first rank and on b3, c3,
// f3, g3 (rules.pawns.initial_squares), and both promote on the last rank; a pawn may also become an
// elephant (nightrider + queen), shogi-style ('+' in UCI).
inline constexpr variant_def wolf = {
    .name = "wolf",
    .files = 8,
    .ranks = 10,
    .pieces = {pawn_piece, piece('S', "fWfFifmnD", pawn), piece('N', "N0"), bishop, large_pieces::plain_rook, queen,
               piece('W', "RN"), piece('F', "BN"), promoted_piece('P', "N0Q"), large_pieces::plain_king},
    .start_fen = "qwfrbbnk/pssppssp/1pp2pp1/8/8/8/8/1PP2PP1/PSSPPSSP/KNBBRFWQ w - - 0 1",
    .rules = {.promotion = {.pieces = "QWFRB"}, .pawns = {.initial_squares = "a2-h2 b3-c3 f3-g3"}},
};

// Gustav III's chess, 10×8 with walls (rules.board.holes) beside the pawns: amazons in the corners.
inline constexpr variant_def gustav3 = {
    .name = "gustav3",
    .files = 10,
    .ranks = 8,
    .pieces = {pawn_piece, knight, bishop, rook, queen, piece('A', "QN"), king},
    .start_fen = "arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1",
    .rules = {.promotion = {.pieces = "AQRBN"}, .board = {.holes = "a2-a7 j2-j7"}},
};

// Omicron, 12×10 with walls: a 10×8 field inside a frame, with wizards on the four corners; champions
// and the king castle on the second rank.
inline constexpr variant_def omicron = {
    .name = "omicron",
    .files = 12,
    .ranks = 10,
    .pieces = {pawn_piece, knight, bishop, rook, queen, large_pieces::champion, large_pieces::wizard, king},
    .start_fen = "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1",
    .rules = {.promotion = {.ranks = 2, .pieces = "WCQRBN"},
              .castling = {.rank = 1},
              .board = {.holes = "b1-k1 b10-k10 a2-a9 l2-l9"}},
};

// Troitzky chess, 10×10 with walls cutting the corners; pawns promote on the last square of their file.
inline constexpr variant_def troitzky = {
    .name = "troitzky",
    .files = 10,
    .ranks = 10,
    .pieces = {pawn_piece, knight, bishop, large_pieces::plain_rook, queen, large_pieces::plain_king},
    .start_fen = "****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1",
    .rules = {.promotion = {.pieces = "QRBN", .zone = "a6 b8 c9 d9 e10 f10 g9 h9 i8 j6"},
              .board = {.holes = "a1-d1 g1-j1 a2-b2 i2-j2 a3-a4 j3-j4 a7-a8 j7-j8 a9-b9 i9-j9 a10-d10 g10-j10"}},
};

}  // namespace definitions

using grand = variant<definitions::grand>;
using opulent = variant<definitions::opulent>;
using tencubed = variant<definitions::tencubed>;
using centaur = variant<definitions::centaur>;
using shako = variant<definitions::shako>;
using jesonmor = variant<definitions::jesonmor>;
using wolf = variant<definitions::wolf>;
using gustav3 = variant<definitions::gustav3>;
using omicron = variant<definitions::omicron>;
using troitzky = variant<definitions::troitzky>;

}  // namespace ferz::variants
