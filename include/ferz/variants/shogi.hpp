// ferz/variants/shogi.hpp: shogi and its smaller relatives: pieces in hand, promoted forms.
//
// A shogi piece that promotes has a promoted form of its own (promoted_piece('S', "..."), written +S),
// and promotion is shogi-style (rules.promotion: a move into, out of or inside the zone may promote;
// where the piece could never move again it must). Where a piece may be dropped is its `@` (seed 003:
// `fWf@8`, the pawn: not on the last rank, one unpromoted pawn per file), and uchifuzume (no mate by a
// pawn drop) is rules.drops.pawn_drop_mate_illegal. As Fairy-Stockfish writes them, FENs have the
// hands in brackets and no castling or e.p. fields: "...[-] w 0 1"; the side that moves first (sente,
// "Black" in shogi books) is ferz's colour 0, 'w' in FEN, 'b' in SFEN (notation/sfen.hpp).
#pragma once

#include "ferz/rules/definition.hpp"
#include "ferz/rules/variant.hpp"

namespace ferz::variants {

namespace definitions {

namespace shogi_pieces {
inline constexpr piece_def pawn = piece('P', "fWf@8");  // one step forward; dropped not on the last rank, one per file
inline constexpr piece_def lance = piece('L', "fR@8");
inline constexpr piece_def knight = piece('N', "ffN@7");
inline constexpr piece_def silver = piece('S', "FfW");
inline constexpr piece_def gold = piece('G', "WfF");
inline constexpr piece_def bishop = piece('B', "B");
inline constexpr piece_def rook = piece('R', "R");
inline constexpr piece_def king = piece('K', "K", royal);
inline constexpr piece_def tokin = promoted_piece('P', "WfF");
inline constexpr piece_def promoted_lance = promoted_piece('L', "WfF");
inline constexpr piece_def promoted_knight = promoted_piece('N', "WfF");
inline constexpr piece_def promoted_silver = promoted_piece('S', "WfF");
inline constexpr piece_def horse = promoted_piece('B', "BW");
inline constexpr piece_def dragon = promoted_piece('R', "RF");
}  // namespace shogi_pieces

inline constexpr variant_def shogi = {
    .name = "shogi",
    .files = 9,
    .ranks = 9,
    .pieces = {shogi_pieces::pawn, shogi_pieces::lance, shogi_pieces::knight, shogi_pieces::silver, shogi_pieces::gold,
               shogi_pieces::bishop, shogi_pieces::rook, shogi_pieces::king, shogi_pieces::tokin, shogi_pieces::promoted_lance,
               shogi_pieces::promoted_knight, shogi_pieces::promoted_silver, shogi_pieces::horse, shogi_pieces::dragon},
    .start_fen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1",
    .rules =
        {
            .promotion = {.ranks = 3, .from_zone = true},
            .drops = {.enabled = true, .pawn_drop_mate_illegal = true},
            // Sennichite (seed 002): the fourth occurrence of a position draws, unless one player checked
            // on every move of the cycle, who loses. Jishogi (end.impasse) is left to the players, as in
            // Fairy-Stockfish: a variant derived from this one turns it on.
            .end = {.stalemate = outcome::loss, .move_rule = 0, .repetitions = 4, .perpetual_check_loses = true},
        },
};

// Minishogi (5×5): no knights or lances, a one-rank zone; sente loses a repetition.
inline constexpr variant_def minishogi = [] {
    variant_def v = shogi;
    v.name = "minishogi";
    v.files = 5;
    v.ranks = 5;
    v.pieces = {piece('P', "fWf@4"), shogi_pieces::silver, shogi_pieces::gold, shogi_pieces::bishop, shogi_pieces::rook,
                shogi_pieces::king, shogi_pieces::tokin, shogi_pieces::promoted_silver, shogi_pieces::horse, shogi_pieces::dragon};
    v.start_fen = "rbsgk/4p/5/P4/KGSBR[-] w 0 1";
    v.rules.promotion.ranks = 1;
    // As Fairy-Stockfish scores it: a repetition that is not perpetual check loses for sente.
    v.rules.end.repetition_outcome = outcome::loss;
    v.rules.end.repetition_outcome_absolute = true;
    return v;
}();

}  // namespace definitions

using shogi = variant<definitions::shogi>;
using minishogi = variant<definitions::minishogi>;

}  // namespace ferz::variants
