// ferz/variants/chu.hpp: Chu shogi, 12×12, the large shogi of the lion.
//
// Pieces, letters and start position as XBoard writes them (its Chu shogi: one letter a piece, "+X"
// for a promoted form); moves in XBetza as ../shared/XBETZA.md's piece table gives them, checked with
// XBoard's generator. Twenty-one kinds (46 pieces a side), eighteen of which promote; no drops.
//   K king, E drunk elephant (promotes to the crown prince, a second king), G gold, S silver,
//   C copper, F ferocious leopard, L lance, A reverse chariot, T blind tiger, O kirin (to a lion),
//   X phoenix (to a queen), M side mover, V vertical mover, B bishop, R rook, H dragon horse (to the
//   horned falcon), D dragon king (to the soaring eagle), N lion, Q queen, I go-between, P pawn.
// Rules, as the Japanese Chu Shogi Association (CSRM) plays them:
//   - promotion is optional on a move that enters the zone (the far four ranks), and on a capture
//     that starts in it (rules.promotion.from_zone_on_capture); a promoted piece never promotes
//     again; a pawn or lance may stay unpromoted on the last rank, where it can no longer move;
//   - the king and the crown prince: while a side has both, either may be taken; the last one is
//     royal (rules.end.pseudo_royals, as sho shogi's);
//   - the lion (and the promoted kirin) moves twice as a king in one turn: it may take an adjacent
//     piece and then step on (taking a second), or step back where it started (igui), or pass by
//     stepping out to an empty square and back; the horned falcon and the soaring eagle have the same
//     powers straight forward and diagonally forward;
//   - the lion-trading rules, as XBoard plays them (rules.board.lions, for the lion and the promoted
//     kirin): a lion may take a lion two squares away only where nothing could take it back there
//     (a pinned piece counts), unless it took a piece other than a pawn or go-between on its way;
//     after a lion was taken by a piece that is no lion, the next move may take no lion (FEN writes
//     the square where it was taken in the e.p. field);
//   - stalemate loses; a fourfold repetition draws (perpetual check loses it).
// Not yet played: the bare-king win of the CSRM rules.
#pragma once

#include "ferz/rules/variant.hpp"

namespace ferz::variants {

namespace definitions {

namespace chu_pieces {
inline constexpr std::string_view lion = "KNADcaKcabKmabK";
}  // namespace chu_pieces

inline constexpr variant_def chu = {
    .name = "chu",
    .files = 12,
    .ranks = 12,
    .pieces = {piece('P', "fW"),
               piece('I', "vW"),
               piece('C', "fFvW"),
               piece('S', "FfW"),
               piece('G', "WfF"),
               piece('F', "FvW"),
               piece('T', "FsbW"),
               piece('E', "FsfW"),
               piece('L', "fR"),
               piece('A', "vR"),
               piece('M', "sRvW"),
               piece('V', "vRsW"),
               piece('O', "FD"),
               piece('X', "WA"),
               piece('B', "B"),
               piece('R', "R"),
               piece('H', "BW"),
               piece('D', "RF"),
               piece('Q', "Q"),
               piece('N', chu_pieces::lion),
               piece('K', "K"),
               promoted_piece('P', "WfF"),
               promoted_piece('I', "FsfW"),
               promoted_piece('C', "sRvW"),
               promoted_piece('S', "vRsW"),
               promoted_piece('G', "R"),
               promoted_piece('F', "B"),
               promoted_piece('T', "FvRsW"),
               promoted_piece('E', "K"),
               promoted_piece('L', "vRfB"),
               promoted_piece('A', "vRbB"),
               promoted_piece('M', "BsR"),
               promoted_piece('V', "BvR"),
               promoted_piece('O', chu_pieces::lion),
               promoted_piece('X', "Q"),
               promoted_piece('B', "BW"),
               promoted_piece('R', "RF"),
               promoted_piece('H', "BsbRfWfDfcafWfmcabW"),
               promoted_piece('D', "RbBfFfAfcafFfmcabF")},
    .start_fen = "lfcsgekgscfl/a1b1txot1b1a/mvrhdqndhrvm/pppppppppppp/3i4i3/12/12/3I4I3/PPPPPPPPPPPP/MVRHDNQDHRVM/A1B1TOXT1B1A/"
                 "LFCSGKEGSCFL w - - 0 1",
    .rules =
        {
            .promotion = {.ranks = 4, .from_zone = true, .from_zone_on_capture = true, .dead_squares_illegal = false},
            .end = {.stalemate = outcome::loss, .pseudo_royals = "K+E", .move_rule = 0, .repetitions = 4, .perpetual_check_loses = true},
            .board = {.lions = {.pieces = "N+O", .worthless = "PI"}},
        },
};

}  // namespace definitions

using chu = variant<definitions::chu>;

}  // namespace ferz::variants
