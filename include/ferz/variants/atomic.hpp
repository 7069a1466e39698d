// ferz/variants/atomic.hpp: the atomic family, as Fairy-Stockfish plays it (rules.board.blast): a
// capture blows up the capturing piece and every piece around the target square but pawns, and a
// side whose king is blown up (or taken) has lost (rules.end.extinction_pieces).
//   - atomic: the king may not be left attacked, nor blown up by its own side's capture (so it never
//     captures); blowing up the enemy king wins whatever it leaves attacked, and kings side by side
//     are never in check (rules.end.pseudo_royals);
//   - nocheckatomic: no checks: the king is a piece like the others, and the game ends when it is gone;
//   - atomar: nocheckatomic in which kings survive blasts (rules.board.blast_immune) and may not
//     capture each other (rules.board.mutually_immune).
#pragma once

#include "ferz/rules/definition.hpp"
#include "ferz/rules/variant.hpp"
#include "ferz/variants/chess.hpp"
#include "ferz/variants/extinction.hpp"
#include "ferz/variants/fairy.hpp"

namespace ferz::variants {

namespace definitions {

inline constexpr variant_def nocheckatomic = [] {
    variant_def v = chess;
    v.name = "nocheckatomic";
    v.pieces = {pawn_piece, knight, bishop, rook, queen, commoner_king};
    v.rules.end.extinction_pieces = "K";
    v.rules.board.blast = true;
    return v;
}();

inline constexpr variant_def atomic = [] {
    variant_def v = nocheckatomic;
    v.name = "atomic";
    v.rules.end.pseudo_royals = "K";
    return v;
}();

inline constexpr variant_def atomar = [] {
    variant_def v = nocheckatomic;
    v.name = "atomar";
    v.rules.board.blast_immune = "K";
    v.rules.board.mutually_immune = "K";
    return v;
}();

}  // namespace definitions

using nocheckatomic = variant<definitions::nocheckatomic>;
using atomic = variant<definitions::atomic>;
using atomar = variant<definitions::atomar>;

}  // namespace ferz::variants
