// ferz/variants/large.hpp: chess on large boards: 10×10 (Grand, Opulent, Tencubed, Shako, Troitzky),
// 12×10 with walls (Omicron), 10×8 (Royal Court, Gustav III), 8×10 (Wolf) and 9×9 (Jeson Mor).
//
// Each follows Fairy-Stockfish's built-in variant of the same name, so that perft counts agree with
// it. Walls are rules.board.holes (squares that do not exist, '*' in FEN); pawns whose double step
// starts on their third rank state it by starting there (an XBetza `i` move is had on the start
// position's squares, or on rules.pawns.initial_squares).
#pragma once

#include <string_view>

#include "ferz/variants/fairy.hpp"

namespace ferz::variants {

namespace large_pieces {
using archbishop = piece<'A', "BN">;
using chancellor = piece<'C', "RN">;
using marshal = piece<'M', "RN">;
using champion = piece<'C', "WAD">;
using wizard = piece<'W', "CF">;
using plain_king = piece<'K', "K", royal>;
}  // namespace large_pieces

// Grand chess, 10×10: pawns start on the third rank and promote on the last three, optionally on the
// first two of them, only to a piece the side has lost (promotion limits).
struct grand {
    static constexpr std::string_view name = "grand";
    using board = geometry<10, 10>;
    using pieces = piece_set<pawn_piece, knight, bishop, piece<'R', "R">, queen, large_pieces::archbishop,
                             large_pieces::chancellor, large_pieces::plain_king>;
    static constexpr std::string_view start_fen =
        "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1";
    static constexpr variant_rules rules = {
        .promotion = {.ranks = 3, .pieces = "ACQRBN", .limits = "A1C1Q1R2B2N2", .optional = true}};
};

// Opulent chess: Grand chess with a knight that also steps as a wazir, a wizard (camel + ferz) and a
// lion (ferz, dabbaba, threeleaper).
struct opulent : grand {
    static constexpr std::string_view name = "opulent";
    using pieces = piece_set<pawn_piece, piece<'N', "NW">, bishop, piece<'R', "R">, queen, large_pieces::archbishop,
                             large_pieces::chancellor, large_pieces::wizard, piece<'L', "FDH">, large_pieces::plain_king>;
    static constexpr std::string_view start_fen =
        "rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/CLBNQKNBLA/RW6WR w - - 0 1";
    static constexpr variant_rules rules = {
        .promotion = {.ranks = 3, .pieces = "ACQRBNWL", .limits = "A1C1Q1R2B2N2W2L2", .optional = true}};
};

// Ten-cubed, 10×10: archbishop, marshal (chancellor), champion and wizard behind the pieces.
struct tencubed {
    static constexpr std::string_view name = "tencubed";
    using board = geometry<10, 10>;
    using pieces = piece_set<pawn_piece, knight, bishop, piece<'R', "R">, queen, large_pieces::archbishop,
                             large_pieces::marshal, large_pieces::champion, large_pieces::wizard, large_pieces::plain_king>;
    static constexpr std::string_view start_fen =
        "2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "AMQ"}};
};

// Royal Court (Fairy-Stockfish's "centaur"), 10×8: a centaur (king + knight); the king castles three
// squares, as in Capablanca chess.
struct centaur {
    static constexpr std::string_view name = "centaur";
    using board = geometry<10, 8>;
    using pieces = piece_set<pawn_piece, knight, bishop, rook, queen, piece<'C', "KN">, piece<'K', "KisO3", royal>>;
    static constexpr std::string_view start_fen =
        "rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR w KQkq - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "CQRBN"}};
};

// Shako, 10×10: the xiangqi cannon and an elephant (ferz + alfil); the king castles on the second rank.
struct shako {
    static constexpr std::string_view name = "shako";
    using board = geometry<10, 10>;
    using pieces = piece_set<pawn_piece, knight, bishop, rook, queen, piece<'C', "mRcpR">, piece<'E', "FA">,
                             piece<'K', "KisO2", royal>>;
    static constexpr std::string_view start_fen =
        "c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "QRBNCE"},
                                            .castling = {.rank = 1, .kingside_file = 8, .queenside_file = 1}};
};

