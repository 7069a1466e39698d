// custom-variant: a chess variant of your own in a few lines, then its moves and perft.
//
// Copy a built-in variant's definition and change what differs; every other rule stays the parent's. Here the knights become xiangqi horses
// (`mafsW`: a step to an empty square, then one diagonal step outwards — a knight that can be
// blocked) and the queen a xiangqi cannon (`mRcpR`: moves as a rook, captures by hopping one piece).
// Fairy-Stockfish (horse as `nN`) agrees: perft 17, 289, 5603.
#include <cstdio>

#include "ferz/ferz.hpp"

inline constexpr ferz::variant_def horse_and_cannon_def = [] {
    ferz::variant_def v = ferz::variants::chess::definition;
    v.name = "horse-and-cannon";
    v.pieces.remove('N');
    v.pieces.remove('Q');
    v.pieces.add(ferz::piece('H', "mafsW"));  // horse
    v.pieces.add(ferz::piece('C', "mRcpR"));  // cannon
    v.start_fen = "rhbckbhr/pppppppp/8/8/8/8/PPPPPPPP/RHBCKBHR w KQkq - 0 1";
    v.rules.promotion.pieces = "CRBH";
    return v;
}();
using horse_and_cannon = ferz::variant<horse_and_cannon_def>;

int main() {
    ferz::position<horse_and_cannon> pos;
    std::printf("%s\n%s\n", std::string(horse_and_cannon::name).c_str(), ferz::to_fen(pos).c_str());
    const auto moves = ferz::legal_moves(pos);
    std::printf("%zu legal moves:", moves.size());
    for (const ferz::move m : moves) std::printf(" %s", ferz::to_uci(pos, m).c_str());
    std::printf("\n");
    for (int depth = 1; depth <= 3; ++depth)
        std::printf("perft %d: %llu\n", depth, static_cast<unsigned long long>(ferz::perft(pos, depth)));
    // A move from text, and the position after it.
    if (const auto m = ferz::parse_uci(pos, "e2e4")) {
        pos.make(*m);
        std::printf("after e2e4: %s\n", ferz::to_fen(pos).c_str());
    }
}