// Jeson Mor, 9×9: knights only, no king; a knight that reaches e5 and survives the reply wins.
struct jesonmor {
    static constexpr std::string_view name = "jesonmor";
    using board = geometry<9, 9>;
    using pieces = piece_set<knight>;
    static constexpr std::string_view start_fen = "nnnnnnnnn/9/9/9/9/9/9/9/NNNNNNNNN w - - 0 1";
    static constexpr variant_rules rules = {.end = {.stalemate = outcome::loss, .flag_piece = 'N', .flag_region = "e5"}};
};

}  // namespace ferz::variants

namespace ferz::variants {

// Wolf chess, 8×10: wolf (chancellor), fox (archbishop), nightrider, and sergeants that step to the
// three squares ahead. Pawns and sergeants have their double step on their first rank and on b3, c3,
// f3, g3 (rules.pawns.initial_squares), and both promote on the last rank; a pawn may also become an
// elephant (nightrider + queen), shogi-style ('+' in UCI).
struct wolf {
    static constexpr std::string_view name = "wolf";
    using board = geometry<8, 10>;
    using pieces = piece_set<pawn_piece, piece<'S', "fWfFifmnD", pawn>, piece<'N', "N0">, bishop, piece<'R', "R">, queen,
                             piece<'W', "RN">, piece<'F', "BN">,
                             promoted_piece<'P', "N0Q">, large_pieces::plain_king>;
    static constexpr std::string_view start_fen =
        "qwfrbbnk/pssppssp/1pp2pp1/8/8/8/8/1PP2PP1/PSSPPSSP/KNBBRFWQ w - - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "QWFRB"}, .pawns = {.initial_squares = "a2-h2 b3-c3 f3-g3"}};
};

}  // namespace ferz::variants

namespace ferz::variants {

// Gustav III's chess, 10×8 with walls (rules.board.holes) beside the pawns: amazons in the corners.
struct gustav3 {
    static constexpr std::string_view name = "gustav3";
    using board = geometry<10, 8>;
    using pieces = piece_set<pawn_piece, knight, bishop, rook, queen, piece<'A', "QN">, king>;
    static constexpr std::string_view start_fen = "arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1";
    static constexpr variant_rules rules = {.promotion = {.pieces = "AQRBN"}, .board = {.holes = "a2-a7 j2-j7"}};
};

// Omicron, 12×10 with walls: a 10×8 field inside a frame, with wizards on the four corners; champions
// and the king castle on the second rank.
struct omicron {
    static constexpr std::string_view name = "omicron";
    using board = geometry<12, 10>;
    using pieces = piece_set<pawn_piece, knight, bishop, rook, queen, large_pieces::champion, large_pieces::wizard, king>;
    static constexpr std::string_view start_fen =
        "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1";
    static constexpr variant_rules rules = {.promotion = {.ranks = 2, .pieces = "WCQRBN"},
                                            .castling = {.rank = 1},
                                            .board = {.holes = "b1-k1 b10-k10 a2-a9 l2-l9"}};
};

// Troitzky chess, 10×10 with walls cutting the corners; pawns promote on the last square of their file.
struct troitzky {
    static constexpr std::string_view name = "troitzky";
    using board = geometry<10, 10>;
    using pieces = piece_set<pawn_piece, knight, bishop, piece<'R', "R">, queen, large_pieces::plain_king>;
    static constexpr std::string_view start_fen =
        "****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1";
    static constexpr variant_rules rules = {
        .promotion = {.pieces = "QRBN", .zone = "a6 b8 c9 d9 e10 f10 g9 h9 i8 j6"},
        .board = {.holes = "a1-d1 g1-j1 a2-b2 i2-j2 a3-a4 j3-j4 a7-a8 j7-j8 a9-b9 i9-j9 a10-d10 g10-j10"}};
};

}  // namespace ferz::variants
